/**
 * The committed API report of every subpath (test/api/<subpath>.api.md) must match the
 * source. A change of the public surface fails here until the report is regenerated with
 * `npx vitest run test/api -u` and the diff reviewed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiReports } from './api-report.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, { import?: { default?: string } } | string>;
};

/** Each subpath's source entry, from package.json's exports map (so a new subpath is covered). */
const subpaths = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object')
  .map(([subpath, target]) => {
    const built = (target as { import: { default: string } }).import.default;
    const source = built.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts');
    const name = subpath === '.' ? 'index' : subpath.slice(2);
    return { subpath, name, source };
  });

describe('API report', () => {
  const reports = apiReports(subpaths.map((entry) => entry.source));
  for (const { subpath, name, source } of subpaths) {
    it(`naval-rules${subpath === '.' ? '' : subpath.slice(1)} matches test/api/${name}.api.md`, async () => {
      await expect(reports.get(source)).toMatchFileSnapshot(`./${name}.api.md`);
    });
  }
});
