import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { Game, GameActionBase, GameEvent, GameStateBase, Outcome } from '../game/game.js';
import type { BotTurn } from './bot.js';

/** Options of {@link playOut}. */
export interface PlayOutOptions {
  /** The most actions to play before stopping (the game then is not over: `bounded` is true). Default 10,000. */
  readonly maxActions?: number;
}

/**
 * A bot as `playOut` takes it: any bot whose turn fits the game (`randomBot`, `doctrineBot`,
 * `searchBot` or your own); what it chooses goes through the game's `apply`.
 */
export interface PlayerBot<S extends GameStateBase, A extends GameActionBase, Side extends string, V> {
  /** Its name. */
  readonly name: string;
  /** One of `turn.legal`. */
  choose(turn: BotTurn<S, A, Side, V>): GameActionBase;
}

/** What {@link playOut} returns. */
export interface PlayedOut<S, AInput, Side extends string> {
  /** The actions played, in order: `game.replay(start, actions)` gives `state` again. */
  readonly actions: readonly AInput[];
  /** The events of each action (the host's full record), one list per action. */
  readonly events: readonly (readonly GameEvent[])[];
  /** The state after the last action. */
  readonly state: S;
  /** Where the game stands at the end. */
  readonly outcome: Outcome<Side>;
  /** True when `maxActions` ran out before the game ended. */
  readonly bounded: boolean;
  /** True when the game is not over and no side has a legal action (a rules defect: it should never happen). */
  readonly stuck: boolean;
}

/** A bot's turn whose view, pending list and events are worked out when first read. */
function lazyTurn<S extends GameStateBase, A extends GameActionBase, Side extends string, V>(
  side: Side,
  legal: readonly A[],
  make: {
    readonly view: () => V;
    readonly pending: () => BotTurn<S, A, Side, V>['pending'];
    readonly events: () => GameEvent[];
    readonly sample: (seed: number) => S;
  },
): BotTurn<S, A, Side, V> {
  let view: { value: V } | undefined;
  let pending: BotTurn<S, A, Side, V>['pending'] | undefined;
  let seen: GameEvent[] | undefined;
  return {
    side,
    legal,
    get view() {
      view ??= { value: make.view() };
      return view.value;
    },
    get pending() {
      pending ??= make.pending();
      return pending;
    },
    get events() {
      seen ??= make.events();
      return seen;
    },
    sample: make.sample,
  };
}

/** The sides that may act now, starting after `last` in the game's order (so sides that act at once take turns). */
function sidesFrom<Side extends string>(sides: readonly Side[], last: number): Side[] {
  return sides.map((_, index) => sides[(last + 1 + index) % sides.length] as Side);
}

/**
 * Plays a game from `state` with one bot a side until it is over, no side can act, or
 * `maxActions` run out. Each bot sees only its side's view, pending list, legal actions,
 * the events it was sent since it last acted, and re-dealt states (`resample`) for search.
 * When several sides may act at once, they take turns, starting after the side that acted
 * last. Every action a bot picks goes through `apply`, so a bot cannot cheat.
 *
 * @example
 * ```ts
 * import { createWarAtSeaGame, warAtSeaGame } from 'naval-rules/war-at-sea';
 * const start = createWarAtSeaGame({ seed: 1, target: 10, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] });
 * const bots = { Allies: randomBot({ seed: 1 }), Axis: randomBot({ seed: 2 }) };
 * playOut(warAtSeaGame, start, bots, { maxActions: 50 }).bounded; // true: nothing on the map can score
 * ```
 */
export function playOut<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput, V>(
  game: Game<S, A, Side, AInput, V>,
  state: S,
  bots: NoInfer<Readonly<Record<Side, PlayerBot<S, A, Side, V>>>>,
  options: PlayOutOptions = {},
): PlayedOut<S, AInput, Side> {
  if (options === null || typeof options !== 'object') {
    throw new RulesError(`playOut: options must be an object; got ${formatValue(options)}`, {
      code: 'INVALID_INPUT',
      rule: 'bots',
      path: ['options'],
    });
  }
  const max = options.maxActions ?? 10_000;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 0 || max > 10_000_000) {
    throw new RulesError(`playOut: maxActions must be a whole number from 0 to 10,000,000; got ${formatValue(max)}`, {
      code: 'INVALID_INPUT',
      rule: 'bots',
      path: ['maxActions'],
    });
  }
  const methods = ['apply', 'legalActions', 'outcome', 'pending', 'viewFor', 'eventsFor', 'resample', 'replay'];
  if (
    game === null ||
    typeof game !== 'object' ||
    !Array.isArray(game.sides as unknown) ||
    methods.some((m) => typeof (game as unknown as Record<string, unknown>)[m] !== 'function')
  ) {
    throw new RulesError(
      `playOut: game must be one of the library's games (or defineGame's); got ${formatValue(game)}`,
      {
        code: 'INVALID_INPUT',
        rule: 'bots',
        path: ['game'],
      },
    );
  }
  for (const side of game.sides) {
    const bot = bots !== null && typeof bots === 'object' && Object.hasOwn(bots, side) ? bots[side] : undefined;
    if (bot === undefined || bot === null || typeof bot.choose !== 'function') {
      throw new RulesError(`playOut: bots.${side} must be a bot (an object with choose); got ${formatValue(bot)}`, {
        code: 'INVALID_INPUT',
        rule: 'bots',
        path: ['bots', side],
      });
    }
  }
  let current = game.replay(state, []).state;
  const actions: AInput[] = [];
  const events: (readonly GameEvent[])[] = [];
  // The events each side has not yet been shown, as the host recorded them: each bot is sent
  // its share (eventsFor) when it reads them.
  const inbox = new Map<Side, GameEvent[]>(game.sides.map((side) => [side, []]));
  let last = game.sides.length - 1;
  while (!game.outcome(current).over) {
    if (actions.length >= max) return finish(true, false);
    const waiting = new Set(game.pending(current).map((p) => p.side));
    let acted = false;
    for (const side of sidesFrom(game.sides, last)) {
      if (!waiting.has(side)) continue;
      const legal = game.legalActions(current, side);
      if (legal.length === 0) continue;
      const now = current;
      const unseen = inbox.get(side) ?? [];
      // What a bot does not read is never worked out (a random bot reads only `legal`).
      const turn = lazyTurn(side, legal, {
        view: () => game.viewFor(now, side),
        pending: () => game.pending(now, side),
        events: () => game.eventsFor(unseen, side),
        sample: (seed: number) => game.resample(now, side, seed),
      });
      const action = bots[side].choose(turn);
      const applied = game.apply(now, action as AInput);
      current = applied.state;
      actions.push(action as AInput);
      events.push(applied.events);
      inbox.set(side, []);
      for (const other of game.sides) inbox.get(other)?.push(...applied.events);
      last = game.sides.indexOf(side);
      acted = true;
      break;
    }
    if (!acted) return finish(false, true);
  }
  return finish(false, false);

  function finish(bounded: boolean, stuck: boolean): PlayedOut<S, AInput, Side> {
    return { actions, events, state: current, outcome: game.outcome(current), bounded, stuck };
  }
}
