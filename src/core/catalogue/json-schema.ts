import * as z from 'zod';
import { expectSchema } from '../guards.js';

/**
 * The JSON Schema (draft 2020-12) of a zod schema's input: what a caller may send, with
 * defaults shown and optional fields not required. Apps in other languages and form
 * builders can validate against it before calling the library.
 *
 * @example
 * ```ts
 * import { gunneryInputSchema } from 'naval-rules/firepower';
 * const schema = inputJsonSchema(gunneryInputSchema);
 * schema.required; // ['battery', 'target', 'range']
 * ```
 */
export function inputJsonSchema(schema: z.ZodType): Record<string, unknown> {
  expectSchema(schema, 'inputJsonSchema');
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Record<
    string,
    unknown
  >;
}
