import type { GameStateBase } from './game.js';

/**
 * The state as a game's `hide` made it, without the dice: a view never carries the dice
 * state. Internal.
 *
 * @example
 * ```ts
 * withoutDice({ turn: 1, dice: createDice(1).state() }); // { turn: 1 }
 * ```
 */
export function withoutDice<V>(view: V | GameStateBase): V {
  if (view === null || typeof view !== 'object' || !Object.hasOwn(view, 'dice')) return view as V;
  const { dice: _dice, ...rest } = view as GameStateBase & Record<string, unknown>;
  return rest as V;
}
