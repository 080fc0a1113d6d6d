/**
 * Every ```ts block in README.md and docs/*.md runs as a test, against the source:
 * `naval-rules` and `naval-rules/<subpath>` imports are pointed at src/. A block that
 * throws (a failed `assert`) fails its test, so the documented examples cannot rot.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const outDir = join(root, '.tmp', 'doc-examples');
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

function blocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}

function pointAtSource(code: string): string {
  return code.replace(/from '(naval-rules(?:\/[\w-]+)?)'/g, (_all, specifier: string) => {
    const sub = specifier === 'naval-rules' ? 'index.ts' : `${specifier.slice('naval-rules/'.length)}/index.ts`;
    return `from ${JSON.stringify(pathToFileURL(join(root, 'src', sub)).href)}`;
  });
}

mkdirSync(outDir, { recursive: true });

for (const page of pages) {
  const found = blocks(readFileSync(join(root, page), 'utf8'));
  if (found.length === 0) continue;
  describe(page, () => {
    found.forEach((code, index) => {
      it(`example ${index + 1} runs`, async () => {
        const file = join(outDir, `${page.replace(/[/.]/g, '_')}-${index + 1}.ts`);
        writeFileSync(file, `${pointAtSource(code)}\nexport {};\n`);
        const log = vi.spyOn(console, 'log').mockImplementation(() => {});
        try {
          await import(pathToFileURL(file).href);
        } finally {
          log.mockRestore();
        }
      });
    });
  });
}
