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
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' });
  return declareRequiredKeys(json) as Record<string, unknown>;
}

/** The parts of a node of {@link inputJsonSchema}'s output that usage text and input forms read. Internal. */
export interface JsonSchemaNode {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchemaNode[];
  readonly oneOf?: readonly JsonSchemaNode[];
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>;
  readonly required?: readonly string[];
  readonly default?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly description?: string;
}

type JsonNode = { [key: string]: unknown };

/**
 * A record keyed by an enum comes out of zod as `required` keys with no `properties`;
 * strict validators (ajv's `strictRequired`) want every required key declared. This
 * declares each such key with the record's value schema, changing nothing it accepts.
 */
function declareRequiredKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(declareRequiredKeys);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node as JsonNode)) out[key] = declareRequiredKeys(value);
  const required = out.required;
  if (Array.isArray(required) && typeof out.additionalProperties === 'object') {
    const properties: JsonNode = { ...(out.properties as JsonNode | undefined) };
    for (const key of required) {
      if (typeof key === 'string' && !Object.hasOwn(properties, key)) properties[key] = out.additionalProperties;
    }
    out.properties = properties;
  }
  return out;
}
