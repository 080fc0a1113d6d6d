import { createInterface } from 'node:readline';
import type { Catalogue } from '../core/catalogue/catalogue.js';
import { isRulesError } from '../core/rules-error.js';
import type { GameCatalogue } from '../game/catalogue-game.js';
import type { GameStateBase } from '../game/game.js';
import { UsageError } from './args.js';
import { errorJson } from './error-json.js';
import { botMove, botSeed, cliBot } from './game-bots.js';
import { findGameCatalogue, gameCatalogues } from './game-file.js';

/** The operations `naval-rules serve` answers. */
export const SERVE_OPS = ['new', 'apply', 'check', 'view', 'pending', 'legal', 'bot', 'outcome'] as const;

/** The longest request line `serve` reads (a state with its log fits many times over). */
const MAX_LINE = 16 * 1024 * 1024;

const KEYS = new Set(['id', 'op', 'set', 'setup', 'state', 'action', 'player', 'bot', 'seed']);

type Request = Readonly<Record<string, unknown>>;

function usage(message: string): UsageError {
  return new UsageError(message);
}

function text(request: Request, key: string): string | undefined {
  const value = request[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw usage(`"${key}" must be a string`);
  return value;
}

/** The game a request's state belongs to (its "game" field), checked against "set" when given. */
function stateOf(
  request: Request,
  catalogues: readonly Catalogue[],
): { catalogue: GameCatalogue; state: GameStateBase } {
  const state = request.state;
  if (state === null || typeof state !== 'object' || Array.isArray(state)) {
    throw usage('"state" must be a game state (an object, as new or apply returned it)');
  }
  const named = (state as { game?: unknown }).game;
  const own = gameCatalogues(catalogues).find((c) => c.game.name === named);
  const set = text(request, 'set');
  const catalogue = set === undefined ? own : findGameCatalogue(catalogues, set, 'serve');
  if (catalogue === undefined) throw usage('the state names no game (its "game" field): give "set"');
  if (own !== undefined && own !== catalogue) throw usage(`the state is a ${own.name} game, not ${set}`);
  return { catalogue, state: state as GameStateBase };
}

function player(request: Request): string {
  const who = text(request, 'player');
  if (who === undefined) throw usage('"player" is needed: the side to answer for');
  return who;
}

/** Answers one request (already parsed JSON): the result, or throws a RulesError or UsageError. */
export function answer(request: Request, catalogues: readonly Catalogue[]): unknown {
  const extra = Object.keys(request).find((key) => !KEYS.has(key));
  if (extra !== undefined) throw usage(`a request has no "${extra}" (keys: ${[...KEYS].join(', ')})`);
  const op = text(request, 'op');
  switch (op) {
    case 'new': {
      const catalogue = findGameCatalogue(catalogues, text(request, 'set'), 'serve new');
      return catalogue.game.create(request.setup);
    }
    case 'apply': {
      const { catalogue, state } = stateOf(request, catalogues);
      return catalogue.game.game.apply(state, request.action);
    }
    case 'check': {
      const { catalogue, state } = stateOf(request, catalogues);
      const checked = catalogue.game.game.check(state, request.action);
      return checked.legal ? { legal: true } : { legal: false, error: errorJson(checked.error) };
    }
    case 'view': {
      const { catalogue, state } = stateOf(request, catalogues);
      return catalogue.game.game.viewFor(state, player(request));
    }
    case 'pending': {
      const { catalogue, state } = stateOf(request, catalogues);
      return catalogue.game.game.pending(state, text(request, 'player'));
    }
    case 'legal': {
      const { catalogue, state } = stateOf(request, catalogues);
      return catalogue.game.game.legalActions(state, player(request));
    }
    case 'outcome': {
      const { catalogue, state } = stateOf(request, catalogues);
      return catalogue.game.game.outcome(state);
    }
    case 'bot': {
      const { catalogue, state } = stateOf(request, catalogues);
      const seed = request.seed === undefined ? 1 : botSeed(String(request.seed));
      return botMove(catalogue, state, player(request), cliBot(catalogue, text(request, 'bot') ?? 'random', seed));
    }
    default:
      throw usage(`"op" must be one of ${SERVE_OPS.join(', ')}; got ${JSON.stringify(op)}`);
  }
}

/** One response line for one request line: `{ id, result }` or `{ id, error }` (the `--json` error shape). */
export function serveLine(line: string, catalogues: readonly Catalogue[]): string {
  let id: unknown = null;
  try {
    if (line.length > MAX_LINE) throw usage(`a request line is at most ${MAX_LINE} characters`);
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      throw usage('a request is one JSON object on one line');
    }
    if (request === null || typeof request !== 'object' || Array.isArray(request)) {
      throw usage('a request is one JSON object on one line');
    }
    const rawId = (request as Request).id;
    id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
    return JSON.stringify({ id, result: answer(request as Request, catalogues) });
  } catch (error) {
    if (isRulesError(error)) return JSON.stringify({ id, error: errorJson(error) });
    const message = error instanceof Error ? error.message : String(error);
    const code = error instanceof UsageError ? 'USAGE' : 'INTERNAL';
    return JSON.stringify({ id, error: { code, message, path: [] } });
  }
}

/**
 * `naval-rules serve`: one long-lived process answering newline-delimited JSON requests
 * on standard input, one response line each on standard output, in order, until input ends.
 */
export async function runServe(
  input: NodeJS.ReadableStream,
  write: (line: string) => void,
  catalogues: readonly Catalogue[],
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    write(serveLine(line, catalogues));
  }
}
