/** The generated parts of the docs are current: run `npm run docs:generate` after changing a catalogue. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import {
  charts,
  GAME_PAGES,
  withActions,
  withMeasures,
  withNames,
  withRuleSets,
} from '../../scripts/generated-docs.js';

const docs = new URL('../../docs/', import.meta.url);

it('docs/cli.md lists every command-line name as the catalogues give it', () => {
  const page = readFileSync(new URL('cli.md', docs), 'utf8');
  expect(page, 'stale: run npm run docs:generate').toBe(withNames(page));
});

it('docs/charts/ holds the charts the CLI draws today', () => {
  for (const [path, svg] of Object.entries(charts())) {
    expect(readFileSync(new URL(path, docs), 'utf8'), `${path} is stale: run npm run docs:generate`).toBe(svg);
  }
});

it('each game page lists every action of the game with its fields, as the action schema gives them', () => {
  for (const { page, game } of GAME_PAGES) {
    const text = readFileSync(new URL(page, docs), 'utf8');
    expect(text, `docs/${page} is stale: run npm run docs:generate`).toBe(withActions(text, game));
  }
});

it("each game page lists its catalogue's measures with what each counts and the rule it reads", () => {
  for (const { page, measures } of GAME_PAGES) {
    const text = readFileSync(new URL(page, docs), 'utf8');
    expect(measures.length).toBeGreaterThan(0);
    expect(text, `docs/${page} is stale: run npm run docs:generate`).toBe(withMeasures(text, measures));
    for (const m of measures) expect(text).toContain(`| ${m.name} |`);
  }
});

it('the README lists every rule set and its game as the catalogues give them', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  expect(readme, 'stale: run npm run docs:generate').toBe(withRuleSets(readme));
});
