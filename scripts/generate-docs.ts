/** Writes the generated parts of the docs (see generated-docs.ts): `npm run docs:generate`. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { charts, GAME_PAGES, withActions, withMeasures, withNames, withRuleSets } from './generated-docs.js';

const docs = new URL('../docs/', import.meta.url);
const cli = new URL('cli.md', docs);
writeFileSync(cli, withNames(readFileSync(cli, 'utf8')));
mkdirSync(new URL('charts/', docs), { recursive: true });
for (const [path, svg] of Object.entries(charts())) writeFileSync(new URL(path, docs), svg);
for (const { page, game, measures } of GAME_PAGES) {
  const file = new URL(page, docs);
  writeFileSync(file, withMeasures(withActions(readFileSync(file, 'utf8'), game), measures));
}
const readme = new URL('../README.md', import.meta.url);
writeFileSync(readme, withRuleSets(readFileSync(readme, 'utf8')));
console.log(
  'README.md rule sets table, docs/cli.md names table, docs/charts/ and the game pages\u2019 action and measures tables regenerated',
);
