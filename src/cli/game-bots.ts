import type { GameCatalogue } from '../game/catalogue-game.js';
import type { GameActionBase, GameStateBase } from '../game/game.js';
import type { Bot } from '../play/bot.js';
import { BOT_NAMES, type BotName, namedBot } from '../play/named-bot.js';
import { UsageError } from './args.js';

/** The bots the command offers. */
export const BOT_KINDS = BOT_NAMES;

/** A seed from `--seed` (default 1), a 32-bit whole number. */
export function botSeed(value: string | undefined): number {
  if (value === undefined) return 1;
  const seed = Number(value);
  if (!/^-?\d+$/.test(value) || (seed | 0) !== seed)
    throw new UsageError(`--seed must be a 32-bit whole number; got ${value}`);
  return seed;
}

/** The bot named `kind` for the catalogue's game, seeded; a usage error for a name it does not know. */
export function cliBot(catalogue: GameCatalogue, kind: string, seed: number): Bot {
  if (!(BOT_NAMES as readonly string[]).includes(kind)) {
    throw new UsageError(`unknown bot "${kind}"; bots: ${BOT_NAMES.join(', ')}`);
  }
  if (kind === 'doctrine' && catalogue.game.doctrine === undefined) {
    throw new UsageError(`${catalogue.name} has no doctrine yet: use --bot random or search`);
  }
  return namedBot(catalogue.game, kind as BotName, seed);
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
