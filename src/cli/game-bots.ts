import type { GameCatalogue } from '../game/catalogue-game.js';
import type { GameActionBase, GameStateBase } from '../game/game.js';
import type { Bot } from '../play/bot.js';
import { doctrineBot } from '../play/doctrine-bot.js';
import { randomBot } from '../play/random-bot.js';
import { searchBot } from '../play/search-bot.js';
import { UsageError } from './args.js';

/** The bots the command offers. */
export const BOT_KINDS = ['random', 'doctrine', 'search'] as const;

/** A doctrine that wants every action alike: search plays random rollouts with it where a rule set has no doctrine. */
const flat = (turn: { readonly legal: readonly unknown[] }): number[] => turn.legal.map(() => 0);

/** A seed from `--seed` (default 1), a 32-bit whole number. */
export function botSeed(value: string | undefined): number {
  if (value === undefined) return 1;
  const seed = Number(value);
  if (!/^-?\d+$/.test(value) || (seed | 0) !== seed)
    throw new UsageError(`--seed must be a 32-bit whole number; got ${value}`);
  return seed;
}

/** The bot named `kind` for the catalogue's game, seeded. */
export function cliBot(catalogue: GameCatalogue, kind: string, seed: number): Bot {
  const game = catalogue.game.game;
  const doctrine = catalogue.game.doctrine;
  switch (kind) {
    case 'random':
      // Passes a fifth as often as anything else, and never concedes: so games move on.
      return randomBot({ seed, passWeight: 0.2, weights: { concede: 0 } });
    case 'doctrine':
      if (doctrine === undefined) {
        throw new UsageError(`${catalogue.name} has no doctrine yet: use --bot random or search`);
      }
      return doctrineBot({ doctrine: doctrine as never, seed });
    case 'search':
      return searchBot({ game, doctrine: (doctrine ?? flat) as never, seed }) as Bot;
    default:
      throw new UsageError(`unknown bot "${kind}"; bots: ${BOT_KINDS.join(', ')}`);
  }
}

/**
 * The action `bot` picks for `side` now, from that side's view, pending list and legal
 * actions (no events: a one-off call has none to send); a usage error when it has none.
 */
export function botMove(catalogue: GameCatalogue, state: GameStateBase, side: string, bot: Bot): GameActionBase {
  const game = catalogue.game.game;
  const legal = game.legalActions(state, side);
  if (legal.length === 0) throw new UsageError(`${side} has no legal action now`);
  return bot.choose({
    side,
    view: game.viewFor(state, side),
    pending: game.pending(state, side),
    legal,
    events: [],
    sample: (seed) => game.resample(state, side, seed),
  });
}
