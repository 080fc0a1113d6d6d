/**
 * A script of the explorer's holding rolls of one rule set (`parts/<part>.js`: a whole
 * rule set's, or a part of a big one's): the form of each roll (JSON Schema and an
 * example) and the counting of a case, exact or estimated. The page and its worker both
 * run it; only plain data crosses to the page. The rule set's printed tables come apart
 * (`parts/<set>-tables.js`, data the build read from the catalogue), after the first result.
 */
import { exampleArgs } from '../../src/cli/resolver-call.js';
import { resolverEstimate, resolverExactOdds } from '../../src/cli/resolver-odds.js';
import type { CatalogueResolver } from '../../src/core/catalogue/catalogue.js';
import { inputJsonSchema, type JsonSchemaNode } from '../../src/core/catalogue/json-schema.js';
import { isRulesError } from '../../src/core/rules-error.js';
import { formatFraction } from '../../src/odds/fraction.js';
import { provide } from './chunks.js';
import type { OddsReply, OddsRequest } from './odds-request.js';
import { outcomeLabels, readable } from './outcome-labels.js';

/** A roll as the page lists it. */
export interface SiteRoll {
  /** Its command-line name, as links name it: `gunnery`. */
  readonly command: string;
  readonly title: string;
  readonly rule: string;
  /** Whether it takes house rules (the form then has a `rules` field). */
  readonly houseRules: boolean;
}

/** What a script of rolls gives the page. */
export interface RollsChunk {
  /** The rule set's name: `firepower`. */
  readonly set: string;
  /** The script's own name: `firepower-gunnery`. */
  readonly part: string;
  readonly rolls: readonly SiteRoll[];
  /** The roll's input form: its JSON Schema and its example input (with the house rules it needs). */
  formOf(command: string): { readonly schema: JsonSchemaNode; readonly example: Record<string, unknown> };
  /** Counts one case (never throws: a refusal comes back as data). */
  count(request: OddsRequest): OddsReply;
}

/** The resolver of `command` among `resolvers` (the rolls of the script `part`); an Error when there is none. */
function resolverOf(resolvers: readonly CatalogueResolver[], command: string, part: string): CatalogueResolver {
  const resolver = resolvers.find((r) => r.command === command);
  if (resolver === undefined) throw new Error(`no roll ${command} in ${part}`);
  return resolver;
}

/** Counts one case with one of `resolvers`. */
function countOdds(resolvers: readonly CatalogueResolver[], request: OddsRequest): OddsReply {
  const started = performance.now();
  try {
    const resolver = resolverOf(resolvers, request.resolver, request.part);
    const args = request.args as Record<string, unknown>;
    // Each outcome with its chance and what the table prints beside it: the exact fraction,
    // or an estimate's standard error.
    let heading: string;
    let outcomes: { outcome: unknown; exact: string; probability: number }[];
    if (request.estimate) {
      const odds = resolverEstimate(resolver, args, 20_000, 1);
      heading = `estimate from ${odds.samples} samples, seed ${odds.seed}`;
      outcomes = odds.outcomes.map((o) => ({ ...o, exact: `±${(o.standardError * 100).toFixed(2)}%` }));
    } else {
      const odds = resolverExactOdds(resolver, args);
      heading = odds.heading;
      outcomes = odds.outcomes.map((o) => ({ ...o, exact: formatFraction(o.fraction) }));
    }
    const labels = outcomeLabels(outcomes.map((o) => o.outcome));
    const rows = outcomes.map((o, i) => ({
      label: labels[i] as string,
      full: readable(o.outcome),
      exact: o.exact,
      probability: o.probability,
    }));
    return { id: request.id, ok: true, heading, rows, ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return isRulesError(error)
      ? { id: request.id, ok: false, message, code: error.code, path: [...error.path] }
      : { id: request.id, ok: false, message, code: undefined, path: [] };
  }
}

/** The explorer's view of `resolvers`, rolls of rule set `set`, in the script `part`. */
function rollsChunk(set: string, part: string, resolvers: readonly CatalogueResolver[]): RollsChunk {
  return {
    set,
    part,
    rolls: resolvers.map(({ command, title, rule, houseRules }) => ({ command, title, rule, houseRules })),
    formOf: (command) => {
      const resolver = resolverOf(resolvers, command, part);
      return { schema: inputJsonSchema(resolver.input) as JsonSchemaNode, example: exampleArgs(resolver) };
    },
    count: (request) => countOdds(resolvers, request),
  };
}

/** Called by a script of rolls: gives the page its view of them, under the script's name. */
export function provideRolls(set: string, part: string, resolvers: readonly CatalogueResolver[]): void {
  provide(part, rollsChunk(set, part, resolvers));
}
