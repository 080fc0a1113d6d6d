/**
 * The exact island fight at scale: 40 counters against 40 over 20 turns equals an
 * independent computation, smaller fights equal the die-by-die enumeration of the
 * resolver's own rounds, and a fight too big is refused at once with ODDS_LIMIT.
 */
import { describe, expect, it } from 'vitest';
import { exactOdds, exactRounds, type Fraction, isRulesError } from '../../src/index.js';
import { infantryFightOdds, resolveInfantryCombat } from '../../src/war-at-sea/index.js';

/**
 * An independent chain: every die counted as one of six faces (no reduced chance, no
 * tails), each turn's probabilities over 6^(dice rolled) kept as a numerator per state
 * and brought to one denominator only when summed.
 */
function sixFaceChain(allies: number, axis: number, turns: number, killFaces: number): Map<string, Fraction> {
  const n = Math.max(allies, axis);
  // ways[d][k]: of the 6^d throws of d dice, those with exactly k kills.
  const ways: bigint[][] = [];
  for (let d = 0; d <= n; d++) {
    const row: bigint[] = [];
    let choose = 1n;
    for (let k = 0; k <= d; k++) {
      row.push(choose * BigInt(killFaces) ** BigInt(k) * BigInt(6 - killFaces) ** BigInt(d - k));
      choose = (choose * BigInt(d - k)) / BigInt(k + 1);
    }
    ways.push(row);
  }
  const per = 6n ** BigInt(2 * n);
  const width = axis + 1;
  let dist: bigint[] = new Array((allies + 1) * width).fill(0n);
  dist[allies * width + axis] = 1n;
  let denominator = 1n;
  for (let t = 0; t < turns; t++) {
    const next: bigint[] = new Array(dist.length).fill(0n);
    for (let a = 0; a <= allies; a++) {
      for (let b = 0; b <= axis; b++) {
        const w = dist[a * width + b] as bigint;
        if (w === 0n) continue;
        if (a === 0 || b === 0) {
          next[a * width + b] = (next[a * width + b] as bigint) + w * per;
          continue;
        }
        const padded = w * 6n ** BigInt(2 * n - a - b);
        for (let onAxis = 0; onAxis <= a; onAxis++) {
          const w1 = padded * (ways[a]?.[onAxis] as bigint);
          for (let onAllies = 0; onAllies <= b; onAllies++) {
            const at = Math.max(0, a - onAllies) * width + Math.max(0, b - onAxis);
            next[at] = (next[at] as bigint) + w1 * (ways[b]?.[onAllies] as bigint);
          }
        }
      }
    }
    dist = next;
    denominator *= per;
  }
  const gcd = (x: bigint, y: bigint): bigint => (y === 0n ? x : gcd(y, x % y));
  const out = new Map<string, Fraction>();
  dist.forEach((w, i) => {
    if (w === 0n) return;
    const g = gcd(w, denominator);
    out.set(`${Math.floor(i / width)},${i % width}`, { numerator: w / g, denominator: denominator / g });
  });
  return out;
}

function expectSame(fight: ReturnType<typeof infantryFightOdds>, chain: Map<string, Fraction>): void {
  expect(fight.outcomes).toHaveLength(chain.size);
  for (const o of fight.outcomes) {
    const expected = chain.get(`${o.state.Allies},${o.state.Axis}`);
    expect(expected, JSON.stringify(o.state)).toBeDefined();
    expect({ numerator: o.fraction.numerator, denominator: o.fraction.denominator }).toEqual(expected);
  }
}

describe('the island fight as a Markov chain on counts', () => {
  it('40 against 40 over 20 turns equals an independent six-face chain, exactly', () => {
    const fight = infantryFightOdds({ Allies: 40, Axis: 40, maxTurns: 20 });
    expect(fight.rounds).toBe(20);
    expectSame(fight, sixFaceChain(40, 40, 20, 2));
    const allies = fight.outcomes.filter((o) => o.state.control === 'Allies').reduce((p, o) => p + o.probability, 0);
    const axis = fight.outcomes.filter((o) => o.state.control === 'Axis').reduce((p, o) => p + o.probability, 0);
    expect(allies).toBeCloseTo(axis, 12); // an even fight is even
  }, 60_000);

  it('uneven fights at size equal the independent chain, either side larger, for other kill numbers', () => {
    // Kill chances of 1/6, 2/3 and 5/6: the Axis fire with a numerator of 1 (its
    // shortcut), 2 and 5, over 6 and 3; and a fight where one side has a single counter.
    for (const [allies, axis, killsOn] of [
      [12, 25, 6],
      [25, 12, 3],
      [1, 20, 2],
    ] as const) {
      const fight = infantryFightOdds({ Allies: allies, Axis: axis, maxTurns: 8 }, { infantryCombat: { killsOn } });
      expectSame(fight, sixFaceChain(allies, axis, fight.rounds, 7 - killsOn));
    }
  }, 60_000);

  it('small fights equal the die-by-die enumeration of the resolver’s own rounds, for any kill number', () => {
    for (const killsOn of [2, 4, 5, 6]) {
      for (const [allies, axis, turns] of [
        [3, 2, 4],
        [1, 4, 6],
        [4, 4, 3],
      ] as const) {
        const rules = { infantryCombat: { killsOn } };
        const chain = infantryFightOdds({ Allies: allies, Axis: axis, maxTurns: turns }, rules);
        const enumerated = exactRounds(
          { Allies: allies, Axis: axis, control: 'contested' as string },
          (state, dice) =>
            resolveInfantryCombat({ Allies: state.Allies, Axis: state.Axis }, dice, rules).outcome as typeof state,
          { until: (s) => s.control !== 'contested', maxRounds: turns },
        );
        expect(chain.unfinished).toEqual(enumerated.unfinished);
        const byKey = new Map(enumerated.outcomes.map((o) => [`${o.state.Allies},${o.state.Axis}`, o.fraction]));
        expect(chain.outcomes).toHaveLength(byKey.size);
        for (const o of chain.outcomes) expect(o.fraction).toEqual(byKey.get(`${o.state.Allies},${o.state.Axis}`));
      }
    }
  });

  it('one turn equals the exact odds of one Infantry Combat phase', () => {
    const phase = exactOdds((dice) => resolveInfantryCombat({ Allies: 5, Axis: 3 }, dice).outcome);
    const fight = infantryFightOdds({ Allies: 5, Axis: 3, maxTurns: 1 });
    for (const o of phase.outcomes) {
      const same = fight.outcomes.find((f) => f.state.Allies === o.outcome.Allies && f.state.Axis === o.outcome.Axis);
      expect(same?.fraction).toEqual(o.fraction);
    }
  });

  it('a fight too big is refused at once with ODDS_LIMIT naming maxWork, which raises the bound', () => {
    let thrown: unknown;
    try {
      infantryFightOdds({ Allies: 100, Axis: 100, maxTurns: 1000 });
    } catch (error) {
      thrown = error;
    }
    expect(isRulesError(thrown) && thrown.code).toBe('ODDS_LIMIT');
    expect((thrown as Error).message).toMatch(/maxWork/);
    expect(() => infantryFightOdds({ Allies: 10, Axis: 10 }, undefined, { maxWork: 1000 })).toThrow(
      /ODDS_LIMIT|maxWork/,
    );
    expect(infantryFightOdds({ Allies: 10, Axis: 10 }, undefined, { maxWork: 1e8 }).rounds).toBe(20);
    expect(() => infantryFightOdds({ Allies: 1, Axis: 1 }, undefined, { maxWork: 0 })).toThrow(/maxWork/);
    expect(() => infantryFightOdds({ Allies: 1, Axis: 1 }, undefined, { maxWrk: 5 } as never)).toThrow(/maxWork/);
  });
});
