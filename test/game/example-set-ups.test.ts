/**
 * The set-ups the package ships (`warAtSeaExampleSetUp` and its four fellows) are the
 * repository's examples byte for byte, pass their game's schema, start a game, and are
 * frozen (an app cannot change the package's copy).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue, cartwheelExampleSetUp } from '../../src/cartwheel/index.js';
import { firepowerCatalogue, firepowerExampleSetUp } from '../../src/firepower/index.js';
import { shoestringCatalogue, shoestringExampleSetUp } from '../../src/shoestring/index.js';
import { sopacCatalogue, sopacExampleSetUp } from '../../src/sopac/index.js';
import { warAtSeaCatalogue, warAtSeaExampleSetUp } from '../../src/war-at-sea/index.js';

const cases = [
  ['war-at-sea-landing', warAtSeaExampleSetUp, warAtSeaCatalogue.game],
  ['firepower-battle', firepowerExampleSetUp, firepowerCatalogue.game],
  ['shoestring-game', shoestringExampleSetUp, shoestringCatalogue.game],
  ['cartwheel-game', cartwheelExampleSetUp, cartwheelCatalogue.game],
  ['sopac-game', sopacExampleSetUp, sopacCatalogue.game],
] as const;

describe('the example set-ups in the package', () => {
  it.each(cases)('examples/%s: the same set-up, valid, frozen, and it starts a game', (dir, setUp, game) => {
    const file = JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
    expect(JSON.stringify(setUp)).toBe(JSON.stringify(file));
    expect(game.setupSchema.safeParse(setUp).success).toBe(true);
    expect(Object.isFrozen(setUp)).toBe(true);
    const state = game.create(setUp) as { game?: string };
    expect(game.game.sides.some((side) => game.game.legalActions(state as never, side).length > 0)).toBe(true);
  });
});
