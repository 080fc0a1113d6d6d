import * as z from 'zod';
import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import { setSchemaCompiler } from '../core/schema-compiler.js';

/** zod's `compile` (zod 4.5 and later), when the zod installed has it. */
const compile = (z as { compile?: <S extends z.ZodType>(schema: S) => S }).compile;

/**
 * Turns compiled parsing on (the default argument) or off for the whole library: with it
 * on, every input and game state the library validates is parsed by zod's compiled parser
 * of its schema, made on the schema's first use. What is accepted and every error stay
 * the same (a compiled parser hands any input it refuses to zod's own parse, which writes
 * the issues), and the plain-data check still runs first. Large inputs gain most: a
 * game step on a state read from JSON read 1.0–2.2× one zod parse of that state with it,
 * against 1.7–2.8× without (one run of `npm run bench`). Where `new Function` is not allowed (a strict Content Security Policy), zod keeps its
 * own parse. The library's exported schemas are not changed: `shipSchema.parse` is zod's
 * own parse; compile one yourself with zod's `compile`.
 *
 * Returns whether compiled parsing is now on: false after `useCompiledParsers(false)`, or
 * when the zod installed has no `compile` (before zod 4.5), which changes nothing.
 *
 * @example
 * ```ts
 * import { useCompiledParsers } from 'naval-rules/compiled';
 * useCompiledParsers();      // true: from now on, parses are compiled
 * useCompiledParsers(false); // false: zod's own parse again
 * ```
 */
export function useCompiledParsers(on = true): boolean {
  if (typeof on !== 'boolean') {
    throw new RulesError(`useCompiledParsers: on must be true or false; got ${formatValue(on)}`, {
      code: 'INVALID_INPUT',
      rule: 'useCompiledParsers',
      path: ['on'],
    });
  }
  const active = on && typeof compile === 'function';
  setSchemaCompiler(active ? compile : undefined);
  return active;
}
