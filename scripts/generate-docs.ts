/** Writes the generated parts of the docs (see generated-docs.ts): `npm run docs:generate`. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { charts, withNames } from './generated-docs.js';

const docs = new URL('../docs/', import.meta.url);
const cli = new URL('cli.md', docs);
writeFileSync(cli, withNames(readFileSync(cli, 'utf8')));
mkdirSync(new URL('charts/', docs), { recursive: true });
for (const [path, svg] of Object.entries(charts())) writeFileSync(new URL(path, docs), svg);
console.log('docs/cli.md names table and docs/charts/ regenerated');
