import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';

/**
 * An exact, reduced fraction of bigints; `denominator` is always positive. Fractions made
 * by this library survive `JSON.stringify`: their JSON form is the string `"1/6"` (a
 * non-enumerable `toJSON`), which {@link parseFraction} reads back.
 *
 * @example
 * ```ts
 * fraction(6n, 36n);                  // { numerator: 1n, denominator: 6n }
 * JSON.stringify(fraction(6n, 36n)); // '"1/6"'
 * ```
 */
export interface Fraction {
  /** The numerator, in lowest terms. */
  readonly numerator: bigint;
  /** The denominator, positive, in lowest terms. */
  readonly denominator: bigint;
}

/** The greatest common divisor of two bigints (never negative). Internal. */
export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

/** The least common multiple of two positive bigints. Internal. */
export function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
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
  const result = { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
  Object.defineProperty(result, 'toJSON', { value: toJSON });
  return result;
}

/**
 * A {@link Fraction} from a numerator and a positive denominator the caller has already
 * brought to lowest terms (no gcd is taken: for big exact odds that reduce faster another
 * way). Internal.
 */
export function reducedFraction(numerator: bigint, denominator: bigint): Fraction {
  const result = { numerator, denominator };
  Object.defineProperty(result, 'toJSON', { value: toJSON });
  return result;
}

function toJSON(this: Fraction): string {
  return formatFraction(this);
}

/** Checks that `f` is a fraction (two bigints, positive denominator), or throws a RulesError naming it. */
function expectFraction(f: unknown, name: string): asserts f is Fraction {
  const ok =
    f !== null &&
    typeof f === 'object' &&
    typeof (f as Fraction).numerator === 'bigint' &&
    typeof (f as Fraction).denominator === 'bigint' &&
    (f as Fraction).denominator > 0n;
  if (!ok) {
    throw new RulesError(`odds: ${name} must be a fraction (from fraction()); got ${formatValue(f)}`, {
      code: 'INVALID_INPUT',
      rule: 'odds',
      path: [name],
    });
  }
}

/**
 * Reads a fraction back from its JSON form (`"1/6"`, `"0"`, `"-3/2"`), as
 * `JSON.stringify` writes it; anything else is a RulesError.
 *
 * @example
 * ```ts
 * parseFraction('1/6'); // { numerator: 1n, denominator: 6n }
 * ```
 */
export function parseFraction(text: string): Fraction {
  const match = typeof text === 'string' && text.length < 10_000 ? /^(-?\d+)(?:\/(\d+))?$/.exec(text) : null;
  if (match === null || match[2] === '0' || /^0+$/.test(match[2] ?? '1')) {
    throw new RulesError(`odds: a fraction reads like "1/6"; got ${formatValue(text)}`, {
      code: 'INVALID_INPUT',
      rule: 'odds',
      path: ['text'],
    });
  }
  return fraction(BigInt(match[1] as string), BigInt(match[2] ?? '1'));
}

/** `a + b`, reduced. */
export function addFractions(a: Fraction, b: Fraction): Fraction {
  expectFraction(a, 'a');
  expectFraction(b, 'b');
  if (a.denominator === b.denominator) return fraction(a.numerator + b.numerator, a.denominator);
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/** `a × b`, reduced. */
export function multiplyFractions(a: Fraction, b: Fraction): Fraction {
  expectFraction(a, 'a');
  expectFraction(b, 'b');
  return fraction(a.numerator * b.numerator, a.denominator * b.denominator);
}

function bitLength(value: bigint): number {
  if (value === 0n) return 0;
  // Hex digits are a quarter of the binary ones; the leading digit gives the last 1–4 bits.
  const hex = value.toString(16);
  return (hex.length - 1) * 4 + (32 - Math.clz32(Number.parseInt(hex[0] as string, 16)));
}

/** The nearest double to a fraction (exact division while both parts fit in 2^53). */
export function fractionToNumber(f: Fraction): number {
  expectFraction(f, 'f');
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
  expectFraction(f, 'f');
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
