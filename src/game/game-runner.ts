import { formatValue } from '../core/format-value.js';
import { copyUnfrozen, freezeNew, freezePlain, frozenCopy, plainCopy } from '../core/plain-copy.js';
import { RulesError } from '../core/rules-error.js';
import { checkDiceState } from '../dice/check-dice-input.js';
import { restoreCheckedDice, restoreDice, type SeededDice } from '../dice/create-dice.js';
import type { DiceState } from '../dice/dice-state.js';
import type { Applied, Game, GameActionBase, GameEvent, GameStateBase, Outcome, Pending } from './game.js';
import { type GameParts, gameParts } from './game-parts.js';
import { issueData } from './issued-data.js';
import { withoutDice } from './without-dice.js';

/**
 * One game played step by step on a state of its own, for loops that play many actions
 * and read few states (`playOut`, `simulate`, a search bot's rollouts). It keeps the rules
 * and the promises of `apply` to the player (a step is refused exactly as `apply` refuses
 * it; views, legal actions, samples and snapshots are frozen data of their own), but it
 * changes its working state in place instead of copying and freezing a state a step.
 * Internal: a game that `defineGame` built is run on its own parts (see {@link gameRunner}).
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
  /**
   * The concrete actions `side` may take now (`legalActions(state, side)`), each
   * deep-frozen; `lent` true: as the step worked them out, unfrozen (each a copy where it
   * holds an unfrozen object), for a read-only bot of the library's alone.
   */
  legal(side: Side, lent?: boolean): A[];
  /**
   * The side's view now (`viewFor(state, side)`), a deep-frozen copy; `lent` true: the
   * step's own, sharing the working state, for a read-only bot of the library's alone,
   * read only until the next step.
   */
  view(side: Side, lent?: boolean): V;
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
  const parts = gameParts(game);
  if (parts !== undefined) {
    return runnerFrom(game, parts, parts.parseState(state), dice) as unknown as GameRunner<S, A, Side, V>;
  }
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

/**
 * An action listed to a read-only bot: as it is when it holds no unfrozen object (so
 * nothing of the working state, which the next step changes), else a frozen copy.
 */
function lentAction<T>(action: T): T {
  const record = action as Record<string, unknown>;
  for (const key in record) {
    const value = record[key];
    if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) return frozenCopy(action);
  }
  return action;
}

/**
 * A runner (see GameRunner) of a game made of `parts`, from a valid state, with `dice` in
 * place of its own when given. Its working state is its own: the shared fields and the
 * house rules frozen all the way down (perform copies what it changes of them, as on an
 * issued state's working copy), the rest changed in place by each step.
 */
function runnerFrom(
  game: object,
  parts: GameParts,
  valid: GameStateBase,
  dice?: DiceState,
): GameRunner<GameStateBase, GameActionBase, string, unknown> {
  const { definition, shared, parseChecksDice, parseAction, workingCopy, issue, expectSide, refusal, decided } = parts;
  const { legalOf, pendingOf, outcomeOf, sampleOf } = parts;
  // A copy of its own (all but the house rules and shared fields): a state from outside
  // may hold frozen parts that are not frozen all the way down (zod's readonly()).
  let work = workingCopy(valid);
  const fromCaller = !parts.isIssued(valid);
  if (fromCaller) {
    // A parse of the caller's input, made for this call: the runner takes its shared fields.
    parts.forget(valid);
    if (!parseChecksDice) restoreDice(valid.dice); // a dice state the parse did not check
    const record = work as unknown as Record<string, unknown>;
    for (const key of shared) if (key in record) freezePlain(record[key]);
  }
  // Other dice (a study's run): checked, as a parse would.
  if (dice !== undefined) (work as { dice: DiceState }).dice = plainCopy(checkDiceState(dice));
  let steps = 0;
  // The lists of actions given since the last step: refuse and perform accept them on this
  // state. Lists, not a set of actions: a step looks up one action, a listing gives many.
  let listed: object[][] = [];
  // The dice, kept from step to step (a step clears their log, as fresh dice restored
  // from the state would start with an empty one).
  let live = restoreCheckedDice(work.dice);
  // Each side's view of the working state this step (hide's, sharing its parts), worked out
  // once for both the side's legal actions and its view.
  let seen = new Map<string, unknown>();
  const seenBy = (side: string): unknown => {
    if (!seen.has(side)) seen.set(side, withoutDice(definition.hide(work, side)));
    return seen.get(side);
  };
  // What the game waits for this step (every side's), worked out once for the loop's
  // look at who may act and each listing of legal actions.
  let due: Pending<string>[] | undefined;
  const dueNow = (): Pending<string>[] => {
    due ??= definition.pending?.(work) ?? [];
    return due;
  };
  const step = (events: GameEvent[], dice: SeededDice, copy: boolean): GameEvent[] => {
    live = dice;
    (work as { dice: GameStateBase['dice'] }).dice = dice.state();
    const record = work as unknown as Record<string, unknown>;
    for (const key of shared) if (key in record) freezeNew(record[key]);
    steps++;
    listed = [];
    seen = new Map();
    due = undefined;
    // Events may hold parts of the working state, which the next step changes: copies.
    return copy ? copyUnfrozen(events) : events;
  };
  return {
    get steps() {
      return steps;
    },
    // A copy of each entry: a reader (a bot) may change what it is given.
    pending: (side) =>
      pendingOf(work, side === undefined ? undefined : expectSide(side), dueNow()).map((entry) => ({
        ...entry,
        actions: [...entry.actions],
      })),
    outcome: () => copyUnfrozen(outcomeOf(work)),
    over: () => (definition.over === undefined ? outcomeOf(work).over : definition.over(work)),
    legal: (side, lent = false) => {
      const who = expectSide(side);
      const actions = legalOf(work, who, lent ? lentAction : frozenCopy, true, seenBy(who), dueNow());
      listed.push(actions);
      // The list is issued whole (one record, not one an action): a doctrine takes it as it is.
      return lent ? actions : issueData(actions, game, true);
    },
    view: (side, lent = false) => {
      const seen = seenBy(expectSide(side));
      return lent ? seen : issueData(frozenCopy(seen), game, true);
    },
    sample: (side, seed) => sampleOf(work, expectSide(side), seed),
    act: (input, copyEvents = true) => {
      const dice = live;
      dice.clearLog();
      if (typeof input === 'object' && input !== null && listed.some((list) => list.includes(input))) {
        return step(definition.perform(work, input as GameActionBase, dice), dice, copyEvents);
      }
      const action = parseAction(input);
      const error = refusal(work, action);
      if (error !== null) throw error;
      if (decided(action.type)) return step(definition.perform(work, action, dice), dice, copyEvents);
      // perform may refuse it halfway: it runs on a copy with dice of its own, which become
      // the state and the dice if it does not.
      const copy = workingCopy(work);
      const own = restoreCheckedDice(work.dice);
      const events = definition.perform(copy, action, own);
      work = copy;
      return step(events, own, copyEvents);
    },
    snapshot: () => issue(workingCopy(work), true),
  };
}
