import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import type { Dice } from '../../src/dice/dice.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { formatFraction } from '../../src/odds/fraction.js';
import { marginal } from '../../src/odds/marginal.js';
import { meanOf } from '../../src/odds/mean-of.js';
import { probabilityOf } from '../../src/odds/probability-of.js';

describe('exactOdds', () => {
  it('gives a 2d6 total of 7 exactly 1/6', () => {
    const odds = exactOdds((dice) => dice.twoD6('test'));
    expect(odds.paths).toBe(36);
    expect(odds.outcomes.map((o) => o.outcome)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(probabilityOf(odds, (t) => t === 7)).toEqual({ numerator: 1n, denominator: 6n });
    expect(odds.outcomes.find((o) => o.outcome === 2)?.fraction).toEqual({ numerator: 1n, denominator: 36n });
  });

  it('handles experiments whose depth depends on earlier rolls, summing to exactly 1', () => {
    // Roll a d6; on a 6 roll a d10z as well.
    const odds = exactOdds((dice) => {
      const first = dice.d6('first');
      return first === 6 ? `six then ${dice.d10Zero('second')}` : 'no six';
    });
    expect(odds.paths).toBe(15);
    expect(
      formatFraction(odds.outcomes.find((o) => o.outcome === 'no six')?.fraction ?? { numerator: 0n, denominator: 1n }),
    ).toBe('5/6');
    expect(
      formatFraction(
        odds.outcomes.find((o) => o.outcome === 'six then 3')?.fraction ?? { numerator: 0n, denominator: 1n },
      ),
    ).toBe('1/60');
    expect(probabilityOf(odds, () => true)).toEqual({ numerator: 1n, denominator: 1n });
  });

  it('merges outcomes by structural equality and keeps an example path that replays it', () => {
    const odds = exactOdds((dice) => ({ hit: dice.d6('a') >= 4, extra: undefined }));
    expect(odds.outcomes).toHaveLength(2);
    expect(odds.outcomes[0]).toMatchObject({ outcome: { hit: false }, path: [1], probability: 0.5 });
    expect(odds.outcomes[1]).toMatchObject({ outcome: { hit: true }, path: [4] });
  });

  it('sums one outcome exactly over paths whose denominators are past 2^53 and under it', () => {
    // 6^26 is past Number.MAX_SAFE_INTEGER; 6 is not: both kinds of path reach 'some'.
    const odds = exactOdds((dice) => {
      if (dice.d6('first') !== 1) return 'some';
      const [, sixes] = dice.poolCounts(
        25,
        'd6',
        [
          [1, 5],
          [6, 6],
        ],
        'pool',
      );
      return sixes === 25 ? 'all' : 'some';
    });
    const all = 6n ** 26n;
    expect(odds.outcomes.find((o) => o.outcome === 'all')?.fraction).toEqual({ numerator: 1n, denominator: all });
    expect(odds.outcomes.find((o) => o.outcome === 'some')?.fraction).toEqual({
      numerator: all - 1n,
      denominator: all,
    });
  });

  it('keeps a string outcome apart from a number, a quoted string and a list that look alike', () => {
    const looks: unknown[] = ['1', 1, '"1"', "'1", ['1'], '[1]'];
    const odds = exactOdds((dice) => looks[dice.d6('which') - 1]);
    expect(odds.outcomes.map((o) => o.outcome)).toEqual(looks);
    for (const o of odds.outcomes) expect(formatFraction(o.fraction)).toBe('1/6');
  });

  it('a constant experiment has one outcome with probability 1', () => {
    const odds = exactOdds(() => 'calm');
    expect(odds).toMatchObject({ paths: 1, outcomes: [{ outcome: 'calm', probability: 1, path: [] }] });
  });

  it('stops past maxPaths with a RulesError that says so', () => {
    const attempt = () => exactOdds((dice) => dice.d6('a') + dice.d6('b') + dice.d6('c'), { maxPaths: 100 });
    expect(attempt).toThrow(RulesError);
    expect(attempt).toThrow(/more than 100 die sequences/);
    expect(() => exactOdds(() => 1, { maxPaths: 0 })).toThrow(/maxPaths/);
  });

  it('detects experiments that do not depend only on their dice', () => {
    let calls = 0;
    expect(() =>
      exactOdds((dice) => {
        calls++;
        return calls % 2 === 0 ? dice.d6('a') : dice.d10('b');
      }),
    ).toThrow(expect.objectContaining({ code: 'NONDETERMINISTIC' }));
  });

  it('marginal and meanOf stay exact', () => {
    const odds = exactOdds((dice) => dice.twoD6('t'));
    const parity = marginal(odds, (t) => (t % 2 === 0 ? 'even' : 'odd'));
    expect(parity.outcomes.map((o) => [o.outcome, formatFraction(o.fraction)])).toEqual([
      ['even', '1/2'],
      ['odd', '1/2'],
    ]);
    expect(meanOf(odds, (t) => t)).toEqual({ fraction: { numerator: 7n, denominator: 1n }, value: 7 });
    expect(
      meanOf(
        exactOdds((d) => d.d6('x')),
        (v) => v / 2,
      ).fraction,
    ).toEqual({ numerator: 7n, denominator: 4n });
    expect(() => meanOf(odds, () => Number.NaN)).toThrow(RulesError);
  });
});

describe('exactOdds bounds its work and catches experiments that read more than their dice', () => {
  it('"roll again on a 6" without end stops at maxDepth, naming it', () => {
    const rollAgain = (dice: Dice): number => {
      let total = 0;
      for (;;) {
        const face = dice.d6('roll again on a 6');
        total += face;
        if (face !== 6) return total;
      }
    };
    expect(() => exactOdds(rollAgain)).toThrow(/maxDepth/);
    try {
      exactOdds(rollAgain, { maxDepth: 5 });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'ODDS_LIMIT', path: ['maxDepth'] });
    }
  });

  it('stops at maxDraws, naming it, when the dice drawn in all pass the bound', () => {
    expect(() => exactOdds((dice) => dice.twoD6('a') + dice.twoD6('b'), { maxDraws: 100 })).toThrow(/maxDraws/);
  });

  it('refuses a bound that is not a whole number of at least 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => exactOdds((dice) => dice.d6('x'), { maxDraws: bad })).toThrow(RulesError);
      expect(() => exactOdds((dice) => dice.d6('x'), { maxDepth: bad })).toThrow(RulesError);
    }
  });

  it('an experiment whose later runs ask for more dice than its first run is NONDETERMINISTIC', () => {
    let calls = 0;
    const growing = (dice: Dice): number => {
      calls++;
      const first = dice.d6('first');
      return calls > 6 ? first + dice.d6('extra') : first;
    };
    expect(() => exactOdds(growing)).toThrow(expect.objectContaining({ code: 'NONDETERMINISTIC' }));
  });

  it('an experiment that reads something besides its dice is NONDETERMINISTIC, not a wrong answer', () => {
    let calls = 0;
    expect(() =>
      exactOdds((dice) => {
        calls++;
        return dice.d6('x') + (calls > 6 ? 1 : 0);
      }),
    ).toThrow(expect.objectContaining({ code: 'NONDETERMINISTIC' }));
  });
});
