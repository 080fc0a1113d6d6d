import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { estimateOdds } from '../../src/odds/estimate-odds.js';

describe('estimateOdds', () => {
  it('is seeded: the same seed gives the same estimate', () => {
    const run = () => estimateOdds((dice) => dice.twoD6('t'), { samples: 2000, seed: 11 });
    expect(run()).toEqual(run());
  });

  it('lands within four standard errors of the exact 2d6 odds', () => {
    const estimate = estimateOdds((dice) => dice.twoD6('t'), { samples: 20_000, seed: 3 });
    const seven = estimate.outcomes.find((o) => o.outcome === 7);
    expect(seven).toBeDefined();
    expect(Math.abs((seven?.probability ?? 0) - 1 / 6)).toBeLessThan(4 * (seven?.standardError ?? 0));
    expect(estimate.outcomes.reduce((sum, o) => sum + o.count, 0)).toBe(20_000);
  });

  it('rejects bad options', () => {
    expect(() => estimateOdds(() => 1, { samples: 0, seed: 1 })).toThrow(RulesError);
    expect(() => estimateOdds(() => 1, { samples: 10, seed: 0.5 })).toThrow(/seed/);
  });
});
