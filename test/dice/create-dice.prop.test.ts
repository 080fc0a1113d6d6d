import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createDice, restoreDice } from '../../src/dice/create-dice.js';
import { dieRange } from '../../src/dice/die.js';
import { diceStateArbitrary, seedArbitrary } from '../../src/testing/arbitraries.js';

const conventions = ['d6', 'd10', 'd10z', 'd12', 'd2', 'd100'] as const;

describe('createDice properties', () => {
  it('every roll lies on its die', () => {
    fc.assert(
      fc.property(seedArbitrary(), fc.constantFrom(...conventions), (seed, die) => {
        const dice = createDice(seed);
        const { min, max } = dieRange(die);
        for (let i = 0; i < 50; i++) {
          const value = dice.roll(die, 'property');
          if (!Number.isInteger(value) || value < min || value > max) return false;
        }
        return true;
      }),
    );
  });

  it('a restored state continues exactly as the original', () => {
    fc.assert(
      fc.property(diceStateArbitrary(), (state) => {
        const a = restoreDice(state);
        const b = restoreDice(JSON.parse(JSON.stringify(state)));
        for (let i = 0; i < 10; i++) if (a.twoD6('p') !== b.twoD6('p')) return false;
        return true;
      }),
    );
  });
});
