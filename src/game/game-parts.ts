import type { RulesError } from '../core/rules-error.js';
import type { GameActionBase, GameDefinition, GameStateBase, Outcome, Pending } from './game.js';

/**
 * The parts a game that `defineGame` built is made of, for the runner a play loop plays on
 * (game-runner.ts): its definition and the steps of `apply`, `legalActions`, `pending`,
 * `outcome` and `resample` on a valid state. Kept in a registry, so a bundle that plays no
 * loop leaves the runner out. Internal.
 */
export interface GameParts<
  S extends GameStateBase = GameStateBase,
  A extends GameActionBase = GameActionBase,
  Side extends string = string,
> {
  readonly definition: GameDefinition<S, A, Side, unknown, unknown>;
  /** Top-level fields a step copies only where it changes them (house rules and the definition's shared fields). */
  readonly shared: ReadonlySet<string>;
  /** True when a parse checked the state's dice. */
  readonly parseChecksDice: boolean;
  readonly parseState: (state: unknown) => S;
  readonly parseAction: (action: unknown) => A;
  readonly isIssued: (state: unknown) => boolean;
  /** A copy of a state sharing its house rules and shared fields. */
  readonly workingCopy: (state: S) => S;
  /** Freezes and records a state as the game's own (`fromIssued`: its shared fields' frozen parts are). */
  readonly issue: (state: S, fromIssued: boolean) => S;
  readonly expectSide: (side: unknown) => Side;
  readonly refusal: (state: S, action: A) => RulesError | null;
  /** True when `refuse` alone decides whether an action of the type is legal. */
  readonly decided: (type: string) => boolean;
  /** The legal actions of a side, each frozen by `frozen`; `sharesFrozen`: the state's shared fields are frozen; `seen` and `due`: the side's view and every side's pending list, when the caller has them. */
  readonly legalOf: (
    state: S,
    side: Side,
    frozen: (action: A) => A,
    sharesFrozen: boolean,
    seen?: unknown,
    due?: readonly Pending<Side>[],
  ) => A[];
  /** What the game waits for (of `side`, or of every side); `due`: every side's pending list, when the caller has it. */
  readonly pendingOf: (state: S, side: Side | undefined, due?: readonly Pending<Side>[]) => Pending<Side>[];
  readonly outcomeOf: (state: S) => Outcome<Side>;
  readonly sampleOf: (state: S, side: Side, seed: unknown) => S;
  /** Forgets that a parse of the caller's input is a working state of one call's own. */
  readonly forget: (state: S) => void;
}

const PARTS = new WeakMap<object, GameParts>();

/** Records the parts of a game (defineGame does). Internal. */
export function registerGameParts(game: object, parts: GameParts): void {
  PARTS.set(game, parts);
}

/**
 * The parts of a game `defineGame` built, or undefined for any other object. Internal.
 *
 * @example
 * ```ts
 * gameParts(warAtSeaGame)?.definition.name; // 'war-at-sea'
 * ```
 */
export function gameParts(game: object): GameParts | undefined {
  return PARTS.get(game);
}
