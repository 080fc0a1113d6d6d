import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';

/** A proportion with its Wilson 95 % interval. */
export interface RateWithInterval {
  /** How many of the runs. */
  readonly count: number;
  /** `count` over the runs (0 when there are none). */
  readonly rate: number;
  /** The interval's lower end. */
  readonly low: number;
  /** The interval's upper end. */
  readonly high: number;
}

/** The normal quantile of a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/**
 * `count` of `n` as a rate with its Wilson score 95 % interval, which stays inside 0–1 and
 * keeps its coverage near 0 and 1 where the normal interval does not. With no runs the
 * interval is the whole of 0–1.
 *
 * @example
 * ```ts
 * wilsonInterval(46, 50); // { count: 46, rate: 0.92, low: 0.8116…, high: 0.9685… }
 * ```
 */
export function wilsonInterval(count: number, n: number): RateWithInterval {
  const whole = (value: unknown): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
  if (!whole(n) || !whole(count) || count > n) {
    throw new RulesError(
      `wilsonInterval: count and n must be whole numbers with 0 ≤ count ≤ n; got ${formatValue(count)} of ${formatValue(n)}`,
      { code: 'INVALID_INPUT', rule: 'simulation', path: whole(n) ? ['count'] : ['n'] },
    );
  }
  if (n === 0) return { count, rate: 0, low: 0, high: 1 };
  const p = count / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // At 0 and at n the interval ends exactly at 0 and 1 (not a rounding error away).
  const low = count === 0 ? 0 : Math.max(0, centre - half);
  const high = count === n ? 1 : Math.min(1, centre + half);
  return { count, rate: p, low, high };
}
