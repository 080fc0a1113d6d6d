/**
 * The odds explorer's shareable link: `?set=…&resolver=…&field=value…`. Values read as
 * JSON when they parse (`12`, `true`, `["CA"]`) and as text otherwise, and dotted keys
 * nest (`target.class=CA`), as on the command line.
 */

/** What a link asks for: a rule set, a resolver, and the resolver's input. */
export interface Asked {
  readonly set: string | undefined;
  readonly resolver: string | undefined;
  readonly args: Record<string, unknown>;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sets `dotted` (`a.b.c`) in `target`, making objects on the way; never a prototype key. */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  if (keys.some((key) => key === '' || FORBIDDEN.has(key))) return;
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
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
