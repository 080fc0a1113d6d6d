/**
 * Every ```ts block in README.md and docs/*.md runs as a test, against the source:
 * `naval-rules` and `naval-rules/<subpath>` imports are pointed at src/. A block that
 * throws (a failed `assert`) fails its test, so the documented examples cannot rot.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it, vi } from 'vitest';
import { pages, pointAtSource, root, tsBlocks } from './doc-blocks.js';

const outDir = join(root, '.tmp', 'doc-examples');

mkdirSync(outDir, { recursive: true });

for (const page of pages) {
  const found = tsBlocks(page);
  if (found.length === 0) continue;
  describe(page, () => {
    found.forEach((code, index) => {
      it(`example ${index + 1} runs`, async () => {
        const file = join(outDir, `${page.replace(/[/.]/g, '_')}-${index + 1}.ts`);
        writeFileSync(file, `${pointAtSource(code, (path) => pathToFileURL(path).href)}\nexport {};\n`);
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
