import { describe, expect, it } from 'vitest';
import { readableFraction } from '../../site/src/readable-fraction.js';

describe('readableFraction', () => {
  it('shows a short fraction as it is', () => {
    expect(readableFraction('1/6', 1 / 6)).toEqual({ shown: '1/6' });
    expect(readableFraction('123456/654321', 0.19)).toEqual({ shown: '123456/654321' }); // 12 digits
    expect(readableFraction('± 0.0031', 0.2)).toEqual({ shown: '± 0.0031' }); // an estimate's error
  });

  it('shows a fraction past 12 digits as a decimal, keeping the exact one', () => {
    const exact = '1234567/76543210';
    expect(readableFraction(exact, 1234567 / 76543210)).toEqual({ shown: '\u2248 0.016129', exact });
    // A small one stays a decimal a person reads, not 5.13165e-7.
    expect(readableFraction('1/1948692000000', 5.13165e-13).shown).toBe('\u2248 0.000000000000513165');
  });
});
