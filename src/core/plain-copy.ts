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
  // for-in, not Object.keys: the copy is mostly of frozen states, whose keys Object.keys
  // lists slowly (measured on a Firepower state: 8 µs a copy against 12; a spread, 19).
  for (const key in value) out[key] = plainCopy((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * A copy of plain data whose frozen parts are frozen all the way down (a game's working
 * state, whose house rules and shared fields are): what is not frozen is copied, what is
 * frozen is shared, since it never changes. Internal.
 *
 * @example
 * ```ts
 * const rules = freezePlain({ tables: {} });
 * const copy = copyUnfrozen({ rules, turn: [1] });
 * copy.rules === rules; // true: frozen, shared
 * ```
 */
export function copyUnfrozen<T>(value: T): T {
  return copyWalk(value, false);
}

/**
 * {@link copyUnfrozen}, frozen: a deep-frozen copy made in one walk, sharing what is frozen
 * already (frozen all the way down, as in a game's working state). Internal.
 *
 * @example
 * ```ts
 * const copy = frozenCopy({ turn: [1] });
 * Object.isFrozen(copy.turn); // true
 * ```
 */
export function frozenCopy<T>(value: T): T {
  return copyWalk(value, true);
}

/** The walk of {@link copyUnfrozen} and {@link frozenCopy}: `freeze` tells them apart. */
function copyWalk<T>(value: T, freeze: boolean): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  let out: unknown[] | Record<string, unknown>;
  if (Array.isArray(value)) {
    out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyWalk(value[i], freeze);
  } else {
    out = {};
    for (const key in value) out[key] = copyWalk((value as Record<string, unknown>)[key], freeze);
  }
  return (freeze ? Object.freeze(out) : out) as T;
}

/**
 * Freezes plain data the library made itself, all the way down: objects and arrays by
 * their own keys. An object frozen already is still walked: zod's `readonly()` freezes an
 * array and leaves its elements as they are. (`deepFreeze` takes anything and checks each
 * object first; this is for data known to be plain, such as a game's next state.)
 * Internal.
 *
 * @example
 * ```ts
 * Object.isFrozen(freezePlain({ a: [1] }).a); // true
 * ```
 */
export function freezePlain<T>(value: T): T {
  return freezeWalk(value, false);
}

/**
 * Freezes the parts of plain data that are not frozen yet, all the way down, and stops at a
 * frozen object: for a state whose frozen parts are known to be frozen all the way down
 * (shared with a state that was), so only what is new is walked. Internal.
 *
 * @example
 * ```ts
 * const shared = freezePlain({ b: [1] });
 * Object.isFrozen(freezeNew({ a: { c: 1 }, shared }).a); // true; `shared` is not walked again
 * ```
 */
export function freezeNew<T>(value: T): T {
  return freezeWalk(value, true);
}

/** The walk of {@link freezePlain} and {@link freezeNew}: `stopAtFrozen` tells them apart. */
function freezeWalk<T>(value: T, stopAtFrozen: boolean): T {
  if (value === null || typeof value !== 'object' || (stopAtFrozen && Object.isFrozen(value))) return value;
  // Children first, then the object: for-in reads the keys by the object's own map, which
  // freezing it would have changed (measured: about twice as fast as Object.keys after).
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) freezeWalk(value[i], stopAtFrozen);
  else for (const key in value) freezeWalk((value as Record<string, unknown>)[key], stopAtFrozen);
  Object.freeze(value);
  return value;
}
