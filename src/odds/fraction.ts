import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';

/**
 * An exact, reduced fraction of bigints; `denominator` is always positive.
 *
 * @example
 * ```ts
 * fraction(6n, 36n); // { numerator: 1n, denominator: 6n }
 * ```
 */
export interface Fraction {
  /** The numerator, in lowest terms. */
  readonly numerator: bigint;
  /** The denominator, positive, in lowest terms. */
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Builds a reduced {@link Fraction}; a zero denominator is a RulesError. */
export function fraction(numerator: bigint, denominator: bigint = 1n): Fraction {
  if (typeof numerator !== 'bigint' || typeof denominator !== 'bigint') {
    throw new RulesError(
      `odds: a fraction takes two bigints; got ${formatValue(numerator)} and ${formatValue(denominator)}`,
      { code: 'INVALID_INPUT' },
    );
  }
  if (denominator === 0n) throw new RulesError('odds: a fraction cannot have denominator 0', { code: 'INVALID_INPUT' });
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

/** `a + b`, reduced. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  if (a.denominator === b.denominator) return fraction(a.numerator + b.numerator, a.denominator);
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/** `a × b`, reduced. */
export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

function bitLength(value: bigint): number {
  return value === 0n ? 0 : value.toString(2).length;
}

/** The nearest double to a fraction (exact division while both parts fit in 2^53). */
export function fractionToNumber(f: Fraction): number {
  const { numerator, denominator } = f;
  const limit = 2n ** 53n;
  const magnitude = numerator < 0n ? -numerator : numerator;
  if (magnitude <= limit && denominator <= limit) return Number(numerator) / Number(denominator);
  // Take a 64-bit quotient, then scale by 2^shift in two halves so no step overflows early.
  const shift = bitLength(magnitude) - bitLength(denominator) - 64;
  const quotient =
    shift >= 0 ? numerator / (denominator << BigInt(shift)) : (numerator << BigInt(-shift)) / denominator;
  const half = Math.trunc(shift / 2);
  return Number(quotient) * 2 ** half * 2 ** (shift - half);
}

/** Renders a fraction as `1/6` (or `0`, `1`, `-3/2`). */
export function formatFraction(f: Fraction): string {
  return f.denominator === 1n ? `${f.numerator}` : `${f.numerator}/${f.denominator}`;
}

/** The exact fraction equal to a finite double (e.g. 0.5 → 1/2, 3 → 3). */
export function fractionFromNumber(value: number): Fraction {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RulesError(
      `odds: expected a finite number (projections must return finite numbers); got ${formatValue(value)}`,
      {
        code: 'INVALID_INPUT',
      },
    );
  }
  if (Number.isInteger(value)) return fraction(BigInt(value));
  let denominator = 1n;
  let scaled = value;
  while (!Number.isInteger(scaled)) {
    scaled *= 2;
    denominator *= 2n;
  }
  return fraction(BigInt(scaled), denominator);
}
