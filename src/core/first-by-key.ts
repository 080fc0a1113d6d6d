/**
 * The entries of `list` by their key, the first of a repeated key kept, as a search of the
 * list would find it: for a look-up index over one state. Internal.
 *
 * @example
 * ```ts
 * firstByKey([{ id: 'a', n: 1 }, { id: 'a', n: 2 }], (e) => e.id).get('a'); // { id: 'a', n: 1 }
 * ```
 */
export function firstByKey<T>(list: readonly T[], keyOf: (entry: T) => string): Map<string, T> {
  const out = new Map<string, T>();
  for (const entry of list) {
    const key = keyOf(entry);
    if (!out.has(key)) out.set(key, entry);
  }
  return out;
}
