import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { DiceState } from '../dice/dice-state.js';
import type { Applied, Game, GameActionBase, GameEvent, GameStateBase, Outcome, Pending } from './game.js';

/**
 * One game played step by step on a state of its own, for loops that play many actions
 * and read few states (`playOut`, `simulate`, a search bot's rollouts). It keeps the rules
 * and the promises of `apply` to the player (a step is refused exactly as `apply` refuses
 * it; views, legal actions, samples and snapshots are frozen data of their own), but it
 * changes its working state in place instead of copying and freezing a state a step.
 * Internal: a game that `defineGame` built has one (see {@link runnerOf}).
 */
export interface GameRunner<S extends GameStateBase, A extends GameActionBase, Side extends string, V> {
  /** Counts the steps taken: what a step's readers compare to know the state has moved on. */
  readonly steps: number;
  /** What the game waits for now (`pending(state, side)`). */
  pending(side?: Side): Pending<Side>[];
  /** Where the game stands now (`outcome(state)`). */
  outcome(): Outcome<Side>;
  /** Whether the game is over now (`outcome(state).over`, without the score). */
  over(): boolean;
  /** The concrete actions `side` may take now (`legalActions(state, side)`), each deep-frozen. */
  legal(side: Side): A[];
  /** The side's view now (`viewFor(state, side)`), a deep-frozen copy. */
  view(side: Side): V;
  /** A state `side` cannot tell from this one (`resample(state, side, seed)`). */
  sample(side: Side, seed: number): S;
  /**
   * Takes one action (any input `apply` takes): its events (the host's record), or the
   * RulesError `apply` would throw, the state unchanged. `copyEvents` false: the events may
   * share parts of the working state, and hold only until the next step (for a loop that
   * does not keep them). Default true.
   */
  act(action: unknown, copyEvents?: boolean): GameEvent[];
  /** The state now, as `apply` would have returned it: frozen, the game's own. */
  snapshot(): S;
}

/** A game's maker of runners: from any state `apply` takes, with its dice replaced by `dice` when given. */
export type RunnerMaker = (
  state: unknown,
  dice?: DiceState,
) => GameRunner<GameStateBase, GameActionBase, string, unknown>;

const RUNNERS = new WeakMap<object, RunnerMaker>();

/** Records `game`'s maker of runners (defineGame does). Internal. */
export function registerRunner(game: object, make: RunnerMaker): void {
  RUNNERS.set(game, make);
}

/**
 * A runner of `game` from `state`, or undefined when the game was not built by
 * `defineGame` (an app's own object with the game's methods): then play goes through
 * the public methods. Internal.
 *
 * @example
 * ```ts
 * const runner = runnerOf(warAtSeaGame, start);
 * runner?.act(runner.legal('Allies')[0]);
 * ```
 */
export function runnerOf<S extends GameStateBase, A extends GameActionBase, Side extends string, V>(
  game: object,
  state: S,
  dice?: DiceState,
): GameRunner<S, A, Side, V> | undefined {
  const make = RUNNERS.get(game);
  return make === undefined ? undefined : (make(state, dice) as unknown as GameRunner<S, A, Side, V>);
}

/**
 * A runner of any {@link Game} from `state` (its dice replaced by `dice` when given): the game's own when `defineGame` built it,
 * otherwise one over its public methods (each step an `apply`). Internal.
 *
 * @example
 * ```ts
 * const runner = gameRunner(warAtSeaGame, start);
 * runner.outcome().over; // false
 * ```
 */
export function gameRunner<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput, V>(
  game: Game<S, A, Side, AInput, V>,
  state: S,
  dice?: DiceState,
): GameRunner<S, A, Side, V> {
  const own = runnerOf<S, A, Side, V>(game, state, dice);
  if (own !== undefined) return own;
  /** A method's answer, if it has the shape a play loop reads; else a RulesError naming the method. */
  const shaped = <T>(method: string, value: T, fits: (value: T) => boolean): T => {
    if (fits(value)) return value;
    throw new RulesError(`${game.name}: ${method} gave what a game's ${method} never gives: ${formatValue(value)}`, {
      code: 'INVALID_INPUT',
      rule: 'bots',
      path: ['game', method],
    });
  };
  const isObject = (value: unknown) => value !== null && typeof value === 'object';
  let current = shaped('replay', game.replay(dice === undefined ? state : { ...state, dice }, []), isObject).state;
  let steps = 0;
  return {
    get steps() {
      return steps;
    },
    pending: (side) => shaped('pending', game.pending(current, side), Array.isArray),
    outcome: () => shaped('outcome', game.outcome(current), isObject),
    over: () => shaped('outcome', game.outcome(current), isObject).over === true,
    legal: (side) => shaped('legalActions', game.legalActions(current, side), Array.isArray),
    view: (side) => game.viewFor(current, side),
    sample: (side, seed) => game.resample(current, side, seed),
    act: (action) => {
      const applied = shaped(
        'apply',
        game.apply(current, action as AInput) as Partial<Applied<S>> | null,
        (value) => isObject(value) && Array.isArray(value?.events),
      ) as Applied<S>;
      current = applied.state;
      steps++;
      return [...applied.events];
    },
    snapshot: () => current,
  };
}
