import type * as z from 'zod';
import type { Dice } from '../../dice/dice.js';
import type { Resolution } from '../resolution.js';
import type { CatalogueOdds, CatalogueResolver } from './catalogue.js';
import { commandName } from './command-name.js';

/** What {@link defineResolver} takes: a resolver function and what the catalogue says of it. */
export interface ResolverSpec<S extends z.ZodType, R> {
  /** The API name, e.g. `resolveGunnery`. */
  readonly name: string;
  /** The rule or matrix it resolves. */
  readonly rule: string;
  /** A short plain-language title. */
  readonly title: string;
  /** The zod schema of its input. */
  readonly input: S;
  /** A valid input. */
  readonly example: z.input<S> & Readonly<Record<string, unknown>>;
  /** House-rule overrides the example needs. */
  readonly exampleRules?: R & Readonly<Record<string, unknown>>;
  /** Whether it takes house-rule overrides (default true). */
  readonly houseRules?: boolean;
  /** The resolver. */
  readonly resolve: (input: z.input<S>, dice: Dice, rules?: R) => Resolution<unknown>;
  /** What odds tabulate from a resolution. */
  readonly project?: (resolution: Resolution<unknown>) => unknown;
  /** Exact odds the rule set works out itself, when die sequences are too many to enumerate. */
  readonly exactOdds?: (input: z.input<S>, rules?: R) => CatalogueOdds;
}

/**
 * Lists a resolver in a catalogue, its command-line name derived from its API name so the
 * two always match. Internal: rule sets build their catalogues with it.
 */
export function defineResolver<S extends z.ZodType, R = never>(spec: ResolverSpec<S, R>): CatalogueResolver {
  const { houseRules = true, resolve, exactOdds, ...rest } = spec;
  const listed = {
    ...rest,
    command: commandName(spec.name),
    houseRules,
    resolve: resolve as (input: unknown, dice: Dice, rules?: unknown) => Resolution<unknown>,
  };
  return exactOdds === undefined
    ? listed
    : { ...listed, exactOdds: exactOdds as (input: unknown, rules?: unknown) => CatalogueOdds };
}
