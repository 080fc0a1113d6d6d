/**
 * Freezes a value and everything reachable from it, so a resolver that tries to mutate
 * its input throws in strict mode. Returns the same value.
 *
 * @example
 * ```ts
 * const input = deepFreeze({ ship: { hits: 0 } });
 * ```
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor !== undefined && 'value' in descriptor) deepFreeze(descriptor.value);
    }
  }
  return value;
}
