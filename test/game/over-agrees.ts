/** Shared check of a game's `over` hook: on every state of a few random games it says what `outcome(state).over` says. */
import { expect } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { gameParts } from '../../src/game/game-parts.js';
import type { GameStateBase } from '../../src/index.js';
import { exampleSetup, randomBots, walkRandomPlay } from './random-play.js';

/** Plays `seeds` random games of the docs set-up `examples/<dir>/setup.json` and checks the hook at every state. */
export function expectOverAgrees(
  catalogue: CatalogueGame,
  dir: string,
  weights: Readonly<Record<string, number>>,
  seeds = 4,
): void {
  const setup = exampleSetup(dir);
  const game = catalogue.game;
  const over = gameParts(game)?.definition.over;
  expect(over).toBeTypeOf('function');
  let ended = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const agrees = (state: GameStateBase) => expect(over?.(state)).toBe(game.outcome(state).over);
    const last = walkRandomPlay(catalogue, { ...setup, seed }, randomBots(catalogue, seed, weights), agrees, 20_000);
    agrees(last);
    if (game.outcome(last).over) ended++;
  }
  // The games reach their end, so the hook is seen saying true as well as false.
  expect(ended).toBe(seeds);
}
