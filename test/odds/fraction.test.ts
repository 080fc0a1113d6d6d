import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFractions,
  formatFraction,
  fraction,
  fractionFromNumber,
  fractionToNumber,
} from '../../src/odds/fraction.js';

describe('fractions', () => {
  it('reduce and keep the sign on the numerator', () => {
    expect(fraction(6n, 36n)).toEqual({ numerator: 1n, denominator: 6n });
    expect(fraction(3n, -6n)).toEqual({ numerator: -1n, denominator: 2n });
    expect(formatFraction(fraction(4n, 2n))).toBe('2');
    expect(() => fraction(1n, 0n)).toThrow(/denominator 0/);
  });

  it('convert to the nearest double, also for huge parts', () => {
    expect(fractionToNumber(fraction(1n, 6n))).toBe(1 / 6);
    expect(fractionToNumber(fraction(10n ** 30n, 3n * 10n ** 30n))).toBeCloseTo(1 / 3, 15);
  });

  it('add exactly and round-trip doubles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (a, b, c) => {
          const sum = addFractions(fraction(BigInt(a), BigInt(b)), fraction(BigInt(a), BigInt(c)));
          expect(sum).toEqual(fraction(BigInt(a * c + a * b), BigInt(b * c)));
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }),
        (x) => fractionToNumber(fractionFromNumber(x)) === x || Object.is(x, -0),
      ),
    );
  });
});
