import { expectFunction } from '../core/guards.js';
import { stableKey } from '../core/stable-key.js';
import { checkOdds } from './check-odds.js';
import type { ExactOdds, ExactOutcome } from './exact-odds.js';
import { addFractions, fractionToNumber } from './fraction.js';

/**
 * The distribution of a projection of the outcomes (for example only the damage level of
 * a full gunnery resolution). Equal projections are merged; fractions stay exact.
 *
 * @example
 * ```ts
 * const parity = marginal(exactOdds((d) => d.twoD6('demo')), (t) => t % 2 === 0 ? 'even' : 'odd');
 * ```
 */
export function marginal<T, U>(odds: ExactOdds<T>, project: (outcome: T) => U): ExactOdds<U> {
  checkOdds(odds, 'marginal');
  expectFunction(project, 'marginal', 'project');
  const byKey = new Map<string, ExactOutcome<U>>();
  for (const entry of odds.outcomes) {
    const outcome = project(entry.outcome);
    const key = stableKey(outcome);
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, { outcome, fraction: entry.fraction, probability: 0, path: entry.path });
    else byKey.set(key, { ...seen, fraction: addFractions(seen.fraction, entry.fraction) });
  }
  const outcomes = [...byKey.values()].map((entry) => ({ ...entry, probability: fractionToNumber(entry.fraction) }));
  return { exact: true, outcomes, paths: odds.paths };
}
