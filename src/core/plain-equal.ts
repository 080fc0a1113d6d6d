/**
 * True when two plain values (as `checkPlainData` lets through) hold the same content: the
 * same keys with equal values, all the way down (NaN equals NaN; key order is not
 * compared). Internal.
 *
 * @example
 * ```ts
 * plainEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }); // true
 * plainEqual({ x: Number.NaN }, { x: null });              // false (both read "null" in JSON)
 * ```
 */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  for (const key of keysA) {
    if (!Object.hasOwn(b, key)) return false;
    if (!plainEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
