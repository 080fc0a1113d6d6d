import { expectFunction } from '../core/guards.js';
import { checkOdds } from './check-odds.js';
import type { ExactOdds } from './exact-odds.js';
import {
  addFractions,
  type Fraction,
  fraction,
  fractionFromNumber,
  fractionToNumber,
  multiplyFractions,
} from './fraction.js';

/** An exact expectation and its value as a number. */
export interface Mean {
  /** The exact mean. */
  readonly fraction: Fraction;
  /** The mean as a number. */
  readonly value: number;
}

/**
 * The exact mean of a numeric projection of the outcomes.
 *
 * @example
 * ```ts
 * meanOf(exactOdds((d) => d.twoD6('demo')), (t) => t).value; // 7
 * ```
 */
export function meanOf<T>(odds: ExactOdds<T>, project: (outcome: T) => number): Mean {
  checkOdds(odds, 'meanOf');
  expectFunction(project, 'meanOf', 'project');
  let total = fraction(0n);
  for (const entry of odds.outcomes) {
    total = addFractions(total, multiplyFractions(entry.fraction, fractionFromNumber(project(entry.outcome))));
  }
  return { fraction: total, value: fractionToNumber(total) };
}
