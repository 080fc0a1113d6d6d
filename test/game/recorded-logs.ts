/** The benchmark's recorded logs (bench/fixtures/games.json) and the five games they play, for tests that walk them. */
import { readFileSync } from 'node:fs';
import { cartwheelGame } from '../../src/cartwheel/index.js';
import { firepowerBattle } from '../../src/firepower/index.js';
import type { AnyGame, GameStateBase } from '../../src/game/index.js';
import { shoestringGame } from '../../src/shoestring/index.js';
import { sopacGame } from '../../src/sopac/index.js';
import { warAtSeaGame } from '../../src/war-at-sea/index.js';

/** A start state and legal actions for each game (MADE-UP units), by the game's bench name. */
export const LOGS = JSON.parse(
  readFileSync(new URL('../../bench/fixtures/games.json', import.meta.url), 'utf8'),
) as Record<string, { readonly initial: GameStateBase; readonly actions: readonly unknown[] }>;

/** The game of each recorded log. */
export const GAMES: Record<string, AnyGame> = {
  firepower: firepowerBattle as unknown as AnyGame,
  shoestring: shoestringGame as unknown as AnyGame,
  cartwheel: cartwheelGame as unknown as AnyGame,
  'war-at-sea': warAtSeaGame as unknown as AnyGame,
  sopac: sopacGame as unknown as AnyGame,
};
