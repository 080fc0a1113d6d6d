/**
 * Nearby seeds give independent streams: the first d6 of seeds 0..N is uniform, and
 * unrelated to the first d6 of the next seed or of the seed six further on (before the
 * seed was mixed, seeds s and s + 6 always gave the same first d6).
 */
import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/dice/create-dice.js';

const N = 6_000;
const first = Array.from({ length: N + 6 }, (_, seed) => createDice(seed).d6('first'));

function chiSquare(observed: readonly number[], expected: number): number {
  return observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

describe('seed mixing', () => {
  it('the first d6 of seeds 0..5999 is uniform (chi-square, 5 df, below the 0.1% critical value 20.5)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const value of first.slice(0, N)) counts[value - 1] = (counts[value - 1] ?? 0) + 1;
    expect(chiSquare(counts, N / 6)).toBeLessThan(20.5);
  });

  for (const gap of [1, 6]) {
    it(`the first d6 of seed s and of seed s + ${gap} are independent (chi-square, 35 df, below 66.6)`, () => {
      const pairs = Array.from({ length: 36 }, () => 0);
      for (let seed = 0; seed < N; seed++) {
        const cell = ((first[seed] as number) - 1) * 6 + ((first[seed + gap] as number) - 1);
        pairs[cell] = (pairs[cell] ?? 0) + 1;
      }
      expect(chiSquare(pairs, N / 36)).toBeLessThan(66.6);
    });
  }

  it('the first d6 does not follow the seed (no residue class of the seed mod 6 fixes it)', () => {
    for (let residue = 0; residue < 6; residue++) {
      const values = new Set(first.filter((_, seed) => seed % 6 === residue));
      expect(values.size).toBe(6);
    }
  });
});
