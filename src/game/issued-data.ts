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

/** The game that made `value` (a view or an action it returned), or undefined. Internal. */
export function issuedBy(value: unknown): object | undefined {
  return value !== null && typeof value === 'object' ? ISSUED.get(value) : undefined;
}
