import { expectFunction } from '../core/guards.js';
import { checkOdds } from './check-odds.js';
import type { ExactOdds } from './exact-odds.js';
import { addFractions, type Fraction, fraction } from './fraction.js';

/**
 * The exact probability that an outcome satisfies `predicate`.
 *
 * @example
 * ```ts
 * probabilityOf(exactOdds((d) => d.twoD6('demo')), (t) => t === 7); // 1/6
 * ```
 */
export function probabilityOf<T>(odds: ExactOdds<T>, predicate: (outcome: T) => boolean): Fraction {
  checkOdds(odds, 'probabilityOf');
  expectFunction(predicate, 'probabilityOf', 'predicate');
  let total = fraction(0n);
  for (const entry of odds.outcomes) if (predicate(entry.outcome)) total = addFractions(total, entry.fraction);
  return total;
}
