import { freezePlain, plainCopy } from './plain-copy.js';
import { plainEqual } from './plain-equal.js';

/** Results remembered by the content of plain data (see {@link contentCache}). Internal. */
export interface ContentCache<V> {
  /** The result remembered for data equal in content to `value`, if any. */
  get(value: unknown): V | undefined;
  /** Remembers `result` for the content of `value` (a frozen copy of it is kept); returns `result`. */
  set(value: unknown, result: V): V;
}

/**
 * A small cache keyed by the content of plain data (checked by `checkPlainData`): its JSON
 * text finds an entry, and the entry is used only when a frozen copy of the data it was
 * made for is equal in content (two values can share a JSON text: NaN and null both read
 * "null"). Holds the last `size` entries. Internal.
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
      const known = entries.get(JSON.stringify(value) ?? 'undefined');
      return known !== undefined && plainEqual(known.value, value) ? known.result : undefined;
    },
    set(value, result) {
      if (entries.size >= size) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(JSON.stringify(value) ?? 'undefined', { value: freezePlain(plainCopy(value)), result });
      return result;
    },
  };
}
