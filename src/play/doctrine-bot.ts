import type { GameActionBase, GameStateBase } from '../game/game.js';
import type { Bot, BotTurn } from './bot.js';
import { botOptionError, botOptions, botStream, someLegal } from './bot-stream.js';
import { readOnlyWith } from './read-only-bot.js';

/**
 * A rule set's doctrine: how much a player following it wants each of `turn.legal` now
 * (one number each, in order; the higher the better), judged from the bot's turn alone
 * (view, pending, events). Each rule set exports its own (e.g. `warAtSeaDoctrine`); its
 * page describes it.
 */
export type Doctrine<
  S extends GameStateBase = GameStateBase,
  A extends GameActionBase = GameActionBase,
  Side extends string = string,
  V = unknown,
> = (turn: BotTurn<S, A, Side, V>) => readonly number[];

/** Options of {@link doctrineBot}. */
export interface DoctrineBotOptions<S extends GameStateBase, A extends GameActionBase, Side extends string, V> {
  /** The rule set's doctrine, e.g. `warAtSeaDoctrine`. */
  readonly doctrine: Doctrine<S, A, Side, V>;
  /** Seed of the bot's own stream, which breaks ties between equally wanted actions. */
  readonly seed: number;
}

/**
 * A bot that plays by a rule set's doctrine: it takes the legal action the doctrine wants
 * most, a tie broken at random from its seeded stream. With one legal action it takes it
 * without asking the doctrine.
 *
 * @example
 * ```ts
 * const bot = doctrineBot({ doctrine: (turn) => turn.legal.map((a) => (a.type === 'advance' ? 0 : 1)), seed: 1 });
 * bot.choose({ legal: [{ type: 'advance' }, { type: 'move' }] } as never).type; // 'move'
 * ```
 */
export function doctrineBot<S extends GameStateBase, A extends GameActionBase, Side extends string, V>(
  options: DoctrineBotOptions<S, A, Side, V>,
): Bot<S, A, Side, V> {
  botOptions(options, 'doctrineBot');
  if (typeof options.doctrine !== 'function') {
    throw botOptionError(
      'doctrineBot',
      ['doctrine'],
      'a function (turn) => one number for each legal action',
      options.doctrine,
    );
  }
  const stream = botStream(options.seed, 'doctrineBot');
  const { doctrine } = options;
  const bot: Bot<S, A, Side, V> = {
    name: 'doctrine',
    readsEvents: false,
    choose: (turn) => {
      const legal = someLegal(turn.legal, 'doctrineBot');
      // One choice needs no judging: the doctrine is not asked, and the stream draws nothing
      // (it draws nothing for a tie of one either), so the games are those it would play.
      if (legal.length === 1) return legal[0] as A;
      const wants = doctrine(turn);
      let best = Number.NEGATIVE_INFINITY;
      let top: A[] = [];
      for (const [index, action] of legal.entries()) {
        const value = wants[index] ?? Number.NEGATIVE_INFINITY;
        const want = Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
        if (want > best) {
          best = want;
          top = [action];
        } else if (want === best) top.push(action);
      }
      if (top.length === 0) top = [...legal];
      return top[stream.int(top.length) - 1] as A;
    },
  };
  // With one of the library's doctrines, it reads its turn of that doctrine's game only while choosing.
  return readOnlyWith(bot, doctrine);
}
