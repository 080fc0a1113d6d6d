import { freezePlain, plainCopy } from './plain-copy.js';
import { plainEqual } from './plain-equal.js';

/** Results remembered by the content of plain data (see {@link contentCache}). Internal. */
export interface ContentCache<V> {
  /** The result remembered for data equal in content to `value`, if any. */
  get(value: unknown): V | undefined;
  /**
   * Remembers `result` for the content of `value` and returns `result`. A frozen copy of
   * `value` is kept: `kept` when the caller has made one already, else one made here.
   */
  set(value: unknown, result: V, kept?: unknown): V;
}

/**
 * A small cache keyed by the content of plain data (checked by `checkPlainData`): its JSON
 * text finds an entry. Two values share a JSON text only through "null" (NaN and null both
 * read "null"), a key left out for its undefined value, or −0 read as 0; an entry found by
 * a text with "null" in it is used only when a frozen copy of the data it was made for is
 * equal in content. Holds the last `size` entries. Internal.
 *
 * @example
 * ```ts
 * const cache = contentCache<number>(8);
 * cache.set({ a: 1 }, 42);
 * cache.get({ a: 1 }); // 42 (another object, the same content)
 * ```
 */
export function contentCache<V>(size: number): ContentCache<V> {
  const entries = new Map<string, { readonly value: unknown; readonly result: V }>();
  return {
    get(value) {
      const text = JSON.stringify(value) ?? 'undefined';
      const known = entries.get(text);
      if (known === undefined) return undefined;
      // Plain data reads the same JSON text as other data only where the text says null (NaN,
      // an infinity, a hole or undefined in a list) or leaves out a key whose value is
      // undefined (as merging rules does); only a text with "null" is compared in full.
      return !text.includes('null') || plainEqual(known.value, value) ? known.result : undefined;
    },
    set(value, result, kept = freezePlain(plainCopy(value))) {
      if (entries.size >= size) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(JSON.stringify(value) ?? 'undefined', { value: kept, result });
      return result;
    },
  };
}
