import fc from 'fast-check';
import { describe, it } from 'vitest';
import { resolveBattleshipCommitment } from '../../src/shoestring/battleship-commitment.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';

describe('resolveBattleshipCommitment: shared resolver properties', () => {
  for (const { name, property } of resolverProperties({
    name: 'battleship commitment',
    resolve: (input: { turn: number }, dice) => resolveBattleshipCommitment(input, dice, { options: { O1: true } }),
    input: fc.integer({ min: 0, max: 30 }).map((k) => ({ turn: 2 * k + 1 })),
  })) {
    it(name, () => fc.assert(property, { numRuns: 40 }));
  }
});
