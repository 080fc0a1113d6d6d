import type { GameActionBase, GameEvent, GameStateBase, Pending } from '../game/game.js';

/**
 * What a bot is shown when asked to act: what its player may see and do, never the state.
 * `sample` re-deals what the player cannot see (the game's `resample`): each call a whole
 * state the player cannot tell from the real one, for bots that search.
 */
export interface BotTurn<
  S extends GameStateBase = GameStateBase,
  A extends GameActionBase = GameActionBase,
  Side extends string = string,
  V = unknown,
> {
  /** The side the bot plays. */
  readonly side: Side;
  /** The side's view of the game (`viewFor`). */
  readonly view: V;
  /** What the game waits for, as the side may know it (`pending(state, side)`). */
  readonly pending: readonly Pending<Side>[];
  /** The actions the side may take now (`legalActions`); never empty when a bot is asked. */
  readonly legal: readonly A[];
  /** The events the side was sent since it last acted (`eventsFor`), oldest first. */
  readonly events: readonly GameEvent[];
  /** A state the side cannot tell from the real one, re-dealt from `seed` (`resample`). */
  readonly sample: (seed: number) => S;
}

/**
 * A computer player: given what its side sees, it picks one of the legal actions. Bots are
 * seeded and keep their own random stream, so the same calls give the same choices.
 */
export interface Bot<
  S extends GameStateBase = GameStateBase,
  A extends GameActionBase = GameActionBase,
  Side extends string = string,
  V = unknown,
> {
  /** Its name, e.g. `'random'`. */
  readonly name: string;
  /** False when `choose` never reads `turn.events`: a play loop then keeps none for it (reading them is a RulesError). Default true. */
  readonly readsEvents?: boolean;
  /** One of `turn.legal`. */
  choose(turn: BotTurn<S, A, Side, V>): A;
}
