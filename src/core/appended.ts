/**
 * A new array: `list` with `item` added at the end. Written as a loop because spreading a
 * frozen array (every list in a parsed, cached input is frozen) takes V8 its slow path.
 * Internal.
 *
 * @example
 * ```ts
 * appended(Object.freeze(['S']), 'M'); // ['S', 'M'], a new array, not frozen
 * ```
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  // Short lists, the usual case, as literals: an array grown by push reserves 16 slots.
  if (list.length === 0) return [item];
  if (list.length === 1) return [list[0] as T, item];
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(list[i] as T);
  out.push(item);
  return out;
}
