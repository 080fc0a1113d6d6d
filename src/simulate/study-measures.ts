/**
 * The measures a study takes from each finished game: chosen by name from the game's
 * catalogue or given as functions, checked once before any run, and read after each run.
 * Internal.
 */
import { didYouMean } from '../core/did-you-mean.js';
import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { CatalogueGame } from '../game/catalogue-game.js';
import { checkMeasure, WHOLE_GAME } from '../game/check-measure.js';
import type { FinishedGame, Measure } from '../game/measure.js';

/** What a run's measures are, by name, then by side (or `game` for a measure of the whole game). */
export type Measured = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The most measures one study takes. */
const MAX_MEASURES = 100;

function invalid(message: string, path: readonly (string | number)[]): RulesError {
  return new RulesError(`simulate: ${message}`, { code: 'INVALID_INPUT', rule: 'simulation', path });
}

/** The catalogue's measures of a game, each checked (an app's own catalogue game may hold any). */
function catalogueMeasures(game: CatalogueGame): readonly Measure<never>[] {
  const offered: unknown = game.measures ?? [];
  if (!Array.isArray(offered) || offered.length > MAX_MEASURES) {
    throw invalid(`game.measures must be a list of at most ${MAX_MEASURES} measures; got ${formatValue(offered)}`, [
      'game',
      'measures',
    ]);
  }
  return offered.map((measure: unknown, i) => checkMeasure(measure, 'simulate', ['game', 'measures', i]));
}

/** The measures a study's `measures` option chooses: the catalogue's by default, each name checked, each function's fields checked. */
export function chooseMeasures(game: CatalogueGame, chosen: unknown): readonly Measure<never>[] {
  const offered = catalogueMeasures(game);
  if (chosen === undefined) return offered;
  if (!Array.isArray(chosen) || chosen.length > MAX_MEASURES) {
    throw invalid(
      `measures must be a list of at most ${MAX_MEASURES} measures (names of ${game.name}'s, or measure objects); got ${formatValue(chosen)}`,
      ['measures'],
    );
  }
  const names = offered.map((m) => m.name);
  const seen = new Set<string>();
  return chosen.map((entry: unknown, i) => {
    let measure: Measure<never>;
    if (typeof entry === 'string') {
      const found = offered.find((m) => m.name === entry);
      if (found === undefined) {
        const near = didYouMean(entry, names);
        throw invalid(
          `measures[${i}] names ${formatValue(entry)}, not a measure of ${game.name}${near === undefined ? '' : ` (did you mean "${near}"?)`}; its measures: ${names.length === 0 ? 'none' : names.join(', ')}`,
          ['measures', i],
        );
      }
      measure = found;
    } else measure = checkMeasure(entry, 'simulate', ['measures', i]);
    if (seen.has(measure.name)) throw invalid(`measures names "${measure.name}" twice`, ['measures', i]);
    seen.add(measure.name);
    return measure;
  });
}

/** Whether any of the measures reads `what`. */
export function anyReads(measures: readonly Measure<never>[], what: 'start' | 'events'): boolean {
  return measures.some((m) => m.reads?.includes(what) === true);
}

/**
 * A run's measures: the outcome's own (by side), then each chosen measure's, its value
 * checked (finite numbers: one a side, or one for the game). `index` names the run in an
 * error.
 */
export function measureRun(
  measures: readonly Measure<never>[],
  sides: readonly string[],
  run: FinishedGame<unknown, string>,
  index: number,
): Measured {
  const out: Record<string, Readonly<Record<string, number>>> = {};
  const put = (name: string, value: Readonly<Record<string, number>>) =>
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  for (const [name, bySide] of Object.entries(run.outcome.measures ?? {})) put(name, bySide);
  for (const measure of measures) {
    if (Object.hasOwn(out, measure.name)) {
      throw invalid(`measure "${measure.name}" has the name of one the game's outcome already gives`, ['measures']);
    }
    let value: unknown;
    try {
      value = measure.of(run as FinishedGame<never, string>);
    } catch (error) {
      if (error instanceof RulesError) throw error;
      throw invalid(`measure "${measure.name}" failed on run ${index}: ${String(error)}`, ['measures']);
    }
    put(measure.name, checkedValue(measure.name, value, sides, index));
  }
  return out;
}

function checkedValue(name: string, value: unknown, sides: readonly string[], index: number): Record<string, number> {
  const bad = () =>
    invalid(
      `measure "${name}" gave ${formatValue(value)} on run ${index}: it must give a finite number, or one a side (${sides.join(', ')})`,
      ['measures'],
    );
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw bad();
    return { [WHOLE_GAME]: value };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad();
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== sides.length || !sides.every((side) => Object.hasOwn(record, side))) throw bad();
  const out: Record<string, number> = {};
  for (const side of sides) {
    const n = record[side];
    if (typeof n !== 'number' || !Number.isFinite(n)) throw bad();
    Object.defineProperty(out, side, { value: n, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
