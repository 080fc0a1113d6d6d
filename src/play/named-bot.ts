import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { CatalogueGame } from '../game/catalogue-game.js';
import type { Bot } from './bot.js';
import { doctrineBot } from './doctrine-bot.js';
import { randomBot } from './random-bot.js';
import { searchBot } from './search-bot.js';

/** The bots a name stands for, in the command line and in simulations. */
export const BOT_NAMES = Object.freeze(['random', 'doctrine', 'search'] as const);

/** A bot's name: `random`, `doctrine` or `search`. */
export type BotName = (typeof BOT_NAMES)[number];

/** A doctrine that wants every action alike: search plays random rollouts with it where a rule set has no doctrine. */
const flat = (turn: { readonly legal: readonly unknown[] }): number[] => turn.legal.map(() => 0);

/**
 * The bot a name stands for, for a catalogue's game, seeded: `random` (passes a fifth as
 * often as anything else and never concedes, so games move on), `doctrine` (the rule set's
 * doctrine) or `search` (determinized search over the doctrine, or over random playouts
 * where the rule set has no doctrine).
 *
 * @example
 * ```ts
 * import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';
 * namedBot(warAtSeaCatalogue.game, 'doctrine', 1).name; // 'doctrine'
 * ```
 */
export function namedBot(game: CatalogueGame, name: BotName, seed: number): Bot {
  if (game === null || typeof game !== 'object' || typeof game.game !== 'object' || game.game === null) {
    throw new RulesError(
      `namedBot: game must be a catalogue's game (such as warAtSeaCatalogue.game); got ${formatValue(game)}`,
      {
        code: 'INVALID_INPUT',
        rule: 'bots',
        path: ['game'],
      },
    );
  }
  switch (name) {
    case 'random':
      return randomBot({ seed, passWeight: 0.2, weights: { concede: 0 } });
    case 'doctrine':
      if (game.doctrine === undefined) {
        throw new RulesError(`${game.name} has no doctrine yet: use the random or search bot`, {
          code: 'INVALID_INPUT',
          rule: 'bots',
          path: ['bots'],
        });
      }
      return doctrineBot({ doctrine: game.doctrine as never, seed });
    case 'search':
      return searchBot({ game: game.game, doctrine: (game.doctrine ?? flat) as never, seed }) as Bot;
    default:
      throw new RulesError(`unknown bot ${formatValue(name)}; bots: ${BOT_NAMES.join(', ')}`, {
        code: 'INVALID_INPUT',
        rule: 'bots',
        path: ['bots'],
      });
  }
}
