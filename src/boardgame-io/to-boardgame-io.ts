import type { Game as BoardgameIoGame, LongFormMove } from 'boardgame.io';
import { expectArray, expectFunction, expectObject, expectString } from '../core/guards.js';
import { isRulesError } from '../core/rules-error.js';
import type { AnyGame, CatalogueGame } from '../game/catalogue-game.js';
import type { GameActionBase, GameEvent, GameStateBase, Pending } from '../game/game.js';

/** boardgame.io's `INVALID_MOVE` (its value, so this module needs boardgame.io only for types). */
const INVALID_MOVE = 'INVALID_MOVE';
const WHERE = 'toBoardgameIo';

/** What boardgame.io keeps as `G` on the host: our state (dice inside) and the last step's events. */
export interface BoardgameIoState {
  /** The game's whole state, dice included; it never leaves the host (see `playerView`). */
  readonly state: GameStateBase;
  /** The events of the last move, each player is sent only its share of them. */
  readonly events: readonly GameEvent[];
  /** How many moves have been applied. */
  readonly step: number;
}

/** What one player's client receives as `G`: its view, its events, what it must do. */
export interface BoardgameIoPlayerView {
  /** `game.viewFor(state, side)`: no dice, nothing the rules keep from this player; null for a spectator. */
  readonly view: unknown;
  /** `game.eventsFor(events, side)` of the last move; none for a spectator. */
  readonly events: readonly GameEvent[];
  /** `game.pending(state, side)`: what this player must or may do now; none for a spectator. */
  readonly pending: readonly Pending[];
  /** `game.legalActions(state, side)`: the actions this player may take now, whole; none for a spectator. */
  readonly legal: readonly GameActionBase[];
  /** How many moves have been applied. */
  readonly step: number;
}

/** Options of {@link toBoardgameIo}. */
export interface BoardgameIoOptions {
  /** The boardgame.io game name (default: the game's own name, such as `war-at-sea`). */
  readonly name?: string;
}

function isCatalogueGame(game: AnyGame | CatalogueGame): game is CatalogueGame {
  if (!('create' in game && 'game' in game)) return false;
  expectFunction(game.create, WHERE, 'game.create');
  return true;
}

function checkGame(game: unknown): asserts game is AnyGame {
  expectObject(game, WHERE, 'game');
  expectString(game.name, WHERE, 'game.name');
  expectArray(game.sides, WHERE, 'game.sides');
  expectObject(game.actionRules, WHERE, 'game.actionRules');
  for (const method of ['apply', 'viewFor', 'eventsFor', 'pending', 'legalActions', 'outcome'] as const) {
    expectFunction(game[method], WHERE, `game.${method}`);
  }
}

/**
 * A boardgame.io `Game` for any of the library's games, so an app already on boardgame.io
 * plays it with boardgame.io's clients, lobby and server. Player `'0'` is the game's first
 * side and `'1'` its second (`game.sides`).
 *
 * - **Moves** are the game's action types: `client.moves['roll-initiative']({ …fields })`;
 *   the player's side is filled in from its player id, so nobody acts for the other side.
 *   A move the rules refuse (`check`) is boardgame.io's `INVALID_MOVE`.
 * - **The dice never leave the host:** moves run on the master only (`client: false`), the
 *   state with its dice stays in the host's `G`, and `playerView` sends each player only
 *   `{ view, events, pending, step }` ({@link BoardgameIoPlayerView}); a spectator gets no
 *   view. Moves are `redact`ed, so the log hides one player's arguments from the other.
 * - **Active players come from `pending`** after every move; the game ends when the game's
 *   `outcome` says it is over, with boardgame.io's `{ winner }` (or `{ draw: true }`) and the
 *   outcome itself. Undo is off (a die once rolled stays rolled).
 * - **Bots:** `ai.enumerate` lists the player's legal actions as moves, so boardgame.io's
 *   `RandomBot` and `MCTSBot` play; each player's view also carries them (`legal`).
 *
 * `game` is a catalogue's game (`warAtSeaCatalogue.game`) with a set-up in `start`, or a
 * game (`warAtSeaGame`) with its initial state in `start`. boardgame.io is an optional peer
 * dependency: only this subpath needs it, and only for its types.
 *
 * @example
 * ```ts
 * import { toBoardgameIo } from 'naval-rules/boardgame-io';
 * import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';
 *
 * const game = toBoardgameIo(warAtSeaCatalogue.game, {
 *   seed: 7, target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [],
 * });
 * Object.keys(game.moves ?? {}).includes('advance'); // true
 * ```
 */
export function toBoardgameIo(
  game: AnyGame | CatalogueGame,
  start: unknown,
  options: BoardgameIoOptions = {},
): BoardgameIoGame<BoardgameIoState> {
  expectObject(game, WHERE, 'game');
  expectObject(options, WHERE, 'options');
  if (options.name !== undefined) expectString(options.name, WHERE, 'options.name');
  const catalogued = isCatalogueGame(game);
  const rules = catalogued ? game.game : game;
  checkGame(rules);
  const sides = rules.sides;
  // A bad set-up or state is refused here, with the game's own RulesError.
  const initial = catalogued ? game.create(start) : (start as GameStateBase);
  rules.viewFor(initial, sides[0] as string);

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

  // No prototype: boardgame.io finds a move with `in`, so a client's move named
  // `toString` or `constructor` must find nothing (it used to crash the host).
  const moves: Record<string, LongFormMove<BoardgameIoState>> = Object.create(null);
  for (const type of Object.keys(rules.actionRules)) {
    moves[type] = {
      client: false,
      redact: true,
      move: ({ G, playerID }, fields: unknown = {}) => {
        const side = sideOf(playerID);
        if (side === undefined || fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
          return INVALID_MOVE;
        }
        try {
          const applied = rules.apply(G.state, { ...(fields as object), type, side });
          return { state: applied.state, events: applied.events, step: G.step + 1 };
        } catch (error) {
          if (isRulesError(error)) return INVALID_MOVE;
          throw error;
        }
      },
    };
  }

  return {
    name: options.name ?? rules.name,
    minPlayers: 2,
    maxPlayers: 2,
    disableUndo: true,
    setup: () => ({ state: initial, events: [], step: 0 }),
    moves,
    turn: {
      onBegin: ({ G, events }) => {
        events.setActivePlayers(activePlayers(G.state));
      },
      onMove: ({ G, events }) => {
        events.setActivePlayers(activePlayers(G.state));
      },
    },
    endIf: ({ G }) => {
      const outcome = rules.outcome(G.state);
      if (!outcome.over) return undefined;
      const winners = outcome.winners.map((side) => String(sides.indexOf(side)));
      return winners.length === 1
        ? { winner: winners[0], outcome, step: G.step }
        : { draw: true, winners, outcome, step: G.step };
    },
    playerView: ({ G, playerID }): BoardgameIoPlayerView => {
      const side = sideOf(playerID);
      if (side === undefined) return { view: null, events: [], pending: [], legal: [], step: G.step };
      return {
        view: rules.viewFor(G.state, side),
        events: rules.eventsFor(G.events, side),
        pending: rules.pending(G.state, side),
        legal: rules.legalActions(G.state, side),
        step: G.step,
      };
    },
    ai: {
      // boardgame.io's bots (RandomBot, MCTSBot) pick among these: the host's G has the
      // state; a player's G (its view) carries its legal actions.
      enumerate: (G: BoardgameIoState | BoardgameIoPlayerView, _ctx: unknown, playerID: unknown) => {
        const side = sideOf(playerID);
        if (side === undefined) return [];
        const legal = 'state' in G ? rules.legalActions(G.state, side) : G.legal;
        return legal.map(({ type, side: _side, ...fields }: GameActionBase & { side?: unknown }) => ({
          move: type,
          args: [fields],
        }));
      },
    },
  };
}
