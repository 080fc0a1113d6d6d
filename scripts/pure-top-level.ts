import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/**
 * Marks every call and `new` made while a module loads (in its top-level `const`
 * initializers) with `/* @__PURE__ *\/`, so a bundler can drop the tables and zod schemas
 * an app never uses. The library's contract is that nothing runs at import time beyond
 * building constant tables (package.json says `sideEffects: false`); this tells bundlers
 * the same of each table, which they cannot see through zod's chained calls by themselves.
 */
export function annotatePure(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const starts = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) starts.add(node.getStart(file));
    ts.forEachChild(node, visit);
  };
  for (const statement of file.statements) if (ts.isVariableStatement(statement)) visit(statement);
  let out = source;
  for (const start of [...starts].sort((a, b) => b - a))
    out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
  return out;
}

/** The esbuild plugin that applies {@link annotatePure} to the library's own TypeScript sources. */
export const pureTopLevel: Plugin = {
  name: 'pure-top-level',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => ({
      contents: annotatePure(await readFile(args.path, 'utf8'), args.path),
      loader: 'ts',
    }));
  },
};
