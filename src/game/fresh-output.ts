/**
 * Where a zod schema's parse output may share an object with something else: a value
 * passed through as it is (`unknown`, `any`, `custom`), a transform's own result, or a
 * default whose copy (zod copies a default one level deep) still holds an object. Paths
 * are dotted; `[]` is an element, `{}` a record's value. A schema kind this does not know
 * is listed too, so an answer of none can be trusted. Internal.
 *
 * @example
 * ```ts
 * sharedOutputs(z.strictObject({ rules: z.record(z.string(), z.unknown()), turn: z.number() }));
 * // ['state.rules{} (unknown)']
 * ```
 */
export function sharedOutputs(schema: unknown, path = 'state'): string[] {
  const out: string[] = [];
  walk(schema, path, out, new Set());
  return out;
}

/** Schema kinds whose output holds no object of the input's or the schema's. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'never',
  'literal',
  'enum',
  'nan',
  'template_literal',
]);

function walk(schema: unknown, path: string, out: string[], seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (def === undefined) {
    out.push(`${path} (not a zod schema)`);
    return;
  }
  const type = def.type as string;
  const inner = (key: string, at = path): void => walk(def[key], at, out, seen);
  switch (type) {
    case 'default':
    case 'prefault': {
      const value = def.defaultValue as Record<string, unknown> | unknown[];
      const values = typeof value === 'object' && value !== null ? Object.values(value) : [];
      if (values.some((v) => typeof v === 'object' && v !== null)) out.push(`${path} (nested default)`);
      inner('innerType');
      return;
    }
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
        walk(field, `${path}.${key}`, out, seen);
      }
      if (def.catchall !== undefined) walk(def.catchall, `${path}.*`, out, seen);
      return;
    case 'array':
      inner('element', `${path}[]`);
      return;
    case 'record':
      inner('valueType', `${path}{}`);
      return;
    case 'tuple':
      for (const [i, item] of (def.items as unknown[]).entries()) walk(item, `${path}[${i}]`, out, seen);
      if (def.rest !== undefined && def.rest !== null) inner('rest', `${path}[]`);
      return;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, path, out, seen);
      return;
    case 'intersection':
      inner('left');
      inner('right');
      return;
    case 'pipe':
      inner('in');
      inner('out');
      return;
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner('innerType');
      return;
    case 'lazy':
      walk((def.getter as () => unknown)(), path, out, seen);
      return;
    default:
      if (!LEAVES.has(type)) out.push(`${path} (${type})`);
  }
}
