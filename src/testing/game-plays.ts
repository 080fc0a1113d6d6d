import fc from 'fast-check';
import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { Game, GameActionBase, GameEvent, GameStateBase } from '../game/game.js';

/** One whole (or bounded) legal play of a game: the actions in order, and where they led. */
export interface GamePlay<S, A> {
  /** The actions played, in order: `game.replay(start, actions)` gives `state` again. */
  readonly actions: readonly A[];
  /** The events of each action (the host's full record). */
  readonly events: readonly (readonly GameEvent[])[];
  /** The state after the last action. */
  readonly state: S;
}

/** Options of {@link gamePlays}. */
export interface GamePlaysOptions {
  /** The most actions one play takes (default 200): a play stops there, or where the game ends. */
  readonly maxActions?: number;
}

type AnyGameOf<S extends GameStateBase, A extends GameActionBase> = Game<S, A, string, unknown, unknown>;

function invalid(message: string, path: readonly (string | number)[]): RulesError {
  return new RulesError(`gamePlays: ${message}`, { code: 'INVALID_INPUT', rule: 'testing', path });
}

/**
 * A fast-check arbitrary of legal plays of a game from `start`: each step takes one of the
 * actions some side may take now (`legalActions` of every side that may act, in the game's
 * order of sides), until the game is over, nobody can act, or `maxActions` run out. Each
 * play is drawn as a list of choices, so fast-check shrinks a failing play to a shorter,
 * simpler one; a counterexample prints as its action log (`{ actions }`), which
 * `game.replay(start, actions)` plays again.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { createWarAtSeaGame, warAtSeaGame } from 'naval-rules/war-at-sea';
 * const start = createWarAtSeaGame({ seed: 1, target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] });
 * fc.assert(fc.property(gamePlays(warAtSeaGame, start, { maxActions: 20 }), (play) => play.state.turn >= 1));
 * ```
 */
export function gamePlays<S extends GameStateBase, A extends GameActionBase>(
  game: AnyGameOf<S, A>,
  start: S,
  options: GamePlaysOptions = {},
): fc.Arbitrary<GamePlay<S, A>> {
  if (
    game === null ||
    typeof game !== 'object' ||
    typeof game.legalActions !== 'function' ||
    typeof game.replay !== 'function'
  ) {
    throw invalid(`game must be one of the library's games (or defineGame's); got ${formatValue(game)}`, ['game']);
  }
  if (options === null || typeof options !== 'object')
    throw invalid(`options must be an object; got ${formatValue(options)}`, ['options']);
  const max = options.maxActions ?? 200;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 0 || max > 100_000) {
    throw invalid(`maxActions must be a whole number from 0 to 100,000; got ${formatValue(max)}`, ['maxActions']);
  }
  // The start is checked once, here, with the game's own RulesError.
  const first = game.replay(start, []).state;
  return fc.array(fc.nat(), { maxLength: max }).map((choices) => {
    let state = first;
    const actions: A[] = [];
    const events: (readonly GameEvent[])[] = [];
    for (const choice of choices) {
      if (game.outcome(state).over) break;
      const acting = new Set(game.pending(state).map((p) => p.side));
      const legal = game.sides.filter((side) => acting.has(side)).flatMap((side) => game.legalActions(state, side));
      if (legal.length === 0) break;
      const action = legal[choice % legal.length] as A;
      const applied = game.apply(state, action);
      state = applied.state;
      actions.push(action);
      events.push(applied.events);
    }
    const play: GamePlay<S, A> = { actions, events, state };
    // fast-check prints a counterexample with this: the action log alone, replayable.
    Object.defineProperty(play, fc.toStringMethod, { value: () => `{ actions: ${JSON.stringify(actions)} }` });
    return play;
  });
}
