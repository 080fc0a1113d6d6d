import type { GameActionBase } from '../game/game.js';
import type { Bot } from './bot.js';
import { botOptionError, botOptions, botStream, someLegal } from './bot-stream.js';
import { readOnlyBot } from './read-only-bot.js';

/** The action types that only hand play on (a pass): `randomBot` weighs them with `passWeight`. */
export const PASS_ACTIONS: readonly string[] = Object.freeze(['advance', 'end-turn', 'end-segment']);

/** Options of {@link randomBot}. */
export interface RandomBotOptions {
  /** Seed of the bot's own random stream (a 32-bit whole number). */
  readonly seed: number;
  /** Weight of a pass (`advance`, `end-turn`, `end-segment`) against 1 for any other action; below 1 makes games move on. Default 1. */
  readonly passWeight?: number;
  /** Weight of each action type, e.g. `{ concede: 0 }`; a type not named weighs 1 (`passWeight` for a pass). */
  readonly weights?: Readonly<Record<string, number>>;
}

function weight(value: unknown, path: readonly string[]): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1_000_000) {
    throw botOptionError('randomBot', path, 'a number from 0 to 1,000,000', value);
  }
  return value;
}

/**
 * A bot that picks among the legal actions at random, in proportion to each one's weight
 * (1, or `passWeight` for a pass, or its type's entry in `weights`), from its own seeded
 * stream: the same seed and the same turns give the same choices.
 *
 * @example
 * ```ts
 * const bot = randomBot({ seed: 1, passWeight: 0.2 });
 * bot.choose({ legal: [{ type: 'advance' }] } as never); // { type: 'advance' }
 * ```
 */
export function randomBot(options: RandomBotOptions): Bot {
  botOptions(options, 'randomBot');
  const stream = botStream(options.seed, 'randomBot');
  const pass = weight(options.passWeight ?? 1, ['passWeight']);
  const byType = new Map<string, number>();
  if (options.weights !== undefined) {
    if (options.weights === null || typeof options.weights !== 'object') {
      throw botOptionError('randomBot', ['weights'], 'an object of weights by action type', options.weights);
    }
    for (const [type, value] of Object.entries(options.weights)) byType.set(type, weight(value, ['weights', type]));
  }
  const weightOf = (action: GameActionBase): number =>
    byType.get(action.type) ?? (PASS_ACTIONS.includes(action.type) ? pass : 1);
  // It reads only the legal actions, in any game.
  return readOnlyBot(
    {
      name: 'random',
      readsEvents: false,
      choose: (turn) => {
        const legal = someLegal(turn.legal, 'randomBot');
        return legal[stream.pick(legal.map(weightOf))] as GameActionBase;
      },
    },
    null,
  );
}
