import type { Catalogue, CatalogueResolver, CatalogueSchema } from '../core/catalogue/catalogue.js';
import type { CatalogueTable } from '../core/catalogue/table.js';
import { didYouMean } from '../core/did-you-mean.js';
import { UsageError } from './args.js';

function pick<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  name: string | undefined,
  what: string,
  where: string,
): T {
  const names = items.map(nameOf);
  if (name === undefined) throw new UsageError(`${where} needs a ${what}: ${names.join(', ') || '(none)'}`);
  const found = items.find((item) => nameOf(item) === name);
  if (found !== undefined) return found;
  const near = didYouMean(name, names);
  throw new UsageError(
    `unknown ${what} "${name}"${near === undefined ? '' : ` (did you mean ${near}?)`}; ${what}s: ${names.join(', ') || '(none)'}`,
  );
}

/** The catalogue called `name`, or a UsageError listing the known ones. */
export function findCatalogue<C extends Catalogue>(
  catalogues: readonly C[],
  name: string | undefined,
  command: string,
): C {
  return pick(catalogues, (c) => c.name, name, 'rule set', command);
}

/** The table `name` of `catalogue`, or a UsageError listing its tables. */
export function findTable(
  catalogue: Catalogue,
  name: string | undefined,
  command: string,
  tables = catalogue.tables,
): CatalogueTable {
  return pick(tables, (t) => t.name, name, 'table', `${command} ${catalogue.name}`);
}

/** The resolver whose command-line name is `name`, or a UsageError listing them. */
export function findResolver(catalogue: Catalogue, name: string | undefined, command: string): CatalogueResolver {
  const notation = catalogue.name === 'dice' && name !== undefined ? diceNotation(name) : undefined;
  return pick(catalogue.resolvers, (r) => r.command, notation ?? name, 'resolver', `${command} ${catalogue.name}`);
}

/**
 * The dice resolver that dice notation names, as people write it: `2d6` is `two-d6`,
 * `1d6` is `d6` (likewise `1d10`, `1d12`). Other notation is left to the did-you-mean.
 */
function diceNotation(name: string): string | undefined {
  const match = /^([12])?d(6|10|12)$/i.exec(name);
  if (match === null) return undefined;
  if (match[1] === '2') return match[2] === '6' ? 'two-d6' : undefined;
  return `d${match[2]}`;
}

/** A resolver's input or a named schema of `catalogue`, for `schema`. */
export function findSchema(catalogue: Catalogue, name: string | undefined): CatalogueResolver | CatalogueSchema {
  const entries: (CatalogueResolver | CatalogueSchema)[] = [...catalogue.resolvers, ...catalogue.schemas];
  return pick(
    entries,
    (e) => ('command' in e ? e.command : e.name),
    name,
    'resolver or schema',
    `schema ${catalogue.name}`,
  );
}

/** Fails when `positional` has words past `expected`. */
export function noExtraWords(positional: readonly string[], expected: number, command: string): void {
  if (positional.length > expected) {
    throw new UsageError(`${command}: unexpected "${positional[expected]}" (arguments are key=value)`);
  }
}
