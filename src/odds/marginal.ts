import { expectFunction } from '../core/guards.js';
import { checkOdds } from './check-odds.js';
import type { ExactOdds } from './exact-odds.js';
import { OutcomeMerger } from './outcome-merger.js';

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
  const merged = new OutcomeMerger<U>();
  for (const entry of odds.outcomes) merged.add(project(entry.outcome), entry.fraction, entry.path);
  return { exact: true, outcomes: merged.outcomes(), paths: odds.paths };
}
