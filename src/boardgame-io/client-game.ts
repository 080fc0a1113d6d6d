import type { Game as BoardgameIoGame } from 'boardgame.io';
import { expectArray, expectFunction, expectObject, expectString } from '../core/guards.js';
import type { AnyGame, CatalogueGame } from '../game/catalogue-game.js';
import type { GameActionBase } from '../game/game.js';

/** boardgame.io's `INVALID_MOVE` (its value, so this subpath needs boardgame.io only for types). Internal. */
export const INVALID_MOVE = 'INVALID_MOVE';
/** Where this subpath's errors come from. Internal. */
export const WHERE = 'toBoardgameIo';
/** The one move every action goes through. Internal. */
export const ACT = 'act';
/** How many of its share of the events the host keeps for each side. Internal. */
export const MAX_HISTORY = 200;

/** Checks that `game` is one of the library's games (or defineGame's). Internal. */
export function checkGame(game: unknown): asserts game is AnyGame {
  expectObject(game, WHERE, 'game');
  expectString(game.name, WHERE, 'game.name');
  expectArray(game.sides, WHERE, 'game.sides');
  expectObject(game.actionRules, WHERE, 'game.actionRules');
  for (const method of ['apply', 'viewFor', 'eventsFor', 'pending', 'legalActions', 'outcome'] as const) {
    expectFunction(game[method], WHERE, `game.${method}`);
  }
}

/**
 * The parts of the boardgame.io game that host and client share: name, players, the `act`
 * move (run on the host only), no client events, no undo. Internal.
 */
export function clientGameOf(rules: AnyGame, name: string | undefined): BoardgameIoGame {
  const moves = Object.create(null) as NonNullable<BoardgameIoGame['moves']>;
  // Run on the host only: on a client the move is only sent.
  moves[ACT] = { client: false, redact: true, move: () => INVALID_MOVE };
  return {
    name: name ?? rules.name,
    minPlayers: 2,
    maxPlayers: 2,
    disableUndo: true,
    // Nothing a client sends ends a turn, a phase or the game, or sets who is active (the
    // host's guardTransport refuses such messages; boardgame.io 0.50 does not).
    events: {
      endGame: false,
      endPhase: false,
      endStage: false,
      endTurn: false,
      pass: false,
      setActivePlayers: false,
      setPhase: false,
      setStage: false,
    },
    moves,
    ai: {
      enumerate: (G: { legal?: readonly GameActionBase[] }) =>
        (G.legal ?? []).map(({ side: _side, ...fields }: GameActionBase & { side?: unknown }) => ({
          move: ACT,
          args: [fields],
        })),
    },
  };
}

/**
 * The boardgame.io `Game` a client imports for one of the library's games: its name, its
 * one move `act` and its bots' move list, and nothing else (no set-up, no rules run on the
 * client), so a browser bundle carries no secret of the host's matches. The host runs
 * {@link toBoardgameIo} of the same game.
 *
 * @example
 * ```ts
 * import { toBoardgameIoClient } from 'naval-rules/boardgame-io';
 * import { warAtSeaGame } from 'naval-rules/war-at-sea';
 *
 * const game = toBoardgameIoClient(warAtSeaGame);
 * game.name; // 'war-at-sea'
 * ```
 */
export function toBoardgameIoClient(
  game: AnyGame | CatalogueGame,
  options: { readonly name?: string } = {},
): BoardgameIoGame {
  expectObject(game, WHERE, 'game');
  expectObject(options, WHERE, 'options');
  if (options.name !== undefined) expectString(options.name, WHERE, 'options.name');
  const rules = 'create' in game && 'game' in game ? game.game : game;
  checkGame(rules);
  return clientGameOf(rules, options.name);
}
