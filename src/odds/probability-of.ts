import { expectFunction } from '../core/guards.js';
import { checkOdds } from './check-odds.js';
import type { ExactOdds } from './exact-odds.js';
import type { ExactRounds } from './exact-rounds.js';
import { addFractions, type Fraction, fraction } from './fraction.js';

/**
 * The exact probability that an outcome satisfies `predicate`: of an `exactOdds` result
 * (the predicate reads each outcome), or of an `exactRounds` result such as `mtbAttackOdds`
 * or `infantryFightOdds` (the predicate reads each final state).
 *
 * @example
 * ```ts
 * probabilityOf(exactOdds((d) => d.twoD6('demo')), (t) => t === 7); // 1/6
 * ```
 */
export function probabilityOf<T>(odds: ExactOdds<T>, predicate: (outcome: T) => boolean): Fraction;
export function probabilityOf<S>(odds: ExactRounds<S>, predicate: (state: S) => boolean): Fraction;
export function probabilityOf<T>(odds: ExactOdds<T> | ExactRounds<T>, predicate: (outcome: T) => boolean): Fraction {
  checkOdds(odds, 'probabilityOf', true);
  expectFunction(predicate, 'probabilityOf', 'predicate');
  let total = fraction(0n);
  for (const entry of odds.outcomes as readonly ({ fraction: Fraction } & ({ outcome: T } | { state: T }))[]) {
    const value = 'outcome' in entry ? entry.outcome : entry.state;
    if (predicate(value)) total = addFractions(total, entry.fraction);
  }
  return total;
}
