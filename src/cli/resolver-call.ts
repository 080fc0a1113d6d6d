import type { CatalogueOdds, CatalogueResolver } from '../core/catalogue/catalogue.js';
import type { Resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';

/**
 * A resolver as a function of the dice alone: `rules` (house rules) is split from the
 * arguments and passed as the third argument; for a resolver without house rules it stays
 * in the input, where its schema refuses it as an unknown key.
 */
export function resolverCall(
  resolver: CatalogueResolver,
  args: Readonly<Record<string, unknown>>,
): (dice: Dice) => Resolution<unknown> {
  if (!resolver.houseRules) return (dice) => resolver.resolve(args, dice);
  const { rules, ...input } = args;
  return (dice) => resolver.resolve(input, dice, rules);
}

/** What a resolver's odds tabulate: its projection, else the outcome. */
export function projection(resolver: CatalogueResolver): (resolution: Resolution<unknown>) => unknown {
  return resolver.project ?? ((resolution) => resolution.outcome);
}

/** The resolver's example as command-line arguments: its input, and its house rules under `rules`. */
export function exampleArgs(resolver: CatalogueResolver): Record<string, unknown> {
  return resolver.exampleRules === undefined
    ? { ...resolver.example }
    : { ...resolver.example, rules: resolver.exampleRules };
}

/** The resolver's own exact odds (see `CatalogueResolver.exactOdds`) for the arguments, or undefined when it has none. */
export function ownExactOdds(
  resolver: CatalogueResolver,
  args: Readonly<Record<string, unknown>>,
): (() => CatalogueOdds) | undefined {
  const own = resolver.exactOdds;
  if (own === undefined) return undefined;
  if (!resolver.houseRules) return () => own(args);
  const { rules, ...input } = args;
  return () => own(input, rules);
}
