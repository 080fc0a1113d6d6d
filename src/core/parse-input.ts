import type * as z from 'zod';
import { deepFreeze, isDeepFrozen } from './deep-freeze.js';
import { didYouMean } from './did-you-mean.js';
import { formatValue } from './format-value.js';
import { expectObject, expectRule, expectSchema } from './guards.js';
import { checkPlainData } from './plain-data.js';
import { RulesError } from './rules-error.js';
import { parserOf } from './schema-compiler.js';
import { schemaKeysAt } from './schema-keys.js';

/** Context for {@link parseInput}: which rule the input belongs to and what it is. */
export interface ParseContext {
  /** The rule or matrix that takes this input, e.g. `'N18.7'`. */
  readonly rule: string;
  /** A short name for the input in messages, e.g. `'patrol extension input'`. */
  readonly what?: string;
  /**
   * Remember the parsed value of a deep-frozen input, so the same frozen input is
   * validated once however often it is passed (Monte Carlo runs, exact odds). The parsed
   * value is frozen too: only for callers that never change what they parse.
   */
  readonly reuseFrozen?: boolean;
}

/** Parsed values of deep-frozen inputs, by schema then input: a frozen input cannot change. */
const FROZEN = new WeakMap<object, WeakMap<object, unknown>>();

/** How many issues one error message lists before it says "and N more". */
const LISTED = 5;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** Renders a path as `a.b[2].c`; `(input)` for the input as a whole. */
function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(input)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function describeIssue(schema: z.ZodType, input: unknown, issue: z.core.$ZodIssue): string {
  const where = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const known = schemaKeysAt(schema, issue.path);
    return issue.keys
      .map((key) => {
        const near = didYouMean(key, known);
        const hint = near === undefined ? '' : ` (did you mean "${near}"?)`;
        const prefix = issue.path.length === 0 ? '' : `${where}.`;
        return `${prefix}${key}: unknown key${hint}`;
      })
      .join('; ');
  }
  const value = valueAt(input, issue.path);
  if (value === undefined && issue.path.length > 0) {
    return issue.code === 'invalid_type' || issue.code === 'invalid_union'
      ? `${where}: required`
      : `${where}: required (${issue.message})`;
  }
  const union = unionChoices(issue);
  const message = union === undefined ? issue.message : `expected ${union.said}`;
  return `${where}: got ${formatValue(value)}: ${message}${nearOption(issue, value, union?.values ?? [])}`;
}

/**
 * What a union of values and other forms allows, read from its branches' own issues (zod
 * says only "Invalid input"): its values, then the kinds of its other branches (a ship
 * class or an object). Undefined for a union with no branch of values.
 */
function unionChoices(issue: z.core.$ZodIssue): { said: string; values: readonly unknown[] } | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const values = new Set<unknown>();
  const kinds = new Set<string>();
  for (const inner of issue.errors.flat()) {
    if (inner.path.length > 0) continue;
    if (inner.code === 'invalid_value') for (const v of inner.values) values.add(v);
    else if (inner.code === 'invalid_type')
      kinds.add(`${/^[aeiou]/.test(inner.expected) ? 'an' : 'a'} ${inner.expected}`);
  }
  if (values.size === 0) return undefined;
  const listed = [...values].map((v) => (typeof v === 'string' ? v : formatValue(v))).join(', ');
  return { said: `one of ${listed}${kinds.size > 0 ? `, or ${[...kinds].join(' or ')}` : ''}`, values: [...values] };
}

/** A did-you-mean hint when a string is not one of the allowed values (an enum, a literal, a union's `type` or values). */
function nearOption(issue: z.core.$ZodIssue, value: unknown, unionValues: readonly unknown[]): string {
  if (typeof value !== 'string') return '';
  const allowed: readonly unknown[] =
    issue.code === 'invalid_value'
      ? issue.values
      : issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options)
        ? issue.options
        : unionValues;
  const near = didYouMean(
    value,
    allowed.filter((option): option is string => typeof option === 'string'),
  );
  return near === undefined ? '' : ` (did you mean "${near}"?)`;
}

/**
 * Parses a public input with its zod schema. The input must first be plain data (no
 * cycles, symbols, bigints, class instances or throwing getters; see `checkPlainData`).
 * On failure it throws a {@link RulesError} (`INVALID_INPUT`) whose message names the
 * rule and lists every bad field with the value found there: a missing field reads
 * "required", an unknown key says "unknown key" with the closest known key when one is
 * near. All zod issues are attached. Never returns a partly valid value.
 *
 * @example
 * ```ts
 * const input = parseInput(z.strictObject({ roll: z.number().int() }), { roll: 'x' }, { rule: 'N18.7' });
 * // throws RulesError: N18.7: roll: got "x": Invalid input: expected number, received string
 * ```
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, context: ParseContext): z.output<S> {
  expectObject(context, 'parseInput', 'context');
  expectRule(context.rule, 'parseInput', 'context.rule');
  expectSchema(schema, context.rule);
  const reuse = context.reuseFrozen === true && input !== null && typeof input === 'object' && Object.isFrozen(input);
  if (reuse) {
    const known = FROZEN.get(schema)?.get(input);
    if (known !== undefined) return known as z.output<S>;
  }
  checkPlainData(input, context.rule);
  const result = parserOf(schema).safeParse(input);
  if (result.success) {
    if (reuse && isDeepFrozen(input)) {
      let bySchema = FROZEN.get(schema);
      if (bySchema === undefined) {
        bySchema = new WeakMap();
        FROZEN.set(schema, bySchema);
      }
      bySchema.set(input, deepFreeze(result.data));
    }
    return result.data;
  }
  const issues = result.error.issues;
  const first = issues[0];
  const path = (first?.path ?? []).filter((key): key is string | number => typeof key !== 'symbol');
  const what = typeof context.what === 'string' ? ` (${context.what})` : '';
  const listed = issues.slice(0, LISTED).map((issue) => describeIssue(schema, input, issue));
  const more = issues.length > LISTED ? `; and ${issues.length - LISTED} more` : '';
  const message = `${context.rule}${what}: ${listed.join('; ')}${more}`;
  throw new RulesError(message, { code: 'INVALID_INPUT', rule: context.rule, path, issues });
}
