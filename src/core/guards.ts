import type { Dice } from '../dice/dice.js';
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
  path?: RulesErrorPath,
): asserts value is number {
  // The path defaults to [name] only on failure: a default parameter would build it on every check.
  if (typeof value !== 'number' || !Number.isFinite(value))
    invalid(where, name, 'a finite number', value, path ?? [name]);
}

/** Checks that `value` is a string, or throws a RulesError naming it. */
export function expectString(value: unknown, where: string, name: string): asserts value is string {
  if (typeof value !== 'string') invalid(where, name, 'a string', value, [name]);
}

const DICE_METHODS = ['roll', 'dN', 'd6', 'd12', 'd10Zero', 'd10', 'twoD6', 'plusMinus', 'pool', 'poolCounts'] as const;

/**
 * Checks that `dice` is a {@link Dice} (from `createDice`, `scriptedDice` or `exactOdds`),
 * or throws a RulesError naming the argument and the rule. Every resolver calls it first.
 */
export function expectDice(dice: unknown, rule: string): asserts dice is Dice {
  // Frozen dice checked once stay whole: found again by identity (a weak set, so checking
  // keeps no dice alive).
  if (CHECKED_DICE.has(dice as object)) return;
  if (typeof rule !== 'string') rule = 'dice';
  if (dice === null || typeof dice !== 'object') {
    throw new RulesError(
      `${rule}: dice is required: pass createDice(seed), scriptedDice([...]) or the dice exactOdds gives; got ${formatValue(dice)}`,
      { code: 'INVALID_INPUT', rule, path: ['dice'] },
    );
  }
  if (!Array.isArray((dice as { log?: unknown }).log)) {
    throw new RulesError(`${rule}: dice must be a Dice (createDice, scriptedDice); it has no roll log`, {
      code: 'INVALID_INPUT',
      rule,
      path: ['dice'],
    });
  }
  for (const method of DICE_METHODS) {
    if (typeof (dice as Record<string, unknown>)[method] !== 'function') {
      throw new RulesError(`${rule}: dice must be a Dice (createDice, scriptedDice); it has no ${method}() method`, {
        code: 'INVALID_INPUT',
        rule,
        path: ['dice'],
      });
    }
  }
  // Frozen dice (the library's own) cannot lose a method: check them once.
  if (Object.isFrozen(dice)) CHECKED_DICE.add(dice);
}

/** Dice already checked by {@link expectDice}: frozen, so still whole. */
const CHECKED_DICE = new WeakSet<object>();

/** Checks that `schema` is a zod schema (it has `safeParse`), or throws a RulesError naming it. */
export function expectSchema(schema: unknown, where: string, name = 'schema'): void {
  if (
    schema === null ||
    typeof schema !== 'object' ||
    typeof (schema as { safeParse?: unknown }).safeParse !== 'function'
  ) {
    invalid(where, name, 'a zod schema', schema, [name]);
  }
}

/** Checks that `value` is a non-empty string naming a rule, or throws a RulesError naming it. */
export function expectRule(value: unknown, where: string, name = 'rule'): asserts value is string {
  if (typeof value !== 'string' || value.length === 0)
    invalid(where, name, 'a non-empty string naming the rule', value, [name]);
}
