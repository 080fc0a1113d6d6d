/**
 * How a `key=value` word reads, on the command line and in the odds explorer's links:
 * the value as JSON when it parses (`3`, `true`, `["CA"]`), as text otherwise; a dotted
 * key nests (`target.class=CA`). No node imports, so the browser page shares it.
 */

/** Keys that would reach an object's prototype rather than set a field. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A word's value: JSON when it parses, the text itself otherwise. */
export function parseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sets `dotted` (e.g. `target.class`) in `target`, making objects on the way. Returns the
 * key it refused (empty, or one that would reach a prototype), having set nothing, or
 * undefined when it set the value.
 */
export function setPath(target: Record<string, unknown>, dotted: string, value: unknown): string | undefined {
  const keys = dotted.split('.');
  const forbidden = keys.find((key) => FORBIDDEN_KEYS.has(key) || key === '');
  if (forbidden !== undefined) return forbidden;
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys[keys.length - 1] as string] = value;
  return undefined;
}
