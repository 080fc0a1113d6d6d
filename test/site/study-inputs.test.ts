import { describe, expect, it } from 'vitest';
import { readStudyInputs } from '../../site/src/study-inputs.js';

describe("the study form's numbers", () => {
  it('takes whole numbers in range as typed', () => {
    expect(readStudyInputs('200', '1')).toEqual({ ok: true, runs: 200, seed: 1 });
    expect(readStudyInputs(' 100000 ', '-2147483648')).toEqual({ ok: true, runs: 100_000, seed: -2147483648 });
    expect(readStudyInputs('10', '2147483647')).toEqual({ ok: true, runs: 10, seed: 2147483647 });
  });

  it('refuses a number out of range, or no whole number, saying which box and why, never changing it', () => {
    expect(readStudyInputs('0', '1')).toEqual({
      ok: false,
      field: 'runs',
      message: 'Games to play must be a whole number from 10 to 100,000; got "0".',
    });
    expect(readStudyInputs('200.5', '1')).toMatchObject({ ok: false, field: 'runs' });
    expect(readStudyInputs('', '1')).toMatchObject({ ok: false, field: 'runs' });
    expect(readStudyInputs('100001', '1')).toMatchObject({ ok: false, field: 'runs' });
    expect(readStudyInputs('200', '99999999999')).toEqual({
      ok: false,
      field: 'seed',
      message: 'The seed must be a whole number from -2,147,483,648 to 2,147,483,647; got "99999999999".',
    });
    expect(readStudyInputs('200', '1e3')).toMatchObject({ ok: false, field: 'seed' });
  });
});
