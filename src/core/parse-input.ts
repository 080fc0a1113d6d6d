import type * as z from 'zod';
import { formatValue } from './format-value.js';
import { RulesError } from './rules-error.js';

/** Context for {@link parseInput}: which rule the input belongs to and what it is. */
export interface ParseContext {
  /** The rule or matrix that takes this input, e.g. `'N18.7'`. */
  readonly rule: string;
  /** A short name for the input in messages, e.g. `'patrol extension input'`. */
  readonly what?: string;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(input)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/**
 * Parses a public input with its zod schema. On failure it throws a {@link RulesError}
 * (`INVALID_INPUT`) whose message names the first bad field, the value found there and
 * the rule; all zod issues are attached. Never returns a partly valid value.
 *
 * @example
 * ```ts
 * const input = parseInput(z.object({ roll: z.number().int() }), { roll: 'x' }, { rule: 'N18.7' });
 * // throws RulesError: N18.7: roll: got "x": Invalid input: expected number, received string
 * ```
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, context: ParseContext): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  const path = (first?.path ?? []).filter((key): key is string | number => typeof key !== 'symbol');
  const what = context.what === undefined ? '' : ` (${context.what})`;
  const more = issues.length > 1 ? ` (+${issues.length - 1} more issue${issues.length > 2 ? 's' : ''})` : '';
  const message = `${context.rule}${what}: ${formatPath(path)}: got ${formatValue(valueAt(input, path))}: ${first?.message ?? 'invalid'}${more}`;
  throw new RulesError(message, { code: 'INVALID_INPUT', rule: context.rule, path, issues });
}
