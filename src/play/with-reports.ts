import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { GameActionBase, GameStateBase } from '../game/game.js';
import type { BotTurn } from './bot.js';
import type { PlayerBot } from './play-out.js';

/**
 * What the app reports on a bot's turn: an action the bots never choose because it is a
 * fact of the base game (`score-points`, `report-damage`, …), or undefined to let the bot
 * play. It reads the same turn the bot does (view, pending, events), never the state.
 */
export type Report<S extends GameStateBase, A extends GameActionBase, Side extends string, V> = (
  turn: BotTurn<S, A, Side, V>,
) => GameActionBase | undefined;

/**
 * A bot that plays the app's reports before its own moves: on each turn `report` may give
 * an action of the base game (the game's `apply` checks it like any other), else `bot`
 * chooses among the legal actions as usual. This is how a study plays a variant whose base
 * game awards points the library cannot: the app (or a stand-in for it, as the docs' win
 * rates do) reports them, and the bots never invent them.
 *
 * @example
 * ```ts
 * import { doctrineBot, withReports } from 'naval-rules';
 * import { sopacDoctrine } from 'naval-rules/sopac';
 * let reported = 0;
 * const bot = withReports(doctrineBot({ doctrine: sopacDoctrine, seed: 1 }), (turn) => {
 *   const view = turn.view as { turn: number };
 *   if (view.turn === reported || !turn.pending.some((p) => p.actions.includes('score-points'))) return undefined;
 *   reported = view.turn;
 *   return { type: 'score-points', side: turn.side, points: 3, reason: 'MADE-UP base-game points' } as never;
 * });
 * ```
 */
export function withReports<S extends GameStateBase, A extends GameActionBase, Side extends string, V>(
  bot: PlayerBot<S, A, Side, V>,
  report: Report<S, A, Side, V>,
): PlayerBot<S, A, Side, V> {
  if (bot === null || typeof bot !== 'object' || typeof bot.choose !== 'function') {
    throw new RulesError(`withReports: bot must be a bot ({ name, choose }); got ${formatValue(bot)}`, {
      code: 'INVALID_INPUT',
      rule: 'bots',
      path: ['bot'],
    });
  }
  if (typeof report !== 'function') {
    throw new RulesError(`withReports: report must be a function of a turn; got ${formatValue(report)}`, {
      code: 'INVALID_INPUT',
      rule: 'bots',
      path: ['report'],
    });
  }
  return Object.freeze({
    name: `${bot.name}+reports`,
    choose: (turn: BotTurn<S, A, Side, V>) => report(turn) ?? bot.choose(turn),
  });
}
