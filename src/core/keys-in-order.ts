/**
 * A copy of `value` whose keys stand in `order` (a schema's shape order), so that an object
 * a step rebuilt with a spread (`{ ...old, added: 1 }`) serializes to the same JSON as the
 * same object parsed by its schema: one state, one JSON text, whichever path made it. Keys
 * not in `order` follow in their own order. Internal.
 *
 * @example
 * ```ts
 * keysInOrder({ b: 2, a: 1 }, ['a', 'b']); // { a: 1, b: 2 }
 * ```
 */
export function keysInOrder<T extends object>(value: T, order: readonly string[]): T {
  const from = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // defineProperty: a key named "__proto__" is data, as in a parsed state
  const put = (key: string) =>
    Object.defineProperty(out, key, { value: from[key], enumerable: true, writable: true, configurable: true });
  for (const key of order) if (Object.hasOwn(from, key)) put(key);
  for (const key of Object.keys(from)) if (!Object.hasOwn(out, key)) put(key);
  return out as T;
}
