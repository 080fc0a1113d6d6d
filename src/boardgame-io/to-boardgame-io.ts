import type { Game as BoardgameIoGame, LongFormMove } from 'boardgame.io';
import { formatValue } from '../core/format-value.js';
import { expectFunction, expectObject, expectString } from '../core/guards.js';
import { isRulesError, RulesError } from '../core/rules-error.js';
import { createDice } from '../dice/create-dice.js';
import { createHostedDice, useHostedDice } from '../dice/hosted-dice.js';
import { randomSeed } from '../dice/random-seed.js';
import type { AnyGame, CatalogueGame } from '../game/catalogue-game.js';
import type { GameActionBase, GameEvent, GameStateBase, Outcome, Pending } from '../game/game.js';
import { ACT, checkGame, clientGameOf, INVALID_MOVE, MAX_HISTORY, WHERE } from './client-game.js';
import { wholeOption } from './whole-option.js';

/** What one side was shown of the match's events: kept per side, so it changes only with what that side sees. */
export interface BoardgameIoSeen {
  /** The events of the last move that showed this side anything (its share of them). */
  readonly events: readonly GameEvent[];
  /** Its share of the recent events, oldest first (at most 200): what a player reconnecting missed. */
  readonly history: readonly GameEvent[];
  /** How many events this side has been shown since the match began. */
  readonly count: number;
}

/** Why the rules refused a player's last action (sent to that player only, until its next action goes through). */
export interface BoardgameIoRefusal {
  /** The action refused (its side filled in); null when it was over 2,048 characters as JSON. */
  readonly action: unknown;
  /** The RulesError's message. */
  readonly message: string;
  /** The RulesError's code (`ILLEGAL_ACTION`, `INVALID_INPUT`…). */
  readonly code: string;
  /** The rule that refused it. */
  readonly rule: string | undefined;
  /** Where in the action the problem is. */
  readonly path: readonly (string | number)[];
}

/** Where immer keeps a draft's own state (boardgame.io 0.50 runs every move inside immer's `produce`). */
const IMMER_STATE = Symbol.for('immer-state');

/**
 * The `G` a move is handed, as boardgame.io stored it rather than immer's draft of it:
 * reading a draft copies each object it reaches (the rules read the whole state), and a
 * move that returns a new `G` never writes to the draft. The move returns its `G` frozen,
 * so immer does not walk it either. A `G` that is no draft is itself.
 */
function undrafted<T>(G: T): T {
  const draft = (G as { [IMMER_STATE]?: { base_?: T } } | null)?.[IMMER_STATE];
  return draft?.base_ ?? G;
}

/**
 * What boardgame.io keeps as `G` on the host. Before the first move it holds only the
 * match's public `setupData`: the state (dice and secrets inside) is made on the host at
 * the first move, so boardgame.io's stored and sent `initialState` holds nothing secret.
 */
export interface BoardgameIoState {
  /** The lobby's `setupData` of this match (public: the lobby shows it to anyone) until the first move makes the state from it; null from then on (and for a game whose set-up is fixed). */
  readonly setupData: unknown;
  /** The game's whole state, dice included, from the first move on (null before); never sent. */
  readonly state: GameStateBase | null;
  /** What each side (in player order) was shown of the events. */
  readonly seen: readonly BoardgameIoSeen[];
  /** Each side's (in player order) last refused action, until its next action goes through. */
  readonly refused: readonly (BoardgameIoRefusal | null)[];
}

/** What one player's client receives as `G`: its view, its events, what it may do. */
export interface BoardgameIoPlayerView {
  /** The game's sides in player order (`'0'` plays the first). */
  readonly sides: readonly string[];
  /** `game.viewFor(state, side)`: no dice, nothing the rules keep from this player; null for a spectator. */
  readonly view: unknown;
  /** The events of the last move that showed this player anything (`eventsFor`); none for a spectator. */
  readonly events: readonly GameEvent[];
  /** This player's share of the recent events, oldest first (at most 200); none for a spectator. */
  readonly history: readonly GameEvent[];
  /** How many events this player has been shown since the match began. */
  readonly eventCount: number;
  /** `game.pending(state, side)`: what this player must or may do now; none for a spectator. */
  readonly pending: readonly Pending[];
  /** `game.legalActions(state, side)`: the actions this player may take now, whole; none for a spectator. */
  readonly legal: readonly GameActionBase[];
  /** Why the rules refused this player's last action, until its next one goes through; else null. */
  readonly refused: BoardgameIoRefusal | null;
  /** `game.outcome(state)`: who has won, once the game is over, and each side's score. */
  readonly outcome: Outcome<string>;
}

/** A boardgame.io bot, as far as `resampledBot` uses it (`RandomBot`, `MCTSBot`, your own). */
export interface BoardgameIoBot {
  /** boardgame.io's bot call: the match state and the player the bot plays. */
  play(state: { readonly G: unknown }, playerID: string): unknown;
}

/** The boardgame.io `Game` {@link toBoardgameIo} returns, with a way to give bots only what their side may know. */
export interface BoardgameIoHostGame extends BoardgameIoGame<BoardgameIoState> {
  /**
   * A bot (boardgame.io's `RandomBot`, `MCTSBot` or your own) that plays this game on the
   * host without seeing what its player may not: each time it is asked, the state it is
   * given has the hidden part re-dealt (`resample`: the other side's secrets, the dice)
   * from what its side knows. `MCTSBot` plays moves out on the state it is given; on the
   * host's own it would know the next dice and every hidden submarine. The seed starts the
   * re-deals (default: a cryptographic one).
   */
  resampledBot<B extends BoardgameIoBot>(bot: B, options?: { readonly seed?: number }): B;
}

/** Options of {@link toBoardgameIo}. */
export interface BoardgameIoOptions {
  /** The boardgame.io game name (default: the game's own name, such as `war-at-sea`). */
  readonly name?: string;
  /**
   * Draws each match's dice seed when its state is made (at the first move). Default:
   * `randomSeed()`, 256 bits from a cryptographic source (`crypto.getRandomValues`), so no
   * two matches share dice and nobody can guess them. Give one only to replay a match or
   * in a test; with hosted dice it must give 32 to 64 hexadecimal digits.
   */
  readonly seed?: () => number | string;
  /**
   * The match's dice: `'hosted'` (default), ChaCha20 dice whose next roll no number of past
   * ones tells (`createHostedDice`), or `'seeded'`, the fast xoroshiro128+ dice of
   * `createDice`, whose rolls a player who records them can predict: for tests and trusted
   * tables only.
   */
  readonly dice?: 'hosted' | 'seeded';
  /**
   * The most bytes (as JSON) of the `setupData` a lobby request may give a match; a larger
   * one is refused at create (boardgame.io keeps it in the match's metadata and its lobby
   * lists it). Default 4,096: a scenario name and a few choices, not a whole set-up.
   */
  readonly maxSetupBytes?: number;
}

/** The length of `value` as JSON, or Infinity when it is not JSON (a cycle, a BigInt). */
function sizeOfJson(value: unknown): number {
  try {
    return JSON.stringify(value ?? null).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** The longest action (as JSON) a refusal keeps. */
const MAX_REFUSED_ACTION = 2_048;

/** The set-up with the match's seed; a set-up that cannot be read (a throwing getter) is refused. */
function withSeed(setup: Record<string, unknown>, seed: number | string): Record<string, unknown> {
  try {
    return { ...setup, seed };
  } catch (error) {
    throw new RulesError(`${WHERE}: the set-up cannot be read: ${String(error)}`, {
      code: 'INVALID_INPUT',
      rule: 'boardgame.io',
      path: ['start'],
    });
  }
}

function isCatalogueGame(game: AnyGame | CatalogueGame): game is CatalogueGame {
  if (!('create' in game && 'game' in game)) return false;
  expectFunction(game.create, WHERE, 'game.create');
  return true;
}

/**
 * The boardgame.io `Game` a host runs for any of the library's games (for the client, see
 * {@link toBoardgameIoClient}: it carries no set-up). Player `'0'` is the game's first side
 * and `'1'` its second (`game.sides`).
 *
 * - **One move, `act`,** takes the action without its side: `client.moves.act({ type:
 *   'load', unit: 'AP-1', count: 2 })`. The side always comes from the player id, so
 *   nobody acts for the other side; the log shows every action as `act` with its
 *   arguments redacted for the other player, so a secret action does not show by name. A
 *   malformed move (an action that names a side, a second argument) is `INVALID_MOVE`; an
 *   action the rules refuse changes nothing but the player's `refused`, which says why.
 * - **Nothing secret before it is needed:** a match starts from `start`, a set-up (or a
 *   game's initial state) or a function of the lobby's `setupData` that returns one on the
 *   host (`validateSetupData` refuses a bad one at lobby create). The state is made at the
 *   first move, with a seed drawn from a cryptographic source (`options.seed`), so the
 *   initial `G` (which boardgame.io stores and sends unfiltered) holds only `setupData`,
 *   and every match has its own dice. Until then each player sees the view the set-up
 *   gives, which the dice do not change.
 * - **The dice never leave the host:** moves run on the host only (`client: false`) and
 *   `playerView` sends each player only {@link BoardgameIoPlayerView}, whose events are
 *   kept per side, so they change only with what that player sees.
 * - **Active players come from `pending`;** the game ends when `outcome` says so, with
 *   boardgame.io's `{ winner }` (or `{ draw: true }`) and the outcome. Undo is off.
 * - **Bots:** `ai.enumerate` lists the player's legal actions as `act` moves, so
 *   boardgame.io's `RandomBot` and `MCTSBot` play; on the host, wrap one in
 *   `game.resampledBot(bot)` so that it sees only what its side may know.
 *
 * Give the host's socket.io transport to {@link guardTransport}: boardgame.io 0.50 itself
 * lets a client run a move as the other player and send game events such as `endGame`,
 * and counts every move, secret ones too, in what it sends each player.
 *
 * @example
 * ```ts
 * import { toBoardgameIo } from 'naval-rules/boardgame-io';
 * import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';
 *
 * const game = toBoardgameIo(warAtSeaCatalogue.game, {
 *   seed: 7, target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [],
 * });
 * Object.keys(game.moves ?? {}); // ['act']
 * ```
 */
export function toBoardgameIo(
  game: AnyGame | CatalogueGame,
  /** The match's set-up (or a game's initial state), or a function that makes one from the lobby's `setupData`. */
  start: unknown,
  options: BoardgameIoOptions = {},
): BoardgameIoHostGame {
  expectObject(game, WHERE, 'game');
  expectObject(options, WHERE, 'options');
  if (options.name !== undefined) expectString(options.name, WHERE, 'options.name');
  if (options.seed !== undefined) expectFunction(options.seed, WHERE, 'options.seed');
  if (options.dice !== undefined && options.dice !== 'hosted' && options.dice !== 'seeded') {
    throw new RulesError(`${WHERE}: options.dice must be 'hosted' or 'seeded'; got ${formatValue(options.dice)}`, {
      code: 'INVALID_INPUT',
      rule: 'boardgame.io',
      path: ['options', 'dice'],
    });
  }
  const hosted = options.dice !== 'seeded';
  const maxSetupBytes = wholeOption(options.maxSetupBytes, 'maxSetupBytes', 2, 1_048_576, 4_096);
  // The host reads its matches' hosted dice back from storage.
  if (hosted) useHostedDice();
  const catalogued = isCatalogueGame(game);
  const rules = catalogued ? game.game : game;
  checkGame(rules);
  const sides = rules.sides;
  const seedOf = (options.seed ?? randomSeed) as () => number | string;

  /**
   * The match's state from `start` (or what it makes of `setupData`): with `seed` (the
   * match's, drawn at its first move), its dice; without, seeded dice of seed 0, for a
   * check or a view before the first move (views never carry the dice).
   */
  const build = (setupData: unknown, seed?: number | string): GameStateBase => {
    const made = typeof start === 'function' ? (start as (data: unknown) => unknown)(setupData) : start;
    const own = seed ?? 0;
    let state: GameStateBase;
    if (catalogued) {
      expectObject(made, WHERE, 'set-up');
      state = game.create(withSeed(made, own));
    } else {
      // A game's own state: parsed by the game (viewFor), then given the match's dice.
      rules.viewFor(made as GameStateBase, sides[0] as string);
      state = { ...(made as GameStateBase), dice: createDice(own).state() } as GameStateBase;
    }
    if (seed === undefined || !hosted) return state;
    if (typeof seed !== 'string') {
      throw new RulesError(
        `${WHERE}: hosted dice take a seed of 32 to 64 hexadecimal digits from options.seed; got ${formatValue(seed)}`,
        { code: 'INVALID_INPUT', rule: 'boardgame.io', path: ['options', 'seed'] },
      );
    }
    return { ...state, dice: createHostedDice(seed).state() } as GameStateBase;
  };
  // A fixed set-up is checked at once, with the game's own RulesError.
  if (typeof start !== 'function') build(null);
  const stateOf = (G: BoardgameIoState): GameStateBase => G.state ?? build(G.setupData);

  const sideOf = (playerID: unknown): string | undefined =>
    typeof playerID === 'string' && /^[01]$/.test(playerID) ? sides[Number(playerID)] : undefined;
  /** The player ids `pending` names, in order: boardgame.io's active players. */
  const activePlayers = (state: GameStateBase): string[] => {
    const active = new Set<string>();
    for (const entry of rules.pending(state)) {
      const index = sides.indexOf(entry.side);
      if (index >= 0) active.add(String(index));
    }
    return [...active].sort();
  };

  // No prototype: boardgame.io finds a move with `in`, so a move named `toString` finds nothing.
  const moves: Record<string, LongFormMove<BoardgameIoState>> = Object.create(null);
  const NOTHING_SEEN: BoardgameIoSeen = { events: [], history: [], count: 0 };
  /** What each side was shown, with this move's events added to the shares they see. */
  const seenAfter = (G: BoardgameIoState, events: readonly GameEvent[]): BoardgameIoSeen[] =>
    sides.map((side, index) => {
      const before = G.seen[index] ?? NOTHING_SEEN;
      const share = rules.eventsFor(events, side);
      if (share.length === 0) return before;
      const history = [...before.history, ...share].slice(-MAX_HISTORY);
      return { events: share, history, count: before.count + share.length };
    });
  moves[ACT] = {
    client: false,
    redact: true,
    move: ({ G: draft, playerID }, ...args: unknown[]) => {
      const G = undrafted(draft);
      const side = sideOf(playerID);
      const [fields] = args;
      if (side === undefined || args.length !== 1 || fields === null || typeof fields !== 'object') {
        return INVALID_MOVE;
      }
      if (Array.isArray(fields) || Object.hasOwn(fields, 'side')) return INVALID_MOVE;
      const index = sides.indexOf(side);
      let state: GameStateBase;
      try {
        // The set-up was checked at lobby create (validateSetupData); a set-up function or a
        // seed source that fails now must not take the host down: the move is refused.
        state = G.state ?? build(G.setupData, seedOf());
      } catch {
        return INVALID_MOVE;
      }
      const action = { ...(fields as object), side };
      try {
        const applied = rules.apply(state, action);
        const refused = G.refused.map((entry, i) => (i === index ? null : entry));
        // The state holds all the set-up gave: setupData is not kept (nor rewritten each move).
        return Object.freeze({ setupData: null, state: applied.state, seen: seenAfter(G, applied.events), refused });
      } catch (error) {
        if (!isRulesError(error)) throw error;
        // The reason goes to this player only (playerView); the state is as it was.
        // A large action is not kept (it is stored with the match): its player has it.
        const kept = JSON.stringify(action).length <= MAX_REFUSED_ACTION ? action : null;
        const reason = {
          action: kept,
          message: error.message,
          code: error.code,
          rule: error.rule,
          path: [...error.path],
        };
        return Object.freeze({ ...G, refused: G.refused.map((entry, i) => (i === index ? reason : entry)) });
      }
    },
  };

  const client = clientGameOf(rules, options.name);
  const hostGame: BoardgameIoHostGame = {
    ...client,
    setup: (_context, setupData?: unknown) => ({
      // A fixed set-up reads no setupData: none is kept.
      setupData: typeof start === 'function' ? (setupData ?? null) : null,
      state: null,
      seen: sides.map(() => NOTHING_SEEN),
      refused: sides.map(() => null),
    }),
    validateSetupData: (setupData: unknown) => {
      // boardgame.io keeps setupData in the match's metadata and the lobby lists it: bounded.
      const bytes = sizeOfJson(setupData);
      if (bytes > maxSetupBytes) {
        return `${WHERE}: setupData takes at most ${maxSetupBytes.toLocaleString('en')} bytes as JSON; got ${Number.isFinite(bytes) ? bytes.toLocaleString('en') : 'a value that is not JSON'}`;
      }
      if (typeof start !== 'function') return undefined;
      try {
        build(setupData ?? null);
        return undefined;
      } catch (error) {
        if (error instanceof RulesError) return error.message;
        return `${WHERE}: the set-up function threw ${String(error)}`;
      }
    },
    moves,
    turn: {
      onBegin: ({ G, events }) => {
        events.setActivePlayers(activePlayers(stateOf(undrafted(G))));
      },
      onMove: ({ G, events }) => {
        events.setActivePlayers(activePlayers(stateOf(undrafted(G))));
      },
    },
    endIf: ({ G }) => {
      if (G.state === null) return undefined;
      const outcome = rules.outcome(G.state);
      if (!outcome.over) return undefined;
      const winners = outcome.winners.map((side) => String(sides.indexOf(side)));
      return winners.length === 1 ? { winner: winners[0], outcome } : { draw: true, winners, outcome };
    },
    resampledBot: botMaker(rules, stateOf),
    playerView: ({ G, playerID }): BoardgameIoPlayerView => {
      const state = stateOf(G);
      const side = sideOf(playerID);
      const outcome = rules.outcome(state);
      if (side === undefined) {
        const none = { view: null, events: [], history: [], eventCount: 0, pending: [], legal: [], refused: null };
        return { sides: [...sides], ...none, outcome };
      }
      const index = sides.indexOf(side);
      const seen = G.seen[index] ?? NOTHING_SEEN;
      return {
        sides: [...sides],
        view: rules.viewFor(state, side),
        events: seen.events,
        history: seen.history,
        eventCount: seen.count,
        pending: rules.pending(state, side),
        legal: rules.legalActions(state, side),
        refused: G.refused[index] ?? null,
        outcome,
      };
    },
    ai: {
      // boardgame.io's bots (RandomBot, MCTSBot) pick among these: the host's G has the
      // state; a player's G (its view) carries its legal actions.
      enumerate: (G: BoardgameIoState | BoardgameIoPlayerView, _ctx: unknown, playerID: unknown) => {
        const side = sideOf(playerID);
        if (side === undefined) return [];
        const legal = 'setupData' in G ? rules.legalActions(stateOf(G), side) : G.legal;
        return legal.map(({ side: _side, ...fields }: GameActionBase & { side?: unknown }) => ({
          move: ACT,
          args: [fields],
        }));
      },
    },
  };
  return hostGame;
}

/** A boardgame.io bot, as far as {@link resampledBot} uses it (`RandomBot`, `MCTSBot`, your own). */
export interface BoardgameIoBot {
  /** boardgame.io's bot call: the match state and the player the bot plays. */
  play(state: { readonly G: unknown }, playerID: string): unknown;
}

/** Makes `resampledBot` for one host game. */
function botMaker(rules: AnyGame, stateOf: (G: BoardgameIoState) => GameStateBase) {
  return <B extends BoardgameIoBot>(bot: B, options: { readonly seed?: number } = {}): B => {
    expectObject(bot, WHERE, 'bot');
    expectFunction(bot.play, WHERE, 'bot.play');
    expectObject(options, WHERE, 'options');
    // The re-deals need no secret seed (a re-deal is a function of the side's view); a fresh one varies them.
    let seed = options.seed ?? Number.parseInt(randomSeed().slice(0, 8), 16) | 0;
    if (typeof seed !== 'number' || !Number.isInteger(seed) || (seed | 0) !== seed) {
      throw new RulesError(`${WHERE}: options.seed must be a 32-bit whole number; got ${formatValue(seed)}`, {
        code: 'INVALID_INPUT',
        rule: 'boardgame.io',
        path: ['options', 'seed'],
      });
    }
    const play = bot.play.bind(bot);
    // A bot of its own that inherits the given one (left as it was, even frozen).
    const wrapped = Object.create(bot) as B;
    Object.defineProperty(wrapped, 'play', {
      value: (state: { readonly G: BoardgameIoState }, playerID: string) => {
        const side = /^[01]$/.test(String(playerID)) ? rules.sides[Number(playerID)] : undefined;
        if (side === undefined) return play(state, playerID);
        seed = (seed + 1) | 0;
        const seen = rules.resample(stateOf(state.G), side, seed);
        return play({ ...state, G: { ...state.G, state: seen } }, playerID);
      },
    });
    return wrapped;
  };
}
