import fc from 'fast-check';
import { createDice } from '../dice/create-dice.js';
import type { DiceState } from '../dice/dice-state.js';

/**
 * Seeds `createDice` accepts: any signed 32-bit integer.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(seedArbitrary(), (seed) => createDice(seed).d6('x') >= 1));
 * ```
 */
export function seedArbitrary(): fc.Arbitrary<number> {
  return fc.integer({ min: -0x8000_0000, max: 0x7fff_ffff });
}

/**
 * Saved dice states as `dice.state()` produces them: a seeded dice after 0 to 64 rolls.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(diceStateArbitrary(), (state) => restoreDice(state).d6('x') <= 6));
 * ```
 */
export function diceStateArbitrary(): fc.Arbitrary<DiceState> {
  return fc.tuple(seedArbitrary(), fc.nat({ max: 64 })).map(([seed, skip]) => {
    const dice = createDice(seed);
    for (let i = 0; i < skip; i++) dice.d6('arbitrary warm-up');
    return dice.state();
  });
}
