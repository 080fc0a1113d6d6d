/**
 * The raw rolls of seeded dice, stored as literals: the no-regression snapshot of
 * `createDice`. They change only with a major version (a new generator, a new seed mixing,
 * a pure-rand release that changed uniformInt): pure-rand's version is pinned exactly in
 * package.json so a dependency update cannot change them silently.
 */
import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/dice/create-dice.js';

const STORED: readonly { seed: number | string; d6: number[]; others: number[] }[] = [
  { seed: 0, d6: [1, 1, 3, 5, 6, 4, 1, 5, 3, 1, 6, 4], others: [5, 6, 4, 1] },
  { seed: 1, d6: [6, 5, 1, 5, 4, 3, 6, 1, 2, 4, 5, 1], others: [2, 6, 5, 18] },
  { seed: 7, d6: [5, 5, 1, 4, 1, 3, 6, 4, 4, 5, 5, 2], others: [9, 9, 1, 18] },
  { seed: 42, d6: [4, 3, 5, 1, 1, 4, 6, 6, 3, 5, 6, 5], others: [3, 7, 2, 13] },
  { seed: -1, d6: [6, 5, 4, 1, 4, 4, 1, 5, 5, 4, 1, 2], others: [9, 2, 11, 11] },
  { seed: 2_147_483_647, d6: [4, 6, 2, 1, 1, 1, 3, 1, 3, 1, 3, 2], others: [5, 8, 7, 19] },
  { seed: '00112233445566778899aabbccddeeff', d6: [4, 2, 5, 2, 3, 6, 2, 6, 3, 4, 3, 5], others: [10, 2, 12, 10] },
  { seed: 'f'.repeat(64), d6: [2, 5, 2, 1, 6, 6, 2, 1, 2, 6, 1, 3], others: [2, 1, 1, 10] },
];

describe('seeded rolls (stored; change only with a major version)', () => {
  for (const { seed, d6, others } of STORED) {
    it(`seed ${seed}: twelve d6, then d10, d10 read 0-9, d12 and d20`, () => {
      const dice = createDice(seed);
      expect(Array.from({ length: 12 }, () => dice.d6('snapshot'))).toEqual(d6);
      expect([dice.d10('snapshot'), dice.d10Zero('snapshot'), dice.d12('snapshot'), dice.dN(20, 'snapshot')]).toEqual(
        others,
      );
    });
  }
});
