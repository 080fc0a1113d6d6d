/** The ```ts blocks of README.md and docs/*.md, shared by the tests that run and type-check them. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root. */
export const root = resolve(import.meta.dirname, '../..');

/** Every page with examples: the README, then docs/ in name order. */
export const pages: readonly string[] = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** The ```ts blocks of a page (```ts sketch blocks are shapes only, not examples). */
export function tsBlocks(page: string): string[] {
  return [...readFileSync(join(root, page), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}

/** Points `naval-rules` and `naval-rules/<subpath>` imports at `src/`, through `toPath(source file)`. */
export function pointAtSource(code: string, toPath: (file: string) => string): string {
  return code.replace(/from '(naval-rules(?:\/[\w-]+)?)'/g, (_all, specifier: string) => {
    const sub = specifier === 'naval-rules' ? 'index.ts' : `${specifier.slice('naval-rules/'.length)}/index.ts`;
    return `from ${JSON.stringify(toPath(join(root, 'src', sub)))}`;
  });
}
