/**
 * The parity attack of issue 61, item 3, as a test. A d6's parity is the low bit of one
 * xoroshiro128+ output, which is linear over GF(2) in the generator's 128-bit state, so 256
 * public d6 rolls give a linear system whose solution is the whole state, and with it every
 * later roll. The attack breaks `createDice` (it names every one of the next 500 rolls) and
 * does no better than chance against `createHostedDice` (ChaCha20).
 */
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { createDice, createHostedDice, type Dice } from '../../src/dice/index.js';

const OBSERVED = 256;
const PREDICTED = 500;

/** One d6 as the dice draw it from a pure-rand generator (uniformInt's rejection included). */
function d6Of(rng: { next(): number }): number {
  let shifted = (rng.next() ^ -2_147_483_648) >>> 0;
  while (shifted >= 4_294_967_292) shifted = (rng.next() ^ -2_147_483_648) >>> 0;
  return (shifted % 6) + 1;
}

/** The 128-bit state with only bit `k` set, as pure-rand's four words. */
function basis(k: number): [number, number, number, number] {
  const words: [number, number, number, number] = [0, 0, 0, 0];
  words[k >> 5] = (1 << (k & 31)) | 0;
  return words;
}

/**
 * Row n of the system: bit k is the low bit of output n from the basis state e_k. The
 * output's low bit is the xor of two state bits and each step is xor, shift and rotate,
 * so the parity of output n from any state is the xor of these bits over the state's set bits.
 */
function parityRows(count: number): bigint[] {
  const rows = Array.from({ length: count }, () => 0n);
  for (let k = 0; k < 128; k++) {
    const rng = xoroshiro128plusFromState(basis(k));
    for (let n = 0; n < count; n++) {
      if ((rng.next() & 1) === 1) rows[n] = (rows[n] as bigint) | (1n << BigInt(k));
    }
  }
  return rows;
}

/** Solves rows · x = bits over GF(2) (Gaussian elimination); free unknowns are taken as 0. */
function solve(rows: readonly bigint[], bits: readonly number[]): bigint {
  const eq = rows.map((row, i) => ({ row, bit: bits[i] as number }));
  const pivots: { col: number; row: bigint; bit: number }[] = [];
  for (let col = 0; col < 128; col++) {
    const mask = 1n << BigInt(col);
    const at = eq.findIndex((e) => (e.row & mask) !== 0n);
    if (at < 0) continue;
    const pivot = eq.splice(at, 1)[0] as { row: bigint; bit: number };
    for (const e of eq) {
      if ((e.row & mask) !== 0n) {
        e.row ^= pivot.row;
        e.bit ^= pivot.bit;
      }
    }
    for (const p of pivots) {
      if ((p.row & mask) !== 0n) {
        p.row ^= pivot.row;
        p.bit ^= pivot.bit;
      }
    }
    pivots.push({ col, ...pivot });
  }
  let x = 0n;
  for (const p of pivots) if (p.bit === 1) x |= 1n << BigInt(p.col);
  return x;
}

/** The attack: from `OBSERVED` public d6 rolls, the next `PREDICTED` rolls as the attacker names them. */
function predictNext(observed: readonly number[]): number[] {
  const x = solve(
    parityRows(observed.length),
    observed.map((face) => (face - 1) & 1),
  );
  const words = [0, 1, 2, 3].map((w) => Number((x >> BigInt(32 * w)) & 0xffff_ffffn) | 0) as [
    number,
    number,
    number,
    number,
  ];
  const rng = xoroshiro128plusFromState(words);
  for (let i = 0; i < observed.length; i++) d6Of(rng);
  return Array.from({ length: PREDICTED }, () => d6Of(rng));
}

function hits(dice: Dice): number {
  const observed = Array.from({ length: OBSERVED }, () => dice.d6('public roll'));
  const guess = predictNext(observed);
  const actual = Array.from({ length: PREDICTED }, () => dice.d6('later roll'));
  return guess.filter((face, i) => face === actual[i]).length;
}

describe('the parity attack', () => {
  it('names every later roll of the fast seeded dice from 256 public ones', () => {
    for (const seed of [1, 7, -123_456, '00112233445566778899aabbccddeeff']) {
      expect(hits(createDice(seed))).toBe(PREDICTED);
    }
  });

  it('does no better than chance against hosted dice', () => {
    // Chance names one roll in six: 500 rolls a key, 8 keys, so 4,000 rolls in all. The
    // bound is chance plus five standard deviations (667 + 118 = 785).
    let total = 0;
    for (let key = 1; key <= 8; key++) total += hits(createHostedDice(key.toString(16).padStart(32, '0')));
    const n = 8 * PREDICTED;
    expect(total).toBeLessThanOrEqual(n / 6 + 5 * Math.sqrt((n * 5) / 36));
    expect(total).toBeGreaterThanOrEqual(n / 6 - 5 * Math.sqrt((n * 5) / 36));
  });
});
