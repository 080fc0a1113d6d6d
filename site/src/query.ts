/**
 * The odds explorer's shareable link: `?set=…&resolver=…&field=value…`. Values read as
 * JSON when they parse (`12`, `true`, `["CA"]`) and as text otherwise, and dotted keys
 * nest (`target.class=CA`), as on the command line (a key that would reach a prototype is
 * skipped).
 */

import { parseValue, setPath } from '../../src/cli/arg-values.js';

/** What a link asks for: a rule set, a resolver, and the resolver's input. */
export interface Asked {
  readonly set: string | undefined;
  readonly resolver: string | undefined;
  readonly args: Record<string, unknown>;
}

/** Reads a link's query. */
export function readQuery(search: string): Asked {
  const params = new URLSearchParams(search);
  const args: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (key === 'set' || key === 'resolver') continue;
    setPath(args, key, parseValue(value));
  }
  return { set: params.get('set') ?? undefined, resolver: params.get('resolver') ?? undefined, args };
}

/** Writes a link's query: top-level fields as they are, objects and lists as JSON. */
export function writeQuery(set: string, resolver: string, args: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams({ set, resolver });
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'string' && parseValue(value) === value ? value : JSON.stringify(value));
  }
  return `?${params.toString()}`;
}
