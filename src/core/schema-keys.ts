import type * as z from 'zod';

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly valueType?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

function defOf(schema: unknown): Def | undefined {
  return (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;
}

/** Every schema `schema` may stand for after unwrapping optional, default, pipe, lazy and the like. */
function unwrap(schema: z.ZodType | undefined, depth: number): z.ZodType[] {
  const def = defOf(schema);
  if (schema === undefined || def === undefined || depth > 20) return [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unwrap(def.innerType, depth + 1);
    case 'pipe':
      return unwrap(def.in, depth + 1);
    case 'lazy':
      return def.getter === undefined ? [] : unwrap(def.getter(), depth + 1);
    case 'union':
      return (def.options ?? []).flatMap((option) => unwrap(option, depth + 1));
    case 'intersection':
      return [...unwrap(def.left, depth + 1), ...unwrap(def.right, depth + 1)];
    default:
      return [schema];
  }
}

/**
 * The object keys a zod schema accepts at `path` (every branch of a union counted), for
 * "did you mean" hints on unknown keys. Empty when the path leads to no object schema.
 */
export function schemaKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current = unwrap(schema, 0);
  for (const key of path) {
    const next: z.ZodType[] = [];
    for (const candidate of current) {
      const def = defOf(candidate) as Def;
      if (def.type === 'object' && typeof key === 'string' && def.shape?.[key] !== undefined) {
        next.push(...unwrap(def.shape[key], 0));
      } else if (def.type === 'array' && typeof key === 'number') next.push(...unwrap(def.element, 0));
      else if (def.type === 'tuple' && typeof key === 'number') next.push(...unwrap(def.items?.[key], 0));
      else if (def.type === 'record') next.push(...unwrap(def.valueType, 0));
    }
    current = next;
  }
  const keys = new Set<string>();
  for (const candidate of current) {
    const def = defOf(candidate) as Def;
    if (def.type === 'object') for (const key of Object.keys(def.shape ?? {})) keys.add(key);
  }
  return [...keys];
}
