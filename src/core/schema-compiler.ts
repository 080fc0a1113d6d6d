import type * as z from 'zod';

/** Turns a schema into one that parses the same values, faster (zod's `compile`). Internal. */
export type SchemaCompiler = <S extends z.ZodType>(schema: S) => S;

/** The compiler in force, set by `useCompiledParsers` (naval-rules/compiled); none by default. */
let compiler: SchemaCompiler | undefined;
/** Compiled schemas by the schema they were made from: made on a schema's first parse. */
let compiled = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Sets the compiler every public input's parse goes through, or none (`undefined`); the
 * schemas compiled so far are dropped. Internal: users call `useCompiledParsers`.
 */
export function setSchemaCompiler(next: SchemaCompiler | undefined): void {
  compiler = next;
  compiled = new WeakMap();
}

/**
 * The schema a parse runs: `schema` itself, or its compiled form when a compiler is in
 * force (compiled on first use and kept for the schema's lifetime). Internal.
 *
 * @example
 * ```ts
 * parserOf(shipSchema).safeParse(input); // shipSchema itself unless useCompiledParsers() ran
 * ```
 */
export function parserOf<S extends z.ZodType>(schema: S): S {
  if (compiler === undefined) return schema;
  let parser = compiled.get(schema);
  if (parser === undefined) {
    parser = compiler(schema);
    compiled.set(schema, parser);
  }
  return parser as S;
}
