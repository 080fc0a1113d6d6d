import { describe, expect, it } from 'vitest';
import { addFractions, createDice, fraction, scriptedDice } from '../../src/index.js';
import {
  infantryCombatOdds,
  infantryFightOdds,
  resolveInfantryCombat,
  resolveInfantryFight,
} from '../../src/war-at-sea/index.js';

describe('Troop vs. Troop Combat: one d6 per counter, 5 or 6 destroys an enemy counter', () => {
  it('losses are removed together at the end of the phase', () => {
    // Allies 3 dice: 5, 6, 1 → two Axis counters destroyed; Axis 2 dice (both still fire): 6, 2 → one Allied lost.
    const r = resolveInfantryCombat({ Allies: 3, Axis: 2 }, scriptedDice([5, 6, 1, 6, 2]));
    expect(r.outcome).toEqual({ Allies: 2, Axis: 0, control: 'Allies' });
    expect(r.rolls).toHaveLength(5);
  });

  it('both sides left: still contested; both wiped out: nobody holds it', () => {
    expect(resolveInfantryCombat({ Allies: 2, Axis: 2 }, scriptedDice([1, 5, 4, 4])).outcome.control).toBe('contested');
    expect(resolveInfantryCombat({ Allies: 1, Axis: 1 }, scriptedDice([6, 5])).outcome).toEqual({
      Allies: 0,
      Axis: 0,
      control: 'none',
    });
  });

  it('more hits than enemy counters destroy them all, no more', () => {
    expect(resolveInfantryCombat({ Allies: 4, Axis: 1 }, scriptedDice([5, 5, 6, 6, 1])).outcome).toEqual({
      Allies: 4,
      Axis: 0,
      control: 'Allies',
    });
  });

  it('one round, 1 against 1: exact odds 1/9 none, 2/9 each side, 4/9 contested', () => {
    const odds = infantryCombatOdds({ Allies: 1, Axis: 1 });
    const of = (control: string) => odds.outcomes.find((o) => o.outcome.control === control)?.probability;
    expect(of('none')).toBeCloseTo(1 / 9, 15);
    expect(of('Allies')).toBeCloseTo(2 / 9, 15);
    expect(of('Axis')).toBeCloseTo(2 / 9, 15);
    expect(of('contested')).toBeCloseTo(4 / 9, 15);
  });
});

/** Binomial weights of k hits in n dice at 1/3 each, in 3^n-ths. */
function binomial(n: number): bigint[] {
  const out: bigint[] = [];
  for (let k = 0; k <= n; k++) {
    let c = 1n;
    for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
    out.push(c * 2n ** BigInt(n - k));
  }
  return out;
}

/** The island fight by a direct Markov chain over (allies, axis), exact fractions, turn by turn. */
function markov(allies: number, axis: number, turns: number): Map<string, { n: bigint; d: bigint }> {
  let dist = new Map<string, { n: bigint; d: bigint }>([[`${allies},${axis}`, { n: 1n, d: 1n }]]);
  for (let t = 0; t < turns; t++) {
    const next = new Map<string, { n: bigint; d: bigint }>();
    const add = (key: string, n: bigint, d: bigint) => {
      const seen = next.get(key);
      const sum =
        seen === undefined ? { numerator: n, denominator: d } : addFractions(fraction(seen.n, seen.d), fraction(n, d));
      next.set(key, { n: sum.numerator, d: sum.denominator });
    };
    for (const [key, p] of dist) {
      const [a, b] = key.split(',').map(Number) as [number, number];
      if (a === 0 || b === 0) {
        add(key, p.n, p.d);
        continue;
      }
      const hitsOnB = binomial(a);
      const hitsOnA = binomial(b);
      for (let i = 0; i <= a; i++) {
        for (let j = 0; j <= b; j++) {
          const w = (hitsOnB[i] ?? 0n) * (hitsOnA[j] ?? 0n);
          add(`${Math.max(0, a - j)},${Math.max(0, b - i)}`, p.n * w, p.d * 3n ** BigInt(a + b));
        }
      }
    }
    dist = next;
  }
  return dist;
}

describe('an island fight to the finish (multi-round exact odds)', () => {
  it('6 against 5 over 20 turns equals a direct Markov-chain computation, exactly', () => {
    const fight = infantryFightOdds({ Allies: 6, Axis: 5 });
    const chain = markov(6, 5, 20);
    let total = fraction(0n);
    for (const o of fight.outcomes) {
      const expected = chain.get(`${o.state.Allies},${o.state.Axis}`);
      expect(expected, JSON.stringify(o.state)).toBeDefined();
      if (expected === undefined) continue;
      expect(o.fraction.numerator * expected.d).toBe(expected.n * o.fraction.denominator);
      expect(o.finished).toBe(o.state.control !== 'contested');
      total = addFractions(total, o.fraction);
    }
    expect(total).toEqual(fraction(1n));
    expect(fight.outcomes).toHaveLength(chain.size);
    const allies = fight.outcomes.filter((o) => o.state.control === 'Allies').reduce((p, o) => p + o.probability, 0);
    expect(allies).toBeCloseTo(0.737, 3);
  });

  it('reports the mass still fighting at the turn limit as unfinished, never dropped', () => {
    const fight = infantryFightOdds({ Allies: 3, Axis: 3, maxTurns: 1 });
    const contested = fight.outcomes
      .filter((o) => !o.finished)
      .reduce((p, o) => addFractions(p, o.fraction), fraction(0n));
    expect(contested).toEqual(fight.unfinished);
    expect(fight.unfinished.numerator > 0n).toBe(true);
  });

  it('resolveInfantryFight plays turns until one side is gone, seeded', () => {
    const r = resolveInfantryFight({ Allies: 6, Axis: 5 }, createDice(11));
    expect(r.outcome.control).not.toBe('contested');
    expect(r.outcome.turns).toBeGreaterThan(0);
    const again = resolveInfantryFight({ Allies: 6, Axis: 5 }, createDice(11));
    expect(again).toEqual(r);
  });

  it('an island already held needs no fight', () => {
    expect(infantryFightOdds({ Allies: 0, Axis: 2 }).outcomes).toEqual([
      expect.objectContaining({ state: { Allies: 0, Axis: 2, control: 'Axis' }, probability: 1 }),
    ]);
  });
});
