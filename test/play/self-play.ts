/** Shared helpers of the self-play tests: bots by name, one game played, win-rate intervals. */
import { expect } from 'vitest';
import {
  type AnyGame,
  type Bot,
  type Doctrine,
  doctrineBot,
  type GameStateBase,
  type PlayedOut,
  playOut,
  randomBot,
  searchBot,
} from '../../src/index.js';
import { wilsonInterval } from '../../src/simulate/index.js';

export type BotKind = 'random' | 'doctrine' | 'search';

/** A bot of the kind, seeded; random bots pass one time in five as often as they do anything else. */
export function makeBot(kind: BotKind, game: AnyGame, doctrine: Doctrine, seed: number): Bot {
  if (kind === 'random') return randomBot({ seed, passWeight: 0.2, weights: { concede: 0 } });
  if (kind === 'doctrine') return doctrineBot({ doctrine, seed });
  return searchBot({ game, doctrine, seed });
}

/** One game from `start` with the two bots; checks that it ended by its own rules and replays to its final state and events. */
export function selfPlay(
  game: AnyGame,
  start: GameStateBase,
  bots: readonly [Bot, Bot],
  maxActions: number,
): PlayedOut<GameStateBase, unknown, string> {
  const [a, b] = game.sides as [string, string];
  const played = playOut(game, start, { [a]: bots[0], [b]: bots[1] }, { maxActions });
  expect(played.bounded, 'the game reached the action bound').toBe(false);
  expect(played.stuck, 'nobody could act in a game not over').toBe(false);
  expect(played.outcome.over).toBe(true);
  const replayed = game.replay(start, played.actions);
  expect(replayed.state).toEqual(played.state);
  expect(replayed.events).toEqual(played.events);
  return played;
}

/** "46 of 50 (92.0 %, 95 % CI 81.2–96.8 %)". */
export function rate(wins: number, n: number): string {
  const { low, high } = wilsonInterval(wins, n);
  const pct = (x: number) => (100 * x).toFixed(1);
  return `${wins} of ${n} (${pct(wins / n)} %, 95 % CI ${pct(low)}–${pct(high)} %)`;
}
