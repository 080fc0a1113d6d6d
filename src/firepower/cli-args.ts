import type * as z from 'zod';
import { parseInput } from '../core/parse-input.js';

/** Parses a CLI lookup's `key=value` arguments; bad ones are a RulesError naming the matrix. */
export function lookupArgs<S extends z.ZodType>(
  schema: S,
  input: unknown,
  rule: string,
  what = 'lookup arguments',
): z.output<S> {
  return parseInput(schema, input, { rule, what });
}

/** A modifier or score with its sign, as the matrices print them: `+2`, `0`, `-1`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}
