import { expectFiniteNumber, expectFunction } from '../core/guards.js';
import { checkOdds } from './check-odds.js';
import type { ExactOdds } from './exact-odds.js';
import { multiplyFractions } from './fraction.js';
import { OutcomeMerger } from './outcome-merger.js';

/**
 * Exact odds of a second stage that depends only on the outcome of a first: for each
 * outcome of `first`, `next` gives the exact odds of what follows it, and the results are
 * weighed by the first outcome's probability and merged by structural equality, as
 * {@link exactOdds} merges. Use it when a chain of rolls narrows to a few states between
 * stages (a to-hit roll that ends in a damage level, then the damage dice for that level):
 * each stage is enumerated once per distinct state instead of once per die sequence before it.
 *
 * The result equals `exactOdds` over the whole chain rolled on one set of dice, first stage
 * first: the same outcomes in the same order, with the same fractions and paths (a path is
 * the first stage's path followed by the second's). `paths` counts the sequences enumerated
 * in both stages.
 *
 * @example
 * ```ts
 * const hit = exactOdds((d) => d.d6('to hit') >= 5);
 * const sunk = thenOdds(hit, (isHit) => (isHit ? exactOdds((d) => d.d6('damage') === 6) : exactOdds(() => false)));
 * probabilityOf(sunk, (s) => s); // 1/18
 * ```
 */
export function thenOdds<A, B>(first: ExactOdds<A>, next: (outcome: A) => ExactOdds<B>): ExactOdds<B> {
  checkOdds(first, 'thenOdds');
  expectFiniteNumber(first.paths, 'thenOdds', 'first.paths');
  expectFunction(next, 'thenOdds', 'next');
  const merged = new OutcomeMerger<B>();
  let paths = first.paths;
  first.outcomes.forEach((entry, i) => {
    const after = next(entry.outcome);
    checkOdds(after, `thenOdds: next(outcome ${i})`);
    expectFiniteNumber(after.paths, `thenOdds: next(outcome ${i})`, 'paths');
    paths += after.paths;
    for (const later of after.outcomes) {
      const weight = multiplyFractions(entry.fraction, later.fraction);
      merged.add(later.outcome, weight, [...entry.path, ...later.path]);
    }
  });
  return { exact: true, outcomes: merged.outcomes(), paths };
}
