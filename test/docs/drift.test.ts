/** Text that describes the code is checked against it, so it cannot drift. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import * as cartwheel from '../../src/cartwheel/index.js';
import { catalogues } from '../../src/cli/catalogues.js';
import { gameCatalogues } from '../../src/cli/game-file.js';
import { mainHelp } from '../../src/cli/run-cli.js';
import * as firepower from '../../src/firepower/index.js';
import * as shoestring from '../../src/shoestring/index.js';
import * as sopac from '../../src/sopac/index.js';
import * as warAtSea from '../../src/war-at-sea/index.js';

const page = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
const modules: Readonly<Record<string, Record<string, unknown>>> = {
  firepower,
  shoestring,
  cartwheel,
  'war-at-sea': warAtSea,
  sopac,
};

it('naval-rules --help names every rule set the command has, and nothing as planned', () => {
  for (const c of catalogues) expect(mainHelp).toContain(c.name);
  expect(mainHelp).not.toMatch(/planned/i);
  expect(mainHelp).toMatch(/^ {2}game /m);
});

it('docs/cli.md names the catalogue export of every rule set, and game help every game', () => {
  const cli = page('docs/cli.md');
  for (const c of gameCatalogues(catalogues)) {
    const exported = Object.entries(modules[c.name] ?? {}).find(([, value]) => value === c)?.[0];
    expect(exported, `${c.name}'s catalogue is exported`).toBeDefined();
    expect(cli).toContain(`\`${exported}\``);
  }
});

it('docs/game.md links the page of every game, and lists the sides of each', () => {
  const game = page('docs/game.md');
  for (const c of gameCatalogues(catalogues)) {
    const linked = c.name === 'firepower' ? 'firepower-battle.md' : `${c.name}.md`;
    expect(game).toContain(`(${linked})`);
    expect(game).toContain(c.game.game.sides.map((s) => `\`'${s}'\``).join(', '));
  }
});
