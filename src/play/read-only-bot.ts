import { doctrineGame } from '../game/library-doctrine.js';
import { baseGame } from '../game/scored-base.js';

/** The bots the library made that read their turn only while choosing, each with the game it may be lent data of (null: any). */
const READ_ONLY = new WeakMap<object, object | null>();

/**
 * Records `bot` as read-only in `game` (null: in any game): the library made it, it reads
 * its turn only while choosing, changes nothing it is shown, keeps nothing of it and hands
 * it to no code but the library's. A play loop of that game then lends it the working
 * data (the legal actions and the view as the step worked them out) instead of frozen
 * copies. Returns the bot, frozen: its `choose` cannot be swapped for code that would be
 * lent the data. Internal.
 *
 * @example
 * ```ts
 * const bot = readOnlyBot({ name: 'first', choose: (turn) => turn.legal[0] }, null);
 * readsOnly(bot, warAtSeaGame); // true
 * ```
 */
export function readOnlyBot<B extends object>(bot: B, game: object | null): B {
  READ_ONLY.set(Object.freeze(bot), game);
  return bot;
}

/**
 * `bot`, recorded read-only in the game `doctrine` judges when the doctrine is one of the
 * library's (see `libraryDoctrine`); else `bot` as it is: how a doctrine or search bot
 * marks itself. Internal.
 */
export function readOnlyWith<B extends object>(bot: B, doctrine: unknown): B {
  const judged = doctrineGame(doctrine);
  return judged === undefined ? bot : readOnlyBot(bot, judged);
}

/** True when `bot` was recorded by {@link readOnlyBot} for `game`, for the game `game` scores another way (withScoring), or for any game. Internal. */
export function readsOnly(bot: unknown, game: object): boolean {
  if (typeof bot !== 'object' || bot === null || !READ_ONLY.has(bot)) return false;
  const own = READ_ONLY.get(bot);
  return own === null || own === game || own === baseGame(game);
}
