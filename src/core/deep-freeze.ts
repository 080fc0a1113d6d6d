function isPlainData(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

/**
 * Freezes a plain value (objects and arrays) and every plain value reachable from it, so
 * a resolver that tries to mutate its input throws in strict mode. Objects of other
 * classes (a zod schema held in a table, say) are left as they are: they manage their own
 * state. Returns the same value.
 *
 * @example
 * ```ts
 * const input = deepFreeze({ ship: { hits: 0 } });
 * Object.isFrozen(input.ship); // true
 * ```
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && isPlainData(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor !== undefined && 'value' in descriptor) deepFreeze(descriptor.value);
    }
  }
  return value;
}

/**
 * True when `value` and everything in it is frozen. For plain data that has passed
 * `checkPlainData` (no cycles, no accessors), so the walk ends. Internal.
 *
 * @example
 * ```ts
 * isDeepFrozen(deepFreeze({ a: [1] })); // true
 * ```
 */
export function isDeepFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (!Object.isFrozen(value)) return false;
  for (const child of Object.values(value)) if (!isDeepFrozen(child)) return false;
  return true;
}
