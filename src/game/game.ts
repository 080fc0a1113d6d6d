import type * as z from 'zod';
import type { Resolution } from '../core/resolution.js';
import type { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import type { DiceState } from '../dice/dice-state.js';

/** What every game state holds, whatever the rule set: the seeded dice's saved state. */
export interface GameStateBase {
  /** The seeded dice as they stand; the next die of the game is drawn from here. Never in a view. */
  readonly dice: DiceState;
}

/** A state as a player sees it by default: the whole state but the dice, from which every coming roll follows. */
export type GameView<S extends GameStateBase> = Omit<S, 'dice'>;

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
  /** The only sides that may be sent it, when the rules keep it from the others (a secret choice, a hidden model's move). */
  readonly visibleTo?: readonly string[];
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

/** One thing the game waits for: who must (or may) act now, with which actions, under which rule. */
export interface Pending<Side extends string = string> {
  /** The side that acts. */
  readonly side: Side;
  /** The action types it may take now to move the game on, e.g. `['test-break-off']`. */
  readonly actions: readonly string[];
  /** The rule that asks for it, e.g. `'Matrix 3'`. */
  readonly rule: string;
  /** What is awaited, in plain words. */
  readonly reason: string;
  /** True when the rules keep this from the other side: only `side` sees it in {@link Game.pending} for a side. */
  readonly secret?: boolean;
}

/** What `apply` returns: the new state and what happened. */
export interface Applied<S> {
  /** The state after the action (a new object; the given state is unchanged). */
  readonly state: S;
  /** The events of the action, in order: the host's full record; send a player `eventsFor(events, side)`. */
  readonly events: readonly GameEvent[];
}

/** What `check` returns: whether the action may be applied now, and if not, the error `apply` would throw. */
export type Checked = { readonly legal: true } | { readonly legal: false; readonly error: RulesError };

/** Where a game stands: whether it is over, who won, and each side's score as the rules count it. */
export interface Outcome<Side extends string = string> {
  /** True once the game has ended by its own rules (a victory, the last turn played, a concession). */
  readonly over: boolean;
  /** The sides that won; empty while the game goes on, and for a drawn game. */
  readonly winners: readonly Side[];
  /** Each side's score as the rules count it (see `scoring`); the higher the better. */
  readonly score: Readonly<Record<Side, number>>;
  /** What the score counts, in words, e.g. `'victory points'`. */
  readonly scoring: string;
  /** Other counts the game keeps beside the score, each side's by name, e.g. `{ 'islands held': { Allies: 1, Axis: 0 } }`; a study sums them up. */
  readonly measures?: Readonly<Record<string, Readonly<Record<Side, number>>>>;
}

/** What `replay` returns: the final state and each action's events. */
export interface Replayed<S> {
  /** The state after the last action. */
  readonly state: S;
  /** The events of each action, one list per action, in order. */
  readonly events: readonly (readonly GameEvent[])[];
}

/**
 * A rule set's game, as {@link defineGame} builds it: every rule set's game looks alike
 * to an app. States and actions are plain JSON; `apply` is pure. The host keeps the state
 * and the action log; each player gets `viewFor`, `eventsFor` and `pending` for its side.
 */
export interface Game<
  S extends GameStateBase,
  A extends GameActionBase,
  Side extends string,
  AInput = A,
  V = GameView<S>,
> {
  /** The game's name, e.g. `'firepower'`. */
  readonly name: string;
  /** The sides that play it. */
  readonly sides: readonly Side[];
  /** The zod schema of a state. */
  readonly stateSchema: z.ZodType<S, unknown>;
  /** The zod schema of an action (a discriminated union on `type`). */
  readonly actionSchema: z.ZodType<A, AInput>;
  /** The zod schema of a side's view (`viewFor`'s result): never a dice state. */
  readonly viewSchema: z.ZodType<V, unknown>;
  /** The rule each action `type` answers to, e.g. `{ 'decide-hikoshidan': '5.2' }`: a malformed action's error names it. */
  readonly actionRules: Readonly<Record<string, string>>;
  /** Applies one action: the new state and the events, or a RulesError (`ILLEGAL_ACTION` when the rules refuse it now). */
  apply(state: S, action: AInput): Applied<S>;
  /** Whether `apply` would accept the action now, without throwing; decided before any die is thrown. */
  check(state: S, action: AInput): Checked;
  /** Applies the actions in order from `initial`: the same list always gives the same state. */
  replay(initial: S, actions: readonly AInput[]): Replayed<S>;
  /** The state as `side` may see it: no dice state, and nothing the rules keep from that side. */
  viewFor(state: S, side: Side): V;
  /** The events `side` may be sent: events it may not see are left out, secret fields of the others removed. */
  eventsFor(events: readonly GameEvent[], side: Side): GameEvent[];
  /** What the game waits for now; for a side, only its own part and what the rules let it know of the others'. */
  pending(state: S, side?: Side): Pending<Side>[];
  /**
   * A state `side` cannot tell from `state`: all it knows kept, what the rules hide from it
   * drawn afresh at random (from `seed`) from what the side knows alone, and the dice
   * re-seeded. Two states that look the same to `side` give the same re-deal for the same
   * seed, so the real secrets cannot be read back from it. A game with no secrets gets new
   * dice only. What each game draws, under which prior, and what it keeps is listed on the
   * docs page on running a game for several players.
   */
  resample(state: S, side: Side, seed: number): S;
  /**
   * The concrete actions `side` may take now, each one `check` accepts, made from what that
   * side may know (its view), in a fixed order. Where an action takes a number from a wide
   * range, the values that matter under the rules are listed (each game's page gives its
   * menus); `check` still accepts any legal value. Empty when the side has nothing to do.
   */
  legalActions(state: S, side: Side): A[];
  /** Whether the game is over, who won and each side's score. */
  outcome(state: S): Outcome<Side>;
}

/** What a rule set writes to get a {@link Game}. Its functions work on validated data. */
export interface GameDefinition<
  S extends GameStateBase,
  A extends GameActionBase,
  Side extends string,
  AInput = A,
  V = GameView<S>,
> {
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
  /** The view schema: what `hide` returns, without the dice. */
  readonly viewSchema: z.ZodType<V, unknown>;
  /** The rule each action `type` answers to; a malformed action of that type is refused under it. Default: `rule` for every action. */
  readonly actionRules?: Readonly<Record<A['type'], string>>;
  /** What is wrong with a state that has the right shape but does not hold together (a duplicate id, a dangling name), or null. */
  consistency?(state: S): Refusal | null;
  /** Why the action is refused now, or null when the rules allow it; decided from the state, before any die. Throws no error. */
  refuse(state: S, action: A): Refusal | null;
  /**
   * `refuse` of each of `actions` on one state, in order: `legalActions` weighs every
   * candidate at once, and a game may look the state over once for them all (an index of
   * its pieces by name) instead of once an action. Default: `refuse` of each.
   */
  refuseAll?(state: S, actions: readonly A[]): (Refusal | null)[];
  /** Carries out an allowed action on a private copy of the state (it may change the copy) with the game's dice. */
  perform(state: S, action: A, dice: Dice): GameEvent[];
  /**
   * Top-level state fields `perform` changes only by copying what it changes: it never writes
   * into a frozen object (copy it first, `Object.isFrozen` says which). A step on a state the
   * game returned shares these fields with it instead of copying them whole. Default: none.
   */
  readonly sharedFields?: readonly (keyof S & string)[];
  /** The view of `side`, made from a private copy of the state; a `dice` key in it is dropped. */
  hide(state: S, side: Side): V | S;
  /** The event as `side` may see it (fields removed), or null when it is kept from that side. Default: every event, whole. */
  eventFor?(event: GameEvent, side: Side): GameEvent | null;
  /** What the game waits for now, for every side. Default: nothing is listed. */
  pending?(state: S): Pending<Side>[];
  /**
   * Re-deals, on a private copy of the state, what the rules hide from `side`, drawing on
   * `dice`: a function of what the side sees, never a reshuffle of the real values (put
   * them in a canonical order before dealing them out). Default: nothing is re-dealt (the
   * game's secrets, if any, stay; the dice are re-seeded all the same).
   */
  resample?(state: S, side: Side, dice: Dice): void;
  /**
   * The actions worth listing for `side`, made from its view alone (so the list cannot carry
   * what the rules hide); `legalActions` keeps those of the types `pending` offers the side
   * that the rules allow now, in the order given. `offered` holds those types: a game may
   * skip building the others. No two candidates may be equal. Default: none.
   */
  candidates?(view: V, side: Side, offered: ReadonlySet<string>): A[];
  /**
   * True when `refuse` alone decides whether a candidate is legal (`perform` never refuses
   * a candidate `refuse` allowed), or the action types for which it does: `legalActions`
   * then skips the dry run that `check` makes of those candidates. Default false.
   */
  readonly refuseDecides?: boolean | readonly string[];
  /** Whether the game is over, who won and the scores. Default: over when nothing is pending, no winners, no score. */
  outcome?(state: S): Outcome<Side>;
  /** Whether the game is over: `outcome(state).over`, for a game whose score costs more to count. Default: `outcome`'s. */
  over?(state: S): boolean;
}
