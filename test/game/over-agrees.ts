/** Shared check of a game's `over` hook: on every state of a few random games it says what `outcome(state).over` says. */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { gameParts } from '../../src/game/game-parts.js';
import { playOut, randomBot } from '../../src/index.js';

/** Plays `seeds` random games of the docs set-up `examples/<dir>/setup.json` and checks the hook at every state. */
export function expectOverAgrees(
  catalogue: CatalogueGame,
  dir: string,
  weights: Readonly<Record<string, number>>,
  seeds = 4,
): void {
  const setup = JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
  const game = catalogue.game;
  const over = gameParts(game)?.definition.over;
  expect(over).toBeTypeOf('function');
  let ended = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const start = catalogue.create({ ...setup, seed });
    const bots = Object.fromEntries(game.sides.map((side, i) => [side, randomBot({ seed: seed * 10 + i, weights })]));
    const played = playOut(game, start, bots as never, { maxActions: 20_000 });
    let state = game.replay(start, []).state;
    for (const action of played.actions) {
      expect(over?.(state)).toBe(game.outcome(state).over);
      state = game.apply(state, action).state;
    }
    expect(over?.(state)).toBe(game.outcome(state).over);
    if (game.outcome(state).over) ended++;
  }
  // The games reach their end, so the hook is seen saying true as well as false.
  expect(ended).toBe(seeds);
}
