import { formatValue } from '../core/format-value.js';
import { frozenCopy } from '../core/plain-copy.js';
import { RulesError } from '../core/rules-error.js';
import { LENT_TURN } from '../game/doctrine-turn.js';
import type { Game, GameActionBase, GameEvent, GameStateBase, Outcome } from '../game/game.js';
import { type GameRunner, gameRunner } from '../game/game-runner.js';
import { issueData, issuedBy } from '../game/issued-data.js';
import type { BotTurn } from './bot.js';
import { readsOnly } from './read-only-bot.js';

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
  /** False when `choose` never reads `turn.events`: `playOut` then keeps none for it (reading them is a RulesError). Default true. */
  readonly readsEvents?: boolean;
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

/**
 * A bot's turn on a runner: its view, pending list and events are worked out when first
 * read, and only while the bot chooses (once the state has moved on, reading is an error).
 * One object a turn, no closures: a study makes hundreds of thousands.
 */
class RunnerTurn<S extends GameStateBase, A extends GameActionBase, Side extends string, V>
  implements BotTurn<S, A, Side, V>
{
  #view: { value: V } | undefined;
  #pending: BotTurn<S, A, Side, V>['pending'] | undefined;
  #seen: GameEvent[] | undefined;
  readonly #steps: number;
  readonly sample: (seed: number) => S;

  constructor(
    readonly side: Side,
    readonly legal: readonly A[],
    private readonly runner: GameRunner<S, A, Side, V>,
    private readonly game: Game<S, A, Side, unknown, V>,
    /** The events the side has not been shown; undefined when its bot reads none. */
    private readonly unseen: GameEvent[] | undefined,
    /** True for a read-only bot of the library's: the view is the step's own (see GameRunner.view). */
    private readonly lent: boolean,
  ) {
    this.#steps = runner.steps;
    this.sample = (seed: number) => this.#now().sample(side, seed);
  }

  /** True when the turn is lent: a library doctrine reads its view and legal actions as they are. */
  get [LENT_TURN](): boolean {
    return this.lent;
  }

  #now(): GameRunner<S, A, Side, V> {
    if (this.runner.steps !== this.#steps) throw movedOn(this.side);
    return this.runner;
  }

  get view(): V {
    this.#view ??= { value: this.#now().view(this.side, this.lent) };
    return this.#view.value;
  }

  get pending(): BotTurn<S, A, Side, V>['pending'] {
    this.#pending ??= this.#now().pending(this.side);
    return this.#pending;
  }

  get events(): readonly GameEvent[] {
    if (this.#seen === undefined) {
      this.#now();
      if (this.unseen === undefined) throw readsNoEvents(this.side);
      this.#seen = this.game.eventsFor(this.unseen, this.side);
    }
    return this.#seen;
  }
}

/** The error of a bot that reads its turn after choosing: the game has moved on since. */
function movedOn(side: string): RulesError {
  return new RulesError(`playOut: the ${side} bot read its turn after choosing; a turn is read while choosing`, {
    code: 'INVALID_INPUT',
    rule: 'bots',
    path: ['bots', side],
  });
}

/** The error of a bot that said it reads no events (`readsEvents: false`) and read them. */
function readsNoEvents(side: string): RulesError {
  return new RulesError(`playOut: the ${side} bot says it reads no events (readsEvents: false), and read them`, {
    code: 'INVALID_INPUT',
    rule: 'bots',
    path: ['bots', side, 'readsEvents'],
  });
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
  checkGame(game, 'playOut', ['game']);
  checkBots(game.sides, bots);
  return playRunner(game, gameRunner(game, state), bots, max, true);
}

/** The methods a play loop calls on a game. */
const METHODS = ['apply', 'legalActions', 'outcome', 'pending', 'viewFor', 'eventsFor', 'resample', 'replay'];

/** Throws a RulesError (naming `who` and the `path` to it) unless `game` has the methods a play loop calls. Internal. */
export function checkGame(game: unknown, who: string, path: readonly (string | number)[]): void {
  const record = game as Record<string, unknown> | null;
  if (
    record === null ||
    typeof record !== 'object' ||
    !Array.isArray(record.sides) ||
    METHODS.some((m) => typeof record[m] !== 'function')
  ) {
    throw new RulesError(
      `${who}: game must be one of the library's games (or defineGame's); got ${formatValue(game)}`,
      {
        code: 'INVALID_INPUT',
        rule: 'bots',
        path,
      },
    );
  }
}

/** Throws a RulesError unless `bots` holds a bot (an object with `choose`) for every side. Internal. */
export function checkBots(sides: readonly string[], bots: unknown): void {
  for (const side of sides) {
    const bot =
      bots !== null && typeof bots === 'object' && Object.hasOwn(bots, side)
        ? (bots as Record<string, { choose?: unknown } | null | undefined>)[side]
        : undefined;
    if (bot === undefined || bot === null || typeof bot.choose !== 'function') {
      throw new RulesError(`playOut: bots.${side} must be a bot (an object with choose); got ${formatValue(bot)}`, {
        code: 'INVALID_INPUT',
        rule: 'bots',
        path: ['bots', side],
      });
    }
  }
}

/**
 * {@link playOut} on a runner, with checked bots and bound: `record` false keeps no list of
 * events (a study reads only the outcome and the length). Internal.
 */
export function playRunner<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput, V>(
  game: Game<S, A, Side, AInput, V>,
  runner: GameRunner<S, A, Side, V>,
  bots: Readonly<Record<Side, PlayerBot<S, A, Side, V>>>,
  max: number,
  record: boolean,
): PlayedOut<S, AInput, Side> {
  const actions: AInput[] = [];
  const events: (readonly GameEvent[])[] = [];
  // The events each side has not yet been shown, as the host recorded them: each bot is sent
  // its share (eventsFor) when it reads them. A bot that reads no events gets none kept; when
  // no bot reads them and no log is kept, a step's events are not even copied out of the
  // working state.
  const reads = game.sides.filter((side) => bots[side].readsEvents !== false);
  const inbox = new Map<Side, GameEvent[]>(reads.map((side) => [side, []]));
  const copyEvents = record || reads.length > 0;
  const sides = game.sides;
  const count = sides.length;
  // The library's read-only bots are lent the step's own data, not frozen copies of it.
  const lent = new Set(sides.filter((side) => readsOnly(bots[side], game)));
  let last = count - 1;
  while (!runner.over()) {
    if (actions.length >= max) return finish(true, false);
    const pending = runner.pending();
    let acted = false;
    // The sides that may act take turns, starting after the side that acted last.
    for (let k = 1; k <= count && !acted; k++) {
      const index = (last + k) % count;
      const side = sides[index] as Side;
      if (!pending.some((entry) => entry.side === side)) continue;
      const lends = lent.has(side);
      const legal = runner.legal(side, lends);
      if (legal.length === 0) continue;
      // What a bot does not read is never worked out (a random bot reads only `legal`).
      const turn = new RunnerTurn(side, legal, runner, game as Game<S, A, Side, unknown, V>, inbox.get(side), lends);
      const action = bots[side].choose(turn);
      const applied = runner.act(action, copyEvents);
      actions.push(action as AInput);
      if (record) events.push(applied);
      if (inbox.has(side)) inbox.set(side, []);
      for (const other of reads) inbox.get(other)?.push(...applied);
      last = index;
      acted = true;
    }
    if (!acted) return finish(false, true);
  }
  return finish(false, false);

  function finish(bounded: boolean, stuck: boolean): PlayedOut<S, AInput, Side> {
    // A read-only bot's picks were lent (unfrozen): the log a caller keeps holds them as
    // `legalActions` gives actions, frozen and the game's own.
    const log =
      record && lent.size > 0
        ? actions.map((action) => (issuedBy(action) === undefined ? issueData(frozenCopy(action), game, true) : action))
        : actions;
    return { actions: log, events, state: runner.snapshot(), outcome: runner.outcome(), bounded, stuck };
  }
}
