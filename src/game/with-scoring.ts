import { formatValue } from '../core/format-value.js';
import { expectArray, expectFunction, expectObject, expectRule, expectSchema, expectString } from '../core/guards.js';
import { RulesError } from '../core/rules-error.js';
import type { CatalogueGame } from './catalogue-game.js';
import { checkMeasure } from './check-measure.js';
import { defineGame } from './define-game.js';
import type { Game, GameActionBase, GameStateBase, Outcome } from './game.js';
import { gameParts } from './game-parts.js';
import { registerBase } from './scored-base.js';

/** Where a game stands under an app's scoring: who won, each side's score, and whether it is over. */
export interface ScoredOutcome<Side extends string = string> {
  /** True once the game is over under this scoring (keep `own.over` for the rules' own end). */
  readonly over: boolean;
  /** The sides that won; empty while the game goes on and for a draw. */
  readonly winners: readonly Side[];
  /** Each side's score, a finite number for every side. */
  readonly score: Readonly<Record<Side, number>>;
  /** Other counts beside the score, each side's by name (a study sums them up); default the game's own. */
  readonly measures?: Readonly<Record<string, Readonly<Record<Side, number>>>>;
}

/**
 * An app's own scoring of a game: a scenario's victory conditions, a house rule's points,
 * the base game's victory levels. Every consumer that takes the scored game (`playOut`,
 * `simulate`, `compareRules`, `gamePlays`, `toBoardgameIo`, the CLI's `--scoring`) plays
 * and counts by it.
 */
export interface Scoring<S = never, Side extends string = string> {
  /** What the score counts, in words: the outcome's `scoring`. */
  readonly name: string;
  /**
   * Where the game stands, from the state and the game's own outcome (`own`: the rules'
   * score and end, to build on). A scoring that says `over: true` ends the game there;
   * one that keeps `own.over` ends it where the rules do.
   */
  outcome(state: S, own: Outcome<Side>): ScoredOutcome<Side>;
}

function invalid(message: string, path: readonly (string | number)[]): RulesError {
  return new RulesError(`scoring: ${message}`, { code: 'INVALID_INPUT', rule: 'scoring', path });
}

/** A record with a finite number for each side and no other key, else a RulesError at `path`. */
function checkCounts(value: unknown, sides: readonly string[], path: (string | number)[]): Record<string, number> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid(`${path.join('.')} must give each side a number; got ${formatValue(value)}`, path);
  }
  const out: Record<string, number> = {};
  for (const key of Object.keys(value)) {
    if (!sides.includes(key)) throw invalid(`${path.join('.')} names ${formatValue(key)}, not a side`, [...path, key]);
  }
  for (const side of sides) {
    const count = Object.hasOwn(value, side) ? (value as Record<string, unknown>)[side] : undefined;
    if (typeof count !== 'number' || !Number.isFinite(count)) {
      throw invalid(`${path.join('.')}.${side} must be a finite number; got ${formatValue(count)}`, [...path, side]);
    }
    Object.defineProperty(out, side, { value: count, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The app's outcome checked and made whole (its scoring's name, the game's measures by default). */
function scored<Side extends string>(
  scoring: Scoring<never, Side>,
  state: unknown,
  own: Outcome<Side>,
  sides: readonly string[],
): Outcome<Side> {
  const given: unknown = scoring.outcome(state as never, own);
  if (given === null || typeof given !== 'object') {
    throw invalid(`${scoring.name}'s outcome must be an object; got ${formatValue(given)}`, ['outcome']);
  }
  const { over, winners, score, measures } = given as Partial<ScoredOutcome<Side>>;
  if (typeof over !== 'boolean')
    throw invalid(`outcome.over must be true or false; got ${formatValue(over)}`, ['over']);
  if (!Array.isArray(winners) || winners.some((w, i) => !sides.includes(w) || winners.indexOf(w) !== i)) {
    throw invalid(`outcome.winners must list sides of the game, each once; got ${formatValue(winners)}`, ['winners']);
  }
  const checkedMeasures: Record<string, Record<Side, number>> = {};
  const allMeasures = measures === undefined ? (own.measures ?? {}) : measures;
  if (allMeasures === null || typeof allMeasures !== 'object') {
    throw invalid(`outcome.measures must be an object; got ${formatValue(allMeasures)}`, ['measures']);
  }
  for (const name of Object.keys(allMeasures)) {
    const counts = checkCounts((allMeasures as Record<string, unknown>)[name], sides, ['measures', name]) as Record<
      Side,
      number
    >;
    Object.defineProperty(checkedMeasures, name, { value: counts, enumerable: true, writable: true });
  }
  return {
    over,
    winners: [...winners],
    score: checkCounts(score, sides, ['score']) as Record<Side, number>,
    scoring: scoring.name,
    ...(Object.keys(checkedMeasures).length > 0 ? { measures: checkedMeasures } : {}),
  };
}

function checkScoring(scoring: unknown): asserts scoring is Scoring<never, string> {
  if (scoring === null || typeof scoring !== 'object') {
    throw invalid(`a scoring is { name, outcome(state, own) }; got ${formatValue(scoring)}`, []);
  }
  const { name, outcome } = scoring as Partial<Scoring<never, string>>;
  if (typeof name !== 'string' || name.length === 0) {
    throw invalid(`name must be a non-empty string; got ${formatValue(name)}`, ['name']);
  }
  if (typeof outcome !== 'function')
    throw invalid(`outcome must be a function; got ${formatValue(outcome)}`, ['outcome']);
}

/** The methods a game has (see {@link Game}). */
const METHODS = [
  'apply',
  'check',
  'replay',
  'viewFor',
  'eventsFor',
  'pending',
  'resample',
  'legalActions',
  'outcome',
] as const;

/** A game's own fields, each checked, in a fresh object: what a scored game of the app's own is made from. */
function checkedGame(game: Record<string, unknown>): Game<GameStateBase, GameActionBase, string> {
  const where = 'withScoring';
  expectString(game.name, where, 'game.name');
  expectArray(game.sides, where, 'game.sides');
  for (const [i, side] of game.sides.entries()) expectString(side, where, `game.sides.${i}`);
  for (const key of ['stateSchema', 'actionSchema', 'viewSchema'] as const)
    expectSchema(game[key], where, `game.${key}`);
  expectObject(game.actionRules, where, 'game.actionRules');
  for (const [type, rule] of Object.entries(game.actionRules)) expectRule(rule, where, `game.actionRules.${type}`);
  for (const method of METHODS) expectFunction(game[method], where, `game.${method}`);
  return { ...game } as unknown as Game<GameStateBase, GameActionBase, string>;
}

/** A catalogue's game's own fields, each checked (its game apart). */
function checkCatalogueGame(game: Record<string, unknown>): void {
  const where = 'withScoring';
  expectString(game.name, where, 'game.name');
  expectString(game.title, where, 'game.title');
  expectSchema(game.setupSchema, where, 'game.setupSchema');
  expectFunction(game.create, where, 'game.create');
  if (game.doctrine !== undefined) expectFunction(game.doctrine, where, 'game.doctrine');
  if (game.measures !== undefined) {
    if (!Array.isArray(game.measures) || game.measures.length > 100) {
      throw new RulesError(
        `withScoring: game.measures must be a list of at most 100 measures; got ${formatValue(game.measures)}`,
        {
          code: 'INVALID_INPUT',
          rule: 'scoring',
          path: ['game', 'measures'],
        },
      );
    }
    game.measures.forEach((measure: unknown, i) => {
      checkMeasure(measure, where, ['game', 'measures', i]);
    });
  }
}

const isCatalogueGame = (value: object): value is CatalogueGame =>
  typeof (value as Partial<CatalogueGame>).create === 'function' &&
  typeof (value as Partial<CatalogueGame>).game === 'object';

/**
 * The game scored the app's way: the same rules, states, actions, views and bots, with
 * `outcome` (and so the end of the game, the winners and the score every consumer reads)
 * the app's. Pass a {@link Game} and get a Game; pass a catalogue's game
 * (`warAtSeaCatalogue.game`) and get one for `simulate` and `compareRules`. The app's
 * outcome is checked on every call: a winner that is no side, a score that is no number, a
 * measure for an unknown side is a `RulesError`, never a silent default.
 *
 * @example
 * ```ts
 * import { type Outcome, withScoring } from 'naval-rules';
 * import { type WarAtSeaGameState, warAtSeaCatalogue, warAtSeaGame } from 'naval-rules/war-at-sea';
 * // A scenario that ends after turn 3 and goes to the side ahead, whatever the target.
 * const shortLanding = {
 *   name: 'points after three turns, most wins',
 *   outcome: (state: WarAtSeaGameState, own: Outcome<'Allies' | 'Axis'>) => {
 *     const over = own.over || state.turn > 3;
 *     const { Allies, Axis } = own.score;
 *     const ahead = Allies === Axis ? [] : [Allies > Axis ? 'Allies' : 'Axis'] as const;
 *     return { over, winners: over ? [...ahead] : [], score: own.score };
 *   },
 * };
 * const game = withScoring(warAtSeaGame, shortLanding); // for playOut, gamePlays, toBoardgameIo
 * const study = withScoring(warAtSeaCatalogue.game, shortLanding); // for simulate, compareRules
 * ```
 */
export function withScoring<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput, V>(
  game: Game<S, A, Side, AInput, V>,
  scoring: Scoring<S, Side>,
): Game<S, A, Side, AInput, V>;
export function withScoring(game: CatalogueGame, scoring: Scoring<never, string>): CatalogueGame;
export function withScoring(game: object, scoring: unknown): object {
  if (game === null || typeof game !== 'object') {
    throw invalid(`withScoring takes a game or a catalogue's game; got ${formatValue(game)}`, ['game']);
  }
  checkScoring(scoring);
  if (isCatalogueGame(game)) {
    checkCatalogueGame(game as unknown as Record<string, unknown>);
    return { ...game, game: withScoring(game.game, scoring as never) };
  }
  const parts = gameParts(game);
  if (parts === undefined) {
    // A game of the app's own making (or a copy of one of the library's): its fields
    // checked, the same methods, the outcome scored.
    const plain = checkedGame(game as Record<string, unknown>);
    const sides = [...plain.sides];
    const own = plain.outcome;
    return Object.freeze({
      ...plain,
      sides,
      outcome: (state: GameStateBase) => scored(scoring, state, own(state), sides),
    });
  }
  const sides = (game as Game<GameStateBase, GameActionBase, string>).sides;
  // One of the library's: the same definition with the outcome scored, so play loops keep
  // the fast runner and the library's bots (see registerBase).
  const { definition, outcomeOf } = parts;
  const outcome = (state: GameStateBase) => scored(scoring, state, outcomeOf(state), sides);
  const made = defineGame({ ...definition, outcome, over: (state) => outcome(state).over });
  registerBase(made, game);
  return made;
}
