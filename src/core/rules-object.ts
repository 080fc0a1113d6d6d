import type * as z from 'zod';
import { contentCache } from './content-cache.js';
import { deepFreeze, isDeepFrozen } from './deep-freeze.js';
import { expectRule, expectSchema, expectString } from './guards.js';
import { parseInput } from './parse-input.js';
import { checkPlainData } from './plain-data.js';

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
  expectRule(rule, 'resolveRules');
  expectSchema(schema, rule);
  checkPlainData(defaults, rule);
  checkPlainData(overrides, rule);
  return parseInput(schema, mergeRules(defaults, overrides), { rule, what: 'rules object' });
}

/** How many distinct override sets a {@link createRulesResolver} remembers. */
const REMEMBERED = 32;

/**
 * Builds a rule set's `resolve<Set>Rules(overrides?)`: {@link resolveRules} with the
 * results remembered, because resolvers resolve the same rules on every call (and
 * `exactOdds` calls them thousands of times). The printed rules are resolved once, on
 * first use; overrides are remembered by content (the last 32, each found by comparing
 * the overrides given with a frozen copy of those it was resolved for), so mutating an
 * overrides object after use cannot serve stale rules, and deep-frozen overrides (a game's house rules) are found
 * again by identity. Results are deep-frozen: treat them as read-only.
 *
 * @example
 * ```ts
 * const resolveMyRules = createRulesResolver(myRulesSchema, MY_RULES, 'My rules');
 * resolveMyRules() === resolveMyRules(); // true: resolved once
 * ```
 */
export function createRulesResolver<S extends z.ZodType>(
  schema: S,
  defaults: z.input<S>,
  name: string,
): (overrides?: unknown) => z.output<S> {
  let printed: z.output<S> | undefined;
  const byContent = contentCache<z.output<S>>(REMEMBERED);
  const bySettled = new WeakMap<object, z.output<S>>();
  expectSchema(schema, 'createRulesResolver');
  checkPlainData(defaults, 'createRulesResolver');
  expectString(name, 'createRulesResolver', 'name');
  return (overrides) => {
    if (overrides === undefined) {
      printed ??= deepFreeze(resolveRules(schema, defaults, undefined, name));
      return printed;
    }
    const isObject = overrides !== null && typeof overrides === 'object';
    // Deep-frozen overrides cannot change: once resolved, they are found by identity alone
    // (a game's own states hold their house rules frozen, and read them many times a step).
    const settled = isObject ? bySettled.get(overrides) : undefined;
    if (settled !== undefined) return settled;
    checkPlainData(overrides, name);
    const rules =
      byContent.get(overrides) ?? byContent.set(overrides, deepFreeze(resolveRules(schema, defaults, overrides, name)));
    if (isObject && isDeepFrozen(overrides)) bySettled.set(overrides, rules);
    return rules;
  };
}
