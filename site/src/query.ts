/**
 * The odds explorer's shareable link: `?set=…&resolver=…&field=value…`, and `odds=estimate`
 * for a case shown as an estimate (no resolver has a field named `odds`). Values read as
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
  /** True when the link asks for an estimate rather than the exact odds. */
  readonly estimate: boolean;
}

/** Reads a link's query. */
export function readQuery(search: string): Asked {
  const params = new URLSearchParams(search);
  const args: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (key === 'set' || key === 'resolver' || key === 'odds') continue;
    setPath(args, key, parseValue(value));
  }
  return {
    set: params.get('set') ?? undefined,
    resolver: params.get('resolver') ?? undefined,
    args,
    estimate: params.get('odds') === 'estimate',
  };
}

/** Writes a link's query: top-level fields as they are, objects and lists as JSON. */
export function writeQuery(
  set: string,
  resolver: string,
  args: Readonly<Record<string, unknown>>,
  estimate = false,
): string {
  const params = new URLSearchParams({ set, resolver });
  if (estimate) params.set('odds', 'estimate');
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined) continue;
    params.set(key, typeof value === 'string' && parseValue(value) === value ? value : JSON.stringify(value));
  }
  return `?${params.toString()}`;
}
