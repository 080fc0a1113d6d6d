/** The dice check seeds, states and scripts without zod; these properties keep each check equal to its zod schema. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { checkDiceState, checkScript, checkSeed } from '../../src/dice/check-dice-input.js';
import { diceStateSchema } from '../../src/dice/dice-state.js';
import { seedSchema } from '../../src/dice/seed-schema.js';

function accepts(check: (value: unknown) => unknown, value: unknown): boolean {
  try {
    check(value);
    return true;
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return false;
  }
}

const int32ish = fc.oneof(
  fc.integer({ min: -0x8000_0000, max: 0x7fff_ffff }),
  fc.constantFrom(0, -0x8000_0001, 0x8000_0000, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.double(),
);
const stateLike = fc.oneof(
  fc.record(
    {
      generator: fc.constantFrom('xoroshiro128plus', 'mt'),
      state: fc.array(int32ish, { maxLength: 5 }),
      rolls: fc.oneof(fc.nat(), fc.integer({ min: -3, max: -1 }), fc.double()),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      generator: fc.constant('xoroshiro128plus'),
      state: fc.tuple(int32ish, int32ish, int32ish, int32ish),
      rolls: fc.nat(),
      extra: fc.anything(),
    },
    { requiredKeys: ['generator', 'state', 'rolls'] },
  ),
  fc.record(
    {
      generator: fc.constant('chacha20'),
      key: fc.oneof(
        fc.stringMatching(/^[0-9a-f]{32,64}$/),
        fc.stringMatching(/^[0-9a-fA-F]{30,66}$/),
        fc.string({ maxLength: 70 }),
      ),
      block: fc.oneof(fc.nat(), fc.constantFrom(2 ** 32 - 1, 2 ** 32, -1, 1.5)),
      word: fc.oneof(fc.integer({ min: -2, max: 17 }), fc.double()),
      rolls: fc.oneof(fc.nat(), fc.constant(-1)),
      extra: fc.anything(),
    },
    { requiredKeys: ['generator'] },
  ),
  fc.anything(),
);

const seedLike = fc.oneof(
  int32ish,
  fc.stringMatching(/^[0-9a-fA-F]{30,66}$/),
  fc.string({ maxLength: 70 }),
  fc.anything(),
);

describe('zod-free dice input checks', () => {
  it('checkSeed accepts exactly what seedSchema accepts', () => {
    fc.assert(
      fc.property(seedLike, (seed) => {
        expect(accepts(checkSeed, seed)).toBe(seedSchema.safeParse(seed).success);
      }),
      { numRuns: 500 },
    );
  });

  it('checkDiceState accepts exactly what diceStateSchema accepts', () => {
    fc.assert(
      fc.property(stateLike, (state) => {
        expect(accepts(checkDiceState, state)).toBe(diceStateSchema.safeParse(state).success);
      }),
      { numRuns: 500 },
    );
    expect(accepts(checkDiceState, { generator: 'xoroshiro128plus', state: [0, 0, 0, 0], rolls: 0 })).toBe(false);
    expect(accepts(checkDiceState, { generator: 'xoroshiro128plus', state: [0, 0, 0, 1], rolls: 0 })).toBe(true);
  });

  it('checkScript accepts arrays of whole numbers only, and says which value is wrong', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.integer()), fc.array(int32ish), fc.anything()), (values) => {
        const expected = Array.isArray(values) && values.every((v) => typeof v === 'number' && Number.isInteger(v));
        expect(accepts(checkScript, values)).toBe(expected);
      }),
      { numRuns: 500 },
    );
    expect(() => checkScript([1, 2.5])).toThrow(/\[1\]: got 2.5: each scripted value must be a whole number/);
  });
});
