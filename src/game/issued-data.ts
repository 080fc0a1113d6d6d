import { freezeNew, freezePlain } from '../core/plain-copy.js';

/** Views and actions a game made, deep-frozen, each with the game that made it. */
const ISSUED = new WeakMap<object, object>();

/**
 * Deep-freezes a view or an action that `game` made from a valid state and
 * records it (`frozenDeep`: its frozen parts are known to be frozen all the way down, and
 * are not walked again): frozen, it cannot change, so a reader of that game's data (a doctrine) may
 * take it without a second parse. Internal.
 *
 * @example
 * ```ts
 * const view = issueData({ turn: 1 }, warAtSeaGame);
 * issuedBy(view) === warAtSeaGame; // true
 * ```
 */
export function issueData<T>(value: T, game: object, frozenDeep = false): T {
  // frozenDeep: its frozen parts are frozen all the way down, so only the rest is walked.
  if (value !== null && typeof value === 'object') ISSUED.set(frozenDeep ? freezeNew(value) : freezePlain(value), game);
  return value;
}

/** Each game's check of whether an action is one it listed lately (see defineGame). */
const LISTED = new WeakMap<object, (action: unknown) => boolean>();

/** Records `game`'s check of the actions it listed lately. Internal. */
export function registerListed(game: object, listed: (action: unknown) => boolean): void {
  LISTED.set(game, listed);
}

/**
 * True when `action` is one `game` listed lately (`legalActions`), or a list of actions
 * exactly as it gave one: frozen, the game's own, so it is taken without a second parse.
 * Internal.
 *
 * @example
 * ```ts
 * listedBy(warAtSeaGame, warAtSeaGame.legalActions(state, 'Allies')[0]); // true
 * ```
 */
export function listedBy(game: object, action: unknown): boolean {
  return issuedBy(action) === game || (LISTED.get(game)?.(action) ?? false);
}

/** The game that made `value` (a view or an action it returned), or undefined. Internal. */
export function issuedBy(value: unknown): object | undefined {
  return value !== null && typeof value === 'object' ? ISSUED.get(value) : undefined;
}
