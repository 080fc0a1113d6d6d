/**
 * Dice pools: rolled, logged and replayed like every roll, and enumerated by exactOdds as
 * multisets with their multinomial weights.
 */
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { createDice } from '../../src/dice/create-dice.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { addFractions, type Fraction, formatFraction, fraction, multiplyFractions } from '../../src/odds/fraction.js';
import { poolMultisets } from '../../src/odds/multisets.js';

/** War at Sea successes of one die: 1-3 none, 4-5 one, 6 two. */
const successes = (face: number): number => (face === 6 ? 2 : face >= 4 ? 1 : 0);

/** The distribution of total successes of n dice by convolution of the per-die 1/2, 1/3, 1/6. */
function convolution(n: number): Map<number, Fraction> {
  let dist = new Map<number, Fraction>([[0, fraction(1n)]]);
  const perDie: [number, Fraction][] = [
    [0, fraction(1n, 2n)],
    [1, fraction(1n, 3n)],
    [2, fraction(1n, 6n)],
  ];
  for (let i = 0; i < n; i++) {
    const next = new Map<number, Fraction>();
    for (const [total, p] of dist) {
      for (const [add, q] of perDie) {
        const key = total + add;
        next.set(key, addFractions(next.get(key) ?? fraction(0n), multiplyFractions(p, q)));
      }
    }
    dist = next;
  }
  return dist;
}

describe('dice pools', () => {
  it('a seeded pool returns its faces in ascending order and logs each one', () => {
    const dice = createDice(7);
    const faces = dice.pool(8, 'd6', 'attack');
    expect(faces).toHaveLength(8);
    expect([...faces].sort((a, b) => a - b)).toEqual(faces);
    expect(dice.log.map((r) => r.label)).toEqual(Array(8).fill('attack (pool)'));
    expect(dice.log.map((r) => r.value)).toEqual(faces);
  });

  it('scripted dice give a pool its next values, sorted; a logged pool replays', () => {
    expect(scriptedDice([6, 1, 4]).pool(3, 'd6', 'x')).toEqual([1, 4, 6]);
    const dice = createDice(3);
    const faces = dice.pool(5, 'd10', 'x');
    expect(scriptedDice(dice.log.map((r) => r.value)).pool(5, 'd10', 'x')).toEqual(faces);
    expect(() => scriptedDice([7]).pool(1, 'd6', 'x')).toThrow(RulesError);
    expect(scriptedDice([]).pool(0, 'd6', 'x')).toEqual([]);
  });

  it('refuses a pool size that is not a whole number from 0 to 1000, or an unknown die', () => {
    for (const bad of [-1, 1.5, 1001, Number.NaN]) expect(() => createDice(1).pool(bad, 'd6', 'x')).toThrow(RulesError);
    expect(() => createDice(1).pool(2, 'd1' as never, 'x')).toThrow(RulesError);
  });

  it('multisets: C(n + 5, 5) for n d6, weights summing to 6^n', () => {
    for (const n of [1, 2, 5, 12]) {
      const { faces, weights } = poolMultisets(n, 1, 6);
      const expected = [6, 21, 252, 6188][[1, 2, 5, 12].indexOf(n)];
      expect(faces).toHaveLength(expected as number);
      expect(weights.reduce((a, b) => a + b, 0n)).toBe(6n ** BigInt(n));
    }
    expect(poolMultisets(2, 1, 2)).toEqual({
      faces: [
        [1, 1],
        [1, 2],
        [2, 2],
      ],
      weights: [1n, 2n, 1n],
    });
  });

  it('exactOdds of a 12-d6 War at Sea pool equals the convolution of 1/2, 1/3, 1/6, over 0 to 24 successes', () => {
    const odds = exactOdds((dice) => dice.pool(12, 'd6', 'attack').reduce((sum, face) => sum + successes(face), 0));
    expect(odds.paths).toBe(6188);
    const expected = convolution(12);
    expect(odds.outcomes.map((o) => o.outcome).sort((a, b) => a - b)).toEqual(
      [...expected.keys()].sort((a, b) => a - b),
    );
    for (const o of odds.outcomes) {
      expect(formatFraction(o.fraction)).toBe(formatFraction(expected.get(o.outcome) as Fraction));
    }
  });

  it('a pool and single dice mix in one experiment, and 2d6 as a pool sums like twoD6', () => {
    const asPool = exactOdds((dice) => dice.pool(2, 'd6', 'x').reduce((a, b) => a + b, 0));
    const asPair = exactOdds((dice) => dice.twoD6('x'));
    const byOutcome = (odds: typeof asPool) =>
      Object.fromEntries(odds.outcomes.map((o) => [o.outcome, formatFraction(o.fraction)]));
    expect(byOutcome(asPool)).toEqual(byOutcome(asPair));
    const mixed = exactOdds((dice) => dice.d6('a') + Math.max(...dice.pool(3, 'd6', 'b')));
    const total = mixed.outcomes.reduce((sum, o) => addFractions(sum, o.fraction), fraction(0n));
    expect(formatFraction(total)).toBe('1');
    for (const o of mixed.outcomes) {
      const replay = scriptedDice(o.path);
      expect(replay.d6('a') + Math.max(...replay.pool(3, 'd6', 'b'))).toBe(o.outcome);
    }
  });

  it('a pool with more outcomes than maxPaths stops at once, naming maxPaths', () => {
    expect(() => exactOdds((dice) => dice.pool(30, 'd6', 'x'), { maxPaths: 1000 })).toThrow(/maxPaths/);
  });
});
