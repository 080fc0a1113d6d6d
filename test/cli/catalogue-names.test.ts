import { describe, expect, it } from 'vitest';
import { cataloguesFor, GAME_SET_NAMES, RULE_SET_NAMES } from '../../src/cli/catalogue-names.js';
import { catalogues } from '../../src/cli/catalogues.js';
import { gameCatalogues } from '../../src/cli/game-file.js';

describe('the rule sets the command names before loading them', () => {
  it('are the catalogues it loads, in order, and those with a game', () => {
    expect([...RULE_SET_NAMES]).toEqual(catalogues.map((c) => c.name));
    expect([...GAME_SET_NAMES]).toEqual(gameCatalogues(catalogues).map((c) => c.name));
  });

  it('a command naming one rule set in its place loads that one alone; any other loads all', async () => {
    const names = async (positional: string[] | undefined) => (await cataloguesFor(positional)).map((c) => c.name);
    expect(await names(['tables', 'war-at-sea'])).toEqual(['war-at-sea']);
    expect(await names(['roll', 'sopac', 'mine-check'])).toEqual(['sopac']);
    expect(await names(['game', 'new', 'cartwheel'])).toEqual(['cartwheel']);
    expect(await names(['help', 'roll', 'dice'])).toEqual(['dice']);
    expect(await names(['tables'])).toEqual([...RULE_SET_NAMES]);
    expect(await names(['game', 'apply'])).toEqual([...RULE_SET_NAMES]);
    expect(await names(['tables', 'war-at-se'])).toEqual([...RULE_SET_NAMES]); // the misspelling is answered with all known
    expect(await names(['roll', '__proto__'])).toEqual([...RULE_SET_NAMES]);
    expect(await names(undefined)).toEqual([...RULE_SET_NAMES]);
  });
});
