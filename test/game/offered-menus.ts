/**
 * Shared check of a game's `candidates` hook that builds only the menus of the offered
 * types: on every state of a few random games, each side's legal actions are those of the
 * whole menu (every type built) that are offered and pass `check`, in the same order.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { gameParts } from '../../src/game/game-parts.js';
import { playOut, randomBot } from '../../src/index.js';

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
  const setup = JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
  const game = catalogue.game;
  const definition = gameParts(game)?.definition as unknown as Parts;
  const all = new Set(every);
  let compared = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const start = catalogue.create({ ...setup, seed });
    const bots = Object.fromEntries(game.sides.map((side, i) => [side, randomBot({ seed: seed * 10 + i, weights })]));
    let state = game.replay(start, []).state;
    for (const action of playOut(game, start, bots as never, { maxActions: 2_000 }).actions) {
      for (const side of game.sides) {
        const offered = new Set(definition.pending(state).flatMap((p) => (p.side === side ? p.actions : [])));
        const whole = definition
          .candidates(definition.hide(state, side), side, all)
          .filter((c) => offered.has(c.type) && game.check(state as never, c as never).legal);
        const listed = game.legalActions(state, side);
        expect(JSON.stringify(listed)).toBe(JSON.stringify(whole));
        compared += listed.length;
      }
      state = game.apply(state, action).state;
    }
  }
  expect(compared).toBeGreaterThan(100);
}
