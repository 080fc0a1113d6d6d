/** Shared by the tests that walk random games of a docs set-up: the set-up, the bots and the walk. */
import { readFileSync } from 'node:fs';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { type GameStateBase, playOut, randomBot } from '../../src/index.js';

/** The docs set-up `examples/<dir>/setup.json`. */
export function exampleSetup(dir: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
}

/** A random bot a side, seeded `seed × 10 + the side's index`. */
export function randomBots(
  catalogue: CatalogueGame,
  seed: number,
  weights: Readonly<Record<string, number>>,
): Record<string, ReturnType<typeof randomBot>> {
  return Object.fromEntries(catalogue.game.sides.map((side, i) => [side, randomBot({ seed: seed * 10 + i, weights })]));
}

/**
 * Plays one game of `setup` with `bots` (to its end or `maxActions`), then walks the
 * states `apply` gives along its actions: `visit` sees each state an action was taken
 * from; the last state is returned.
 */
export function walkRandomPlay(
  catalogue: CatalogueGame,
  setup: Readonly<Record<string, unknown>>,
  bots: Readonly<Record<string, ReturnType<typeof randomBot>>>,
  visit: (state: GameStateBase) => void,
  maxActions = 10_000,
): GameStateBase {
  const game = catalogue.game;
  const start = catalogue.create(setup);
  let state = game.replay(start, []).state;
  for (const action of playOut(game, start, bots as never, { maxActions }).actions) {
    visit(state);
    state = game.apply(state, action).state;
  }
  return state;
}
