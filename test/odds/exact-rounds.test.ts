/**
 * Exact multi-round odds: an island fight as in War at Sea's troop landing (each side one
 * d6 per troop counter a turn, every 5 or 6 removes an enemy counter, until one side is
 * gone or 20 turns pass) against a direct Markov-chain computation. (3 counters against 2
 * here: 6 against 5 needs pools grouped by face range to enumerate fast, still to come.)
 */
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import type { Dice } from '../../src/dice/dice.js';
import { exactRounds } from '../../src/odds/exact-rounds.js';
import { addFractions, type Fraction, formatFraction, fraction, multiplyFractions } from '../../src/odds/fraction.js';

interface Island {
  readonly a: number;
  readonly b: number;
}

const fightRound = (s: Island, dice: Dice): Island => {
  const hitsOnB = dice.pool(s.a, 'd6', 'side A fires').filter((face) => face >= 5).length;
  const hitsOnA = dice.pool(s.b, 'd6', 'side B fires').filter((face) => face >= 5).length;
  return { a: Math.max(0, s.a - hitsOnA), b: Math.max(0, s.b - hitsOnB) };
};
const over = (s: Island): boolean => s.a === 0 || s.b === 0;

/** P(k hits of n dice), each hitting with 1/3: the binomial, written out. */
function hits(n: number, k: number): Fraction {
  let ways = 1n;
  for (let i = 0; i < k; i++) ways = (ways * BigInt(n - i)) / BigInt(i + 1);
  return fraction(ways * 2n ** BigInt(n - k), 3n ** BigInt(n));
}

/** The same process as a Markov chain over (a, b), stepped turn by turn. */
function markov(a0: number, b0: number, turns: number): Map<string, Fraction> {
  let going = new Map<string, Fraction>([[`${a0},${b0}`, fraction(1n)]]);
  const done = new Map<string, Fraction>();
  for (let t = 0; t < turns && going.size > 0; t++) {
    const next = new Map<string, Fraction>();
    for (const [key, p] of going) {
      const [a, b] = key.split(',').map(Number) as [number, number];
      for (let onB = 0; onB <= a; onB++) {
        for (let onA = 0; onA <= b; onA++) {
          const q = multiplyFractions(p, multiplyFractions(hits(a, onB), hits(b, onA)));
          const after = `${Math.max(0, a - onA)},${Math.max(0, b - onB)}`;
          const [na, nb] = after.split(',').map(Number) as [number, number];
          const target = na === 0 || nb === 0 ? done : next;
          target.set(after, addFractions(target.get(after) ?? fraction(0n), q));
        }
      }
    }
    going = next;
  }
  for (const [key, p] of going) done.set(`going ${key}`, p);
  return done;
}

describe('exactRounds', () => {
  it('the island fight, 3 counters against 2 over at most 20 turns, equals the Markov chain exactly', () => {
    const result = exactRounds<Island>({ a: 3, b: 2 }, fightRound, { until: over, maxRounds: 20 });
    const expected = markov(3, 2, 20);
    const got = new Map(
      result.outcomes.map((o) => [
        `${o.finished ? '' : 'going '}${o.state.a},${o.state.b}`,
        formatFraction(o.fraction),
      ]),
    );
    expect(new Map([...expected].map(([k, v]) => [k, formatFraction(v)]))).toEqual(got);
    const total = result.outcomes.reduce((sum, o) => addFractions(sum, o.fraction), fraction(0n));
    expect(formatFraction(total)).toBe('1');
    const sideA = result.outcomes
      .filter((o) => o.state.a > 0 && o.state.b === 0)
      .reduce((s, o) => s + o.probability, 0);
    expect(sideA).toBeGreaterThan(0.5);
  });

  it('a process that never ends is capped at maxRounds and its mass reported as unfinished, never dropped', () => {
    const never = exactRounds({ n: 0 }, (s, dice) => ({ n: (s.n + dice.d6('step')) % 3 }), {
      until: () => false,
      maxRounds: 4,
    });
    expect(never.rounds).toBe(4);
    expect(formatFraction(never.unfinished)).toBe('1');
    expect(never.outcomes.every((o) => !o.finished)).toBe(true);
  });

  it('keeps the distribution after each round on request', () => {
    const result = exactRounds<Island>({ a: 1, b: 1 }, fightRound, { until: over, maxRounds: 3, history: true });
    expect(result.history).toHaveLength(result.rounds + 1);
    for (const step of result.history ?? []) {
      const total = step.reduce((sum, o) => addFractions(sum, o.fraction), fraction(0n));
      expect(formatFraction(total)).toBe('1');
    }
  });

  it('refuses bad options', () => {
    expect(() => exactRounds({ a: 1 }, fightRound as never, { until: over as never, maxRounds: 0 })).toThrow(
      RulesError,
    );
    expect(() => exactRounds({ a: 1 }, fightRound as never, { until: 'x' as never, maxRounds: 3 })).toThrow(RulesError);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => exactRounds(cyclic, (s) => s, { until: () => true, maxRounds: 1 })).toThrow(/cycle/);
  });
});
