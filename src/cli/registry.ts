import type { Resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';

/** Arguments given on the command line as `key=value` (values parsed as JSON when they can be). */
export type CliArgs = Readonly<Record<string, unknown>>;

/** A printed table as rows of text, for `naval-rules tables <set> <table>`. */
export interface TableView {
  /** Column headings. */
  readonly columns: readonly string[];
  /** Rows, each as long as `columns`. */
  readonly rows: readonly (readonly string[])[];
  /** Lines printed under the table (sources, interpretations). */
  readonly notes?: readonly string[];
}

/** A registered table: viewable with `tables`, readable with `lookup`. */
export interface CliTable {
  /** Command-line name, kebab-case, e.g. `matrix-10`. */
  readonly name: string;
  /** The rule or matrix that prints it. */
  readonly rule: string;
  /** Its printed title. */
  readonly title: string;
  /** The table laid out for printing. */
  readonly view: () => TableView;
  /** The arguments `lookup` takes, e.g. `roll=5`. */
  readonly usage: string;
  /** Reads the table; throws RulesError on bad arguments. */
  readonly lookup: (args: CliArgs) => unknown;
}

/** A registered resolver: run with `roll`, enumerated with `odds`. */
export interface CliResolver {
  /** Command-line name, kebab-case, e.g. `gunnery`. */
  readonly name: string;
  /** The rule or matrix it resolves. */
  readonly rule: string;
  /** A short plain-language title. */
  readonly title: string;
  /** The arguments it takes, e.g. `battery=BB target=CA range=short`. */
  readonly usage: string;
  /** Arguments the demo and `--help` use as an example. */
  readonly example: CliArgs;
  /** Resolves with the given dice; throws RulesError on bad arguments. */
  readonly resolve: (args: CliArgs, dice: Dice) => Resolution<unknown>;
  /** What `odds` tabulates from a resolution; default its outcome. */
  readonly project?: (resolution: Resolution<unknown>) => unknown;
}

/** One rule set (or the dice) as the CLI sees it. */
export interface CliModule {
  /** Command-line name, e.g. `firepower`. */
  readonly name: string;
  /** Its title. */
  readonly title: string;
  /** Its tables. */
  readonly tables: readonly CliTable[];
  /** Its resolvers. */
  readonly resolvers: readonly CliResolver[];
}

/** The usage hint added to resolvers that take house rules. */
export const HOUSE_RULES_USAGE = '[rules.<field>=<json> ...]';

/**
 * Declares a resolver for the CLI with its input typed. A `rules` argument
 * (`rules.options.O1=true`, `rules.tables.x=<json>`) is split off and passed as the
 * resolver's third argument, the rule set's house-rule overrides; the rest is the input,
 * which the resolver's zod schema then checks. Set `houseRules: false` for a resolver
 * without a rules object (the usage then gets no `rules.*` hint).
 */
export function cliResolver<I, R = never>(spec: {
  readonly name: string;
  readonly rule: string;
  readonly title: string;
  readonly usage: string;
  readonly example: CliArgs;
  readonly resolve: (input: I, dice: Dice, rules?: R) => Resolution<unknown>;
  readonly project?: (resolution: Resolution<unknown>) => unknown;
  readonly houseRules?: boolean;
}): CliResolver {
  const { resolve, houseRules = true, usage, ...rest } = spec;
  return {
    ...rest,
    usage: houseRules ? `${usage} ${HOUSE_RULES_USAGE}`.trim() : usage,
    resolve: (args, dice) => {
      const { rules, ...input } = args;
      return resolve(input as I, dice, rules as R | undefined);
    },
  };
}
