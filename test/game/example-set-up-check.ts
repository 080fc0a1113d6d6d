/**
 * What every example set-up the package ships must be: the repository's example byte for
 * byte, valid by its game's schema, frozen (an app cannot change the package's copy), and
 * the start of a game someone can act in. Each rule set's test calls it for its own.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';

export function checkExampleSetUp(dir: string, setUp: unknown, game: CatalogueGame): void {
  it(`is examples/${dir}: the same set-up, valid, frozen, and it starts a game`, () => {
    const file = JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
    expect(JSON.stringify(setUp)).toBe(JSON.stringify(file));
    expect(game.setupSchema.safeParse(setUp).success).toBe(true);
    expect(Object.isFrozen(setUp)).toBe(true);
    const state = game.create(setUp);
    expect(game.game.sides.some((side) => game.game.legalActions(state as never, side).length > 0)).toBe(true);
  });
}
