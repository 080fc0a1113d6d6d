import type { Catalogue } from '../core/catalogue/catalogue.js';
import type { GameCatalogue } from '../game/catalogue-game.js';
import type { GameStateBase } from '../game/game.js';
import { UsageError } from './args.js';
import { findCatalogue } from './find.js';
import type { CliIo } from './io.js';

/** True when the catalogue holds a game. */
export function hasGame(catalogue: Catalogue): catalogue is GameCatalogue {
  return 'game' in catalogue && catalogue.game !== undefined;
}

/** The catalogues that hold a game, for `game` and its help. */
export function gameCatalogues(catalogues: readonly Catalogue[]): GameCatalogue[] {
  return catalogues.filter(hasGame);
}

/**
 * JSON from `source`: `-` is standard input, text starting with `{` or `[` is the JSON
 * itself, anything else a file name. Unreadable or malformed input is a usage error.
 */
export function readJson(io: CliIo, source: string, what: string): unknown {
  const inline = /^\s*[[{]/.test(source);
  const where = inline ? what : source === '-' ? `${what} (standard input)` : `${what} ${source}`;
  let text: string;
  try {
    text = inline ? source : io.read(source);
  } catch (error) {
    throw new UsageError(`cannot read ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${where} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** True when `value` is what `apply` or `replay` printed: `{ state, events }`. */
function isStep(value: Record<string, unknown>): boolean {
  return isObject(value.state) && Object.keys(value).every((key) => key === 'state' || key === 'events');
}

/**
 * The game and state a command works on, from a state (its `game` field names the game)
 * or from what `apply` and `replay` print (`{ state, events }`). A set named on the
 * command line must be the state's.
 */
export function readGameState(
  io: CliIo,
  catalogues: readonly Catalogue[],
  setName: string | undefined,
  source: string,
  command: string,
): { catalogue: GameCatalogue; state: GameStateBase } {
  const value = readJson(io, source, '--state');
  if (!isObject(value)) throw new UsageError('--state must hold one JSON object: a game state');
  const state = isStep(value) ? (value.state as Record<string, unknown>) : value;
  const games = gameCatalogues(catalogues);
  const own = games.find((c) => c.game.name === state.game);
  if (setName !== undefined) {
    const catalogue = findGameCatalogue(catalogues, setName, command);
    if (own !== undefined && own !== catalogue) {
      throw new UsageError(`${command}: the state is a ${own.name} game, not ${setName}`);
    }
    return { catalogue, state: state as unknown as GameStateBase };
  }
  if (own === undefined) {
    throw new UsageError(
      `${command}: the state names no game (its "game" field); name the rule set: naval-rules ${command} <set>`,
    );
  }
  return { catalogue: own, state: state as unknown as GameStateBase };
}

/** The catalogue of a rule set that has a game; a usage error naming the sets otherwise. */
export function findGameCatalogue(
  catalogues: readonly Catalogue[],
  name: string | undefined,
  command: string,
): GameCatalogue {
  return findCatalogue(gameCatalogues(catalogues), name, command);
}
