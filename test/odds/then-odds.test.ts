import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { formatFraction } from '../../src/odds/fraction.js';
import { probabilityOf } from '../../src/odds/probability-of.js';
import { thenOdds } from '../../src/odds/then-odds.js';

/** A d6 decides how many more d6 are rolled (1–2: one, 3–6: two); the outcome is whether any shows a 6. */
const whole = exactOdds((d) => {
  const more = d.d6('first') <= 2 ? 1 : 2;
  let six = false;
  for (let i = 0; i < more; i++) if (d.d6('next') === 6) six = true;
  return six ? 'six' : 'none';
});
const staged = thenOdds(
  exactOdds((d) => (d.d6('first') <= 2 ? 1 : 2)),
  (more) =>
    exactOdds((d) => {
      let six = false;
      for (let i = 0; i < more; i++) if (d.d6('next') === 6) six = true;
      return six ? 'six' : 'none';
    }),
);

describe('thenOdds', () => {
  it('equals exactOdds over the whole chain: outcomes, order, fractions and paths', () => {
    expect(staged.outcomes.map((o) => o.outcome)).toEqual(['none', 'six']);
    expect(staged.outcomes.map((o) => formatFraction(o.fraction))).toEqual(
      whole.outcomes.map((o) => formatFraction(o.fraction)),
    );
    // 1/3 × 1/6 + 2/3 × 11/36 = 14/54 = 7/27
    expect(formatFraction(probabilityOf(staged, (o) => o === 'six'))).toBe('7/27');
    expect(staged.outcomes.map((o) => o.path)).toEqual(whole.outcomes.map((o) => o.path));
    expect(staged.outcomes.map((o) => o.probability)).toEqual(whole.outcomes.map((o) => o.probability));
  });

  it('counts the sequences of both stages: 6 first, then 6 and 36 for its two outcomes', () => {
    expect(staged.paths).toBe(6 + 6 + 36);
    expect(whole.paths).toBe(2 * 6 + 4 * 36);
  });

  it('runs the JSDoc example', () => {
    const hit = exactOdds((d) => d.d6('to hit') >= 5);
    const sunk = thenOdds(hit, (isHit) => (isHit ? exactOdds((d) => d.d6('damage') === 6) : exactOdds(() => false)));
    expect(formatFraction(probabilityOf(sunk, (s) => s))).toBe('1/18');
  });

  it('refuses what is not exact odds, or a next that is not a function or returns no odds', () => {
    const odds = exactOdds((d) => d.d6('x'));
    expect(() => thenOdds(null as never, () => odds)).toThrow(RulesError);
    expect(() => thenOdds({ outcomes: 'many' } as never, () => odds)).toThrow(/odds\.outcomes/);
    expect(() => thenOdds(odds, 'next' as never)).toThrow(RulesError);
    expect(() => thenOdds(odds, () => 3 as never)).toThrow(/thenOdds: next\(outcome 0\)/);
    // a count of sequences that is not a number would make the total NaN
    expect(() => thenOdds({ ...odds, paths: 'six' } as never, () => odds)).toThrow(/first\.paths/);
    expect(() => thenOdds(odds, () => ({ ...odds, paths: undefined }) as never)).toThrow(/paths/);
  });

  it('leaves its inputs as they were', () => {
    const first = exactOdds((d) => d.d6('x') > 3);
    const copy = JSON.stringify(first);
    thenOdds(first, () => first);
    expect(JSON.stringify(first)).toBe(copy);
  });
});
