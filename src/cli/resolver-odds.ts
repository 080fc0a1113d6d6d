import type { CatalogueResolver } from '../core/catalogue/catalogue.js';
import type { Dice } from '../dice/dice.js';
import { estimateOdds } from '../odds/estimate-odds.js';
import { exactOdds } from '../odds/exact-odds.js';
import type { Fraction } from '../odds/fraction.js';
import { ownExactOdds, projection, resolverCall } from './resolver-call.js';

/** One outcome of a resolver's exact odds. */
export interface OddsRow {
  /** The outcome, as the resolver's catalogue projects it. */
  readonly outcome: unknown;
  /** Its exact probability. */
  readonly fraction: Fraction;
  /** The same as a number. */
  readonly probability: number;
}

/** A resolver's exact odds: how they were computed and every outcome. */
export interface ResolverOdds {
  /** `exact over N die sequences`, or the resolver's own method. */
  readonly heading: string;
  /** The resolver's own method, when it has one. */
  readonly method?: string;
  /** The die sequences enumerated, when the odds were enumerated. */
  readonly paths?: number;
  /** Every outcome, in the order the method gives them. */
  readonly outcomes: readonly OddsRow[];
}

/** The experiment `naval-rules odds` runs: one resolution of `args`, projected. */
function experimentOf(resolver: CatalogueResolver, args: Readonly<Record<string, unknown>>) {
  const call = resolverCall(resolver, args);
  const project = projection(resolver);
  return (dice: Dice) => project(call(dice));
}

/**
 * The exact odds of a catalogue resolver on `args` (house rules under `rules`): its own
 * exact method when it has one, else every die sequence up to the bounds. The command
 * line and the odds explorer both answer with it. Internal.
 */
export function resolverExactOdds(
  resolver: CatalogueResolver,
  args: Readonly<Record<string, unknown>>,
  bounds: { readonly maxPaths?: number; readonly maxDraws?: number } = {},
): ResolverOdds {
  const own = ownExactOdds(resolver, args);
  if (own !== undefined) {
    const odds = own();
    return { heading: odds.method, method: odds.method, outcomes: odds.outcomes };
  }
  const odds = exactOdds(experimentOf(resolver, args), {
    maxPaths: bounds.maxPaths ?? 100_000,
    maxDraws: bounds.maxDraws ?? 5_000_000,
  });
  return { heading: `exact over ${odds.paths} die sequences`, paths: odds.paths, outcomes: odds.outcomes };
}

/**
 * Estimated outcomes come in the order the samples first met them, which is noise; show
 * numbers in ascending order and anything else most likely first. Internal.
 */
export function estimateOrder<T extends { readonly outcome: unknown; readonly probability: number }>(
  outcomes: readonly T[],
): T[] {
  const numeric = outcomes.every((o) => typeof o.outcome === 'number');
  return [...outcomes].sort((a, b) =>
    numeric ? (a.outcome as number) - (b.outcome as number) : b.probability - a.probability,
  );
}

/** A seeded Monte Carlo estimate of a catalogue resolver on `args`, outcomes ordered. Internal. */
export function resolverEstimate(
  resolver: CatalogueResolver,
  args: Readonly<Record<string, unknown>>,
  samples: number,
  seed: number,
) {
  const estimate = estimateOdds(experimentOf(resolver, args), { samples, seed });
  return { ...estimate, outcomes: estimateOrder(estimate.outcomes) };
}
