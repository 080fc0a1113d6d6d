import { formatValue } from './format-value.js';
import { RulesError, type RulesErrorPath } from './rules-error.js';

/** Throws an `INVALID_INPUT` RulesError: `<where>: <name> must be <expected>; got <value>`. */
function invalid(where: string, name: string, expected: string, value: unknown, path: RulesErrorPath): never {
  throw new RulesError(`${where}: ${name} must be ${expected}; got ${formatValue(value)}`, {
    code: 'INVALID_INPUT',
    rule: where,
    path,
  });
}

/** Checks that `value` is a function, or throws a RulesError naming it. */
export function expectFunction<T>(
  value: T,
  where: string,
  name: string,
): asserts value is T & ((...args: never[]) => unknown) {
  if (typeof value !== 'function') invalid(where, name, 'a function', value, [name]);
}

/** Checks that `value` is an array, or throws a RulesError naming it. */
export function expectArray(value: unknown, where: string, name: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) invalid(where, name, 'an array', value, [name]);
}

/** Checks that `value` is a non-null object (not an array), or throws a RulesError naming it. */
export function expectObject(value: unknown, where: string, name: string): asserts value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    invalid(where, name, 'an object', value, [name]);
}

/** Checks that `value` is a finite number, or throws a RulesError naming it. */
export function expectFiniteNumber(
  value: unknown,
  where: string,
  name: string,
  path: RulesErrorPath = [name],
): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) invalid(where, name, 'a finite number', value, path);
}

/** Checks that `value` is a string, or throws a RulesError naming it. */
export function expectString(value: unknown, where: string, name: string): asserts value is string {
  if (typeof value !== 'string') invalid(where, name, 'a string', value, [name]);
}
