import type { z } from 'zod';
import { parseInput } from './parse-input.js';

/** A deep partial of a rules object: any field may be left out to keep the printed default. */
export type RulesOverrides<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { readonly [K in keyof T]?: RulesOverrides<T[K]> | undefined }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Merges overrides into defaults: plain objects merge key by key, everything else
 * (arrays, tables, numbers) is replaced whole; `undefined` keeps the default. Neither
 * argument is changed.
 */
export function mergeRules<T>(defaults: T, overrides: unknown): T {
  if (overrides === undefined) return defaults;
  if (!isPlainObject(defaults) || !isPlainObject(overrides)) return overrides as T;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) merged[key] = mergeRules((defaults as Record<string, unknown>)[key], value);
  }
  return merged as T;
}

/**
 * The rules in force: the printed defaults with a caller's house-rule overrides merged in,
 * validated by the rule set's schema. An invalid override (a table with a gap, a negative
 * threshold) is a RulesError naming the field.
 *
 * @example
 * ```ts
 * const rules = resolveRules(shoestringRulesSchema, SHOESTRING_RULES, { options: { O1: true } }, 'Shoestring rules');
 * ```
 */
export function resolveRules<S extends z.ZodType>(
  schema: S,
  defaults: z.input<S>,
  overrides: unknown,
  rule: string,
): z.output<S> {
  return parseInput(schema, mergeRules(defaults, overrides), { rule, what: 'rules object' });
}
