/**
 * Shared check of a game's `candidates` hook that builds only the menus of the offered
 * types: on every state of a few random games, each side's legal actions are those of the
 * whole menu (every type built) that are offered and pass `check`, in the same order.
 */
import { expect } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { gameParts } from '../../src/game/game-parts.js';
import type { GameStateBase } from '../../src/index.js';
import { exampleSetup, randomBots, walkRandomPlay } from './random-play.js';

type Parts = {
  hide: (state: unknown, side: string) => unknown;
  candidates: (view: unknown, side: string, offered: ReadonlySet<string>) => { type: string }[];
  pending: (state: unknown) => { side: string; actions: string[] }[];
};

/** Plays `seeds` random games of `examples/<dir>/setup.json`; `every` holds every type the game's menus build. */
export function expectOfferedMenusWhole(
  catalogue: CatalogueGame,
  dir: string,
  weights: Readonly<Record<string, number>>,
  every: readonly string[],
  seeds = 3,
): void {
  const setup = exampleSetup(dir);
  const game = catalogue.game;
  const definition = gameParts(game)?.definition as unknown as Parts;
  const all = new Set(every);
  let compared = 0;
  const whole = (state: GameStateBase) => {
    for (const side of game.sides) {
      const offered = new Set(definition.pending(state).flatMap((p) => (p.side === side ? p.actions : [])));
      const menu = definition
        .candidates(definition.hide(state, side), side, all)
        .filter((c) => offered.has(c.type) && game.check(state as never, c as never).legal);
      const listed = game.legalActions(state, side);
      expect(JSON.stringify(listed)).toBe(JSON.stringify(menu));
      compared += listed.length;
    }
  };
  for (let seed = 1; seed <= seeds; seed++) {
    walkRandomPlay(catalogue, { ...setup, seed }, randomBots(catalogue, seed, weights), whole, 2_000);
  }
  expect(compared).toBeGreaterThan(100);
}
