import type * as z from 'zod';
import type { Dice } from '../../dice/dice.js';
import type { Fraction } from '../../odds/fraction.js';
import type { Resolution } from '../resolution.js';
import type { CatalogueTable } from './table.js';

/** A resolver as a catalogue lists it: the function, its input schema, and what to call it. */
export interface CatalogueResolver {
  /** The API name, e.g. `resolveGunnery`. */
  readonly name: string;
  /** The command-line name, `name` without `resolve` in kebab-case (see {@link commandName}). */
  readonly command: string;
  /** The rule or matrix it resolves. */
  readonly rule: string;
  /** A short plain-language title. */
  readonly title: string;
  /** The zod schema of its input (without the house rules). */
  readonly input: z.ZodType;
  /** A valid input, for help texts, demos and tests. */
  readonly example: Readonly<Record<string, unknown>>;
  /** House-rule overrides the example needs (made-up base-game tables, an optional rule switched on). */
  readonly exampleRules?: Readonly<Record<string, unknown>>;
  /** Whether it takes the rule set's house-rule overrides as its third argument. */
  readonly houseRules: boolean;
  /**
   * The resolver itself (the exported function): resolves `input` with `dice` and, when
   * `houseRules`, the rule set's overrides. It validates its input, so any JSON may be
   * passed; bad input is a RulesError.
   */
  resolve(input: unknown, dice: Dice, rules?: unknown): Resolution<unknown>;
  /** What odds tabulate from a resolution (a short text or value); the outcome when absent. */
  readonly project?: (resolution: Resolution<unknown>) => unknown;
  /**
   * The exact odds worked out by the rule set itself, for a resolver whose die sequences
   * are too many to enumerate (a fight played to the finish, merged state by state). The
   * `odds` command uses it in place of enumerating the resolver; it validates its input.
   */
  readonly exactOdds?: (input: unknown, rules?: unknown) => CatalogueOdds;
}

/** Exact odds as a catalogue resolver's `exactOdds` gives them. */
export interface CatalogueOdds {
  /** How they were computed, e.g. `'exact, equal states merged turn by turn (20 turns)'`. */
  readonly method: string;
  /** Each outcome with its exact probability, summing to exactly 1. */
  readonly outcomes: readonly {
    readonly outcome: unknown;
    readonly fraction: Fraction;
    readonly probability: number;
  }[];
}

/** A schema of a state or record the rule set keeps (a ship, a game state), for JSON Schema export. */
export interface CatalogueSchema {
  /** Command-line name, e.g. `ship` or `state`. */
  readonly name: string;
  /** What it describes. */
  readonly title: string;
  /** The zod schema. */
  readonly schema: z.ZodType;
}

/** Everything a rule set offers a generic tool (the CLI, a form builder, another language). */
export interface Catalogue {
  /** The rule set's name, as its subpath: `firepower`. */
  readonly name: string;
  /** Its title. */
  readonly title: string;
  /** Its printed tables, with the printed values. */
  readonly tables: readonly CatalogueTable[];
  /** Its tables with house-rule overrides (or base-game tables) in force; the printed ones when absent. */
  readonly tablesWith?: (overrides: unknown) => readonly CatalogueTable[];
  /** Its random resolvers. */
  readonly resolvers: readonly CatalogueResolver[];
  /** Its states and records, and its house rules (`rules`), as schemas. */
  readonly schemas: readonly CatalogueSchema[];
}
