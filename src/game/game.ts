import type * as z from 'zod';
import type { Resolution } from '../core/resolution.js';
import type { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import type { DiceState } from '../dice/dice-state.js';

/** What every game state holds, whatever the rule set: the seeded dice's saved state. */
export interface GameStateBase {
  /** The seeded dice as they stand; the next die of the game is drawn from here. */
  readonly dice: DiceState;
}

/** What every action holds: its kind, the discriminant of the rule set's action union. */
export interface GameActionBase {
  /** The kind of action, e.g. `'fire-gunnery'`. */
  readonly type: string;
}

/** One thing that happened while an action was applied, as data. */
export interface GameEvent {
  /** What happened, e.g. `'gunnery'`, `'control-lost'`, `'victory'`. */
  readonly type: string;
  /** The rule or matrix that made it happen. */
  readonly rule: string;
  /** The facts of the event (names, values), as plain JSON. */
  readonly data: Readonly<Record<string, unknown>>;
  /** The die resolution behind it, when dice were thrown. */
  readonly resolution?: Resolution<unknown>;
}

/** Why the rules refuse an action now: the rule, the reason and the action field at fault. */
export interface Refusal {
  /** The rule that forbids it, e.g. `'Game Sequence'`. */
  readonly rule: string;
  /** Why, in plain words. */
  readonly reason: string;
  /** The action field at fault, e.g. `['target']`; empty for the action as a whole. */
  readonly path?: readonly (string | number)[];
}

/** What `apply` returns: the new state and what happened. */
export interface Applied<S> {
  /** The state after the action (a new object; the given state is unchanged). */
  readonly state: S;
  /** The events of the action, in order. */
  readonly events: readonly GameEvent[];
}

/** What `check` returns: whether the action may be applied now, and if not, the error `apply` would throw. */
export type Checked = { readonly legal: true } | { readonly legal: false; readonly error: RulesError };

/** What `replay` returns: the final state and each action's events. */
export interface Replayed<S> {
  /** The state after the last action. */
  readonly state: S;
  /** The events of each action, one list per action, in order. */
  readonly events: readonly (readonly GameEvent[])[];
}

/**
 * A rule set's game, as {@link defineGame} builds it: every rule set's game looks alike
 * to an app. States and actions are plain JSON; `apply` is pure.
 */
export interface Game<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput = A> {
  /** The game's name, e.g. `'firepower'`. */
  readonly name: string;
  /** The sides that play it. */
  readonly sides: readonly Side[];
  /** The zod schema of a state. */
  readonly stateSchema: z.ZodType<S, unknown>;
  /** The zod schema of an action (a discriminated union on `type`). */
  readonly actionSchema: z.ZodType<A, AInput>;
  /** Applies one action: the new state and the events, or a RulesError (`ILLEGAL_ACTION` when the rules refuse it now). */
  apply(state: S, action: AInput): Applied<S>;
  /** Whether `apply` would accept the action now, without throwing. */
  check(state: S, action: AInput): Checked;
  /** Applies the actions in order from `initial`: the same list always gives the same state. */
  replay(initial: S, actions: readonly AInput[]): Replayed<S>;
  /** The state as `side` may see it: what the rules keep from that side is removed. */
  viewFor(state: S, side: Side): S;
}

/** What a rule set writes to get a {@link Game}. Its functions work on validated data. */
export interface GameDefinition<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput = A> {
  /** The game's name. */
  readonly name: string;
  /** The rule cited when a state or action is not valid. */
  readonly rule: string;
  /** The sides. */
  readonly sides: readonly Side[];
  /** The state schema (strict, plain JSON). */
  readonly stateSchema: z.ZodType<S, unknown>;
  /** The action schema. */
  readonly actionSchema: z.ZodType<A, AInput>;
  /** Why the action is refused now, or null when the rules allow it. Throws no error. */
  refuse(state: S, action: A): Refusal | null;
  /** Carries out an allowed action on a private copy of the state (it may change the copy) with the game's dice. */
  perform(state: S, action: A, dice: Dice): GameEvent[];
  /** Removes from a private copy of the state what `side` may not see. */
  hide(state: S, side: Side): S;
}
