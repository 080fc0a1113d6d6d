/**
 * Shared check of a game's `refuseAll` hook (many candidates weighed on one state at once):
 * on every state of a few random games, it answers exactly as `refuse` does, action by
 * action, for the whole menu of every type and for any further actions a test adds.
 */
import { expect } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { gameParts } from '../../src/game/game-parts.js';
import type { GameStateBase } from '../../src/index.js';
import { exampleSetup, randomBots, walkRandomPlay } from './random-play.js';

type Parts = {
  refuse: (state: unknown, action: unknown) => unknown;
  refuseAll: (state: unknown, actions: readonly unknown[]) => unknown[];
  hide: (state: unknown, side: string) => unknown;
  candidates: (view: unknown, side: string, offered: ReadonlySet<string>) => unknown[];
};

/**
 * Plays `seeds` random games of `examples/<dir>/setup.json`; `every` holds every type the
 * game's menus build; `more` adds actions of a side's own to weigh (refused ones too).
 * Returns how many actions were weighed.
 */
export function expectRefuseAllAlike(
  catalogue: CatalogueGame,
  dir: string,
  weights: Readonly<Record<string, number>>,
  every: readonly string[],
  more: (state: GameStateBase, side: string) => readonly unknown[] = () => [],
  seeds = 3,
): number {
  const setup = exampleSetup(dir);
  const definition = gameParts(catalogue.game)?.definition as unknown as Parts;
  const all = new Set(every);
  let weighed = 0;
  const alike = (state: GameStateBase) => {
    for (const side of catalogue.game.sides) {
      const actions = [...definition.candidates(definition.hide(state, side), side, all), ...more(state, side)];
      expect(definition.refuseAll(state, actions)).toEqual(actions.map((c) => definition.refuse(state, c)));
      weighed += actions.length;
    }
  };
  for (let seed = 1; seed <= seeds; seed++) {
    walkRandomPlay(catalogue, { ...setup, seed }, randomBots(catalogue, seed, weights), alike, 2_000);
  }
  return weighed;
}
