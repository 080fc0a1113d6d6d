/**
 * Shared check of a game's views (the Firepower and SOPAC views are object literals written
 * in the schema's order; the Cartwheel and Shoestring ones the state's rest, changed in
 * place): on every state of a few random games, each side's view has the state's own keys
 * in the state's order, less the dice, so its JSON reads as the state's does; and making
 * it leaves the state as it was.
 */
import { expect } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import type { GameStateBase } from '../../src/index.js';
import { exampleSetup, randomBots, walkRandomPlay } from './random-play.js';

/** Plays `seeds` random games of `examples/<dir>/setup.json`; returns how many views were checked. */
export function expectViewsInStateOrder(
  catalogue: CatalogueGame,
  dir: string,
  weights: Readonly<Record<string, number>>,
  seeds = 2,
): number {
  const setup = exampleSetup(dir);
  let checked = 0;
  const inOrder = (state: GameStateBase) => {
    const before = JSON.stringify(state);
    const keys = Object.keys(state).filter((key) => key !== 'dice');
    for (const side of catalogue.game.sides) {
      expect(Object.keys(catalogue.game.viewFor(state, side) as object)).toEqual(keys);
      checked++;
    }
    expect(JSON.stringify(state)).toBe(before);
  };
  for (let seed = 1; seed <= seeds; seed++) {
    walkRandomPlay(catalogue, setup, randomBots(catalogue, seed, weights), inOrder);
  }
  return checked;
}
