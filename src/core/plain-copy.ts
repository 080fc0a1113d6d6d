/**
 * A deep copy of plain data (objects, arrays and primitives, as `checkPlainData` lets
 * through): every object and array new, so the copy shares nothing with the original, not
 * even the parts a schema passes through as they are (`z.unknown()`). Internal.
 *
 * @example
 * ```ts
 * const state = { rules: { tables: {} }, turn: 1 };
 * plainCopy(state).rules === state.rules; // false
 * ```
 */
export function plainCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = plainCopy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = plainCopy((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * Freezes plain data the library made itself, all the way down: objects and arrays by
 * their own keys, skipping what is frozen already. (`deepFreeze` takes anything and checks
 * each object first; this is for data known to be plain, such as a game's next state.)
 * Internal.
 *
 * @example
 * ```ts
 * Object.isFrozen(freezePlain({ a: [1] }).a); // true
 * ```
 */
export function freezePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) freezePlain(item);
  else for (const key of Object.keys(value)) freezePlain((value as Record<string, unknown>)[key]);
  return value;
}
