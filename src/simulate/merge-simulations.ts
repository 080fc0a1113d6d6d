import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { Counts } from './distribution.js';
import { emptyCounts } from './simulate.js';
import { type SimulationSummary, summarize } from './simulation-summary.js';

function invalid(message: string, path: readonly (string | number)[]): RulesError {
  return new RulesError(`mergeSimulations: ${message}`, { code: 'INVALID_INPUT', rule: 'simulation', path });
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A histogram read back from a summary, checked. */
function histogramOf(value: unknown, path: readonly (string | number)[]): Counts {
  const histogram = (value as { histogram?: unknown } | null)?.histogram;
  if (!Array.isArray(histogram)) throw invalid(`${path.join('.')} has no histogram; got ${formatValue(value)}`, path);
  const counts: Counts = new Map();
  for (const [i, entry] of histogram.entries()) {
    const [at, runs] = Array.isArray(entry) ? entry : [];
    if (typeof at !== 'number' || !Number.isFinite(at) || !isCount(runs) || counts.has(at)) {
      throw invalid(`${path.join('.')}.histogram[${i}] must be a new [value, runs] pair; got ${formatValue(entry)}`, [
        ...path,
        'histogram',
        i,
      ]);
    }
    counts.set(at, runs);
  }
  return counts;
}

/** Adds `more` into `into`. */
function addInto(into: Counts, more: Counts): void {
  for (const [value, runs] of more) into.set(value, (into.get(value) ?? 0) + runs);
}

/** Options of {@link mergeSimulations}, given after the summaries. */
export interface MergeOptions {
  /** Merge shards that do not cover the whole study: the result says `partial: true`. Default false (refused). */
  readonly partial?: boolean;
}

const isOptions = (value: unknown): value is MergeOptions =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !('study' in value) && 'partial' in value;

/**
 * The summary of one study's runs from summaries of disjoint ranges of them (shards run in
 * other processes, on other machines, in a batch system's array job): counts and
 * histograms are added, never averages, so the result is exactly, byte for byte, the
 * summary one run over the whole range gives. The summaries must be of the same study
 * (game, set-up, house rules, bots, bound, seed and number of runs) and their ranges must
 * join without a gap or an overlap. Shards that do not cover the whole study (one still
 * running, or lost) are refused, naming the runs missing, unless the last argument is
 * `{ partial: true }`: then the result says `partial: true` and which runs it holds.
 *
 * @example
 * ```ts
 * const whole = mergeSimulations(
 *   simulate({ ...study, shard: { index: 0, count: 2 } }),
 *   simulate({ ...study, shard: { index: 1, count: 2 } }),
 * ); // as simulate(study)
 * const half = mergeSimulations(simulate({ ...study, shard: { index: 0, count: 2 } }), { partial: true });
 * // half.partial === true
 * ```
 */
export function mergeSimulations<Side extends string>(
  ...args: readonly [...summaries: SimulationSummary<Side>[], options: MergeOptions]
): SimulationSummary<Side>;
export function mergeSimulations<Side extends string>(
  ...summaries: readonly SimulationSummary<Side>[]
): SimulationSummary<Side>;
export function mergeSimulations<Side extends string>(
  ...args: readonly (SimulationSummary<Side> | MergeOptions)[]
): SimulationSummary<Side> {
  const last = args.at(-1);
  const options: MergeOptions = isOptions(last) ? last : {};
  const summaries = (isOptions(last) ? args.slice(0, -1) : args) as readonly SimulationSummary<Side>[];
  if (options.partial !== undefined && typeof options.partial !== 'boolean') {
    throw invalid(`options.partial must be true or false; got ${formatValue(options.partial)}`, ['partial']);
  }
  if (summaries.length === 0) throw invalid('give at least one summary', []);
  for (const [i, s] of summaries.entries()) {
    if (
      s === null ||
      typeof s !== 'object' ||
      typeof s.study !== 'string' ||
      !Array.isArray(s.sides) ||
      typeof s.runs !== 'object' ||
      s.runs === null
    ) {
      throw invalid(`summary ${i} is not a simulation summary; got ${formatValue(s)}`, [i]);
    }
  }
  const first = summaries[0] as SimulationSummary<Side>;
  for (const [i, s] of summaries.entries()) {
    if (
      s.game !== first.game ||
      s.study !== first.study ||
      s.seed !== first.seed ||
      JSON.stringify(s.sides) !== JSON.stringify(first.sides)
    ) {
      throw invalid(
        `summary ${i} is of another study (${s.game} ${s.study} seed ${s.seed}, not ${first.game} ${first.study} seed ${first.seed})`,
        [i, 'study'],
      );
    }
    const names = (summary: SimulationSummary<Side>) =>
      JSON.stringify(Object.keys((summary.measures as object | null | undefined) ?? {}).sort());
    if (names(s) !== names(first)) {
      throw invalid(`summary ${i} has other measures (${names(s)}, not ${names(first)})`, [i, 'measures']);
    }
    if (!isCount(s.runs.from) || !isCount(s.runs.to) || s.runs.to <= s.runs.from || !isCount(s.runs.of)) {
      throw invalid(`summary ${i} has no range of runs; got ${formatValue(s.runs)}`, [i, 'runs']);
    }
    if (s.runs.of !== first.runs.of || s.runs.to > s.runs.of) {
      throw invalid(`summary ${i} is of a study of ${s.runs.of} runs, not ${first.runs.of}`, [i, 'runs', 'of']);
    }
  }
  const ordered = [...summaries].sort((a, b) => a.runs.from - b.runs.from);
  for (let i = 1; i < ordered.length; i++) {
    const before = (ordered[i - 1] as SimulationSummary<Side>).runs;
    const after = (ordered[i] as SimulationSummary<Side>).runs;
    if (after.from !== before.to) {
      const what = after.from < before.to ? 'overlap' : 'leave a gap';
      throw invalid(
        `runs ${before.from}–${before.to} and ${after.from}–${after.to} ${what}: shards must join exactly`,
        ['runs'],
      );
    }
  }
  const from = (ordered[0] as SimulationSummary<Side>).runs.from;
  const to = (ordered.at(-1) as SimulationSummary<Side>).runs.to;
  const of = first.runs.of;
  if ((from !== 0 || to !== of) && options.partial !== true) {
    const missing = [from > 0 ? `${0}–${from - 1}` : '', to < of ? `${to}–${of - 1}` : ''].filter(Boolean);
    throw invalid(
      `the summaries cover runs ${from}–${to - 1} of the study's ${of}: runs ${missing.join(' and ')} are missing (${(of - (to - from)).toLocaleString('en-US')} runs); merge with { partial: true } (--partial) for a summary labelled partial`,
      ['runs'],
    );
  }
  const counts = emptyCounts({
    game: first.game,
    sides: first.sides,
    study: first.study,
    seed: first.seed,
    from,
    to,
    of,
  });
  for (const [i, s] of ordered.entries()) {
    for (const side of first.sides) {
      const wins = s.wins?.[side]?.count;
      if (!isCount(wins)) throw invalid(`summary ${i} has no win count for ${side}`, [i, 'wins', side]);
      counts.wins.set(side, (counts.wins.get(side) ?? 0) + wins);
      addInto(counts.score.get(side) as Counts, histogramOf(s.score?.[side], [i, 'score', side]));
    }
    if (!isCount(s.draws?.count) || !isCount(s.unfinished?.count))
      throw invalid(`summary ${i} has no draw or unfinished count`, [i]);
    counts.draws += s.draws.count;
    counts.unfinished += s.unfinished.count;
    const length = histogramOf(s.length, [i, 'length']);
    addInto(counts.length, length);
    const measures = s.measures ?? {};
    if (measures === null || typeof measures !== 'object') {
      throw invalid(`summary ${i}'s measures must be an object; got ${formatValue(measures)}`, [i, 'measures']);
    }
    const measured: Counts[] = [];
    const names = Object.keys(measures).sort();
    for (const name of names) {
      const parts = measures[name];
      if (parts === null || typeof parts !== 'object') {
        throw invalid(`summary ${i}'s measure "${name}" must be an object; got ${formatValue(parts)}`, [
          i,
          'measures',
          name,
        ]);
      }
      let into = counts.measures.get(name);
      if (into === undefined) {
        into = new Map(Object.keys(parts).map((part) => [part, new Map()]));
        counts.measures.set(name, into);
      }
      if (Object.keys(parts).join('\n') !== [...into.keys()].join('\n')) {
        throw invalid(
          `summary ${i}'s measure "${name}" is kept by ${Object.keys(parts).join(', ')}, not as in the other summaries`,
          [i, 'measures', name],
        );
      }
      for (const [part, histograms] of into) {
        const histogram = histogramOf(parts[part], [i, 'measures', name, part]);
        addInto(histograms, histogram);
        measured.push(histogram);
      }
    }
    // Every run is counted once: a win, a draw or unfinished, and once in each histogram.
    const runs = s.runs.to - s.runs.from;
    const results =
      first.sides.reduce((sum, side) => sum + (s.wins[side]?.count ?? 0), 0) + s.draws.count + s.unfinished.count;
    const histograms = [
      length,
      ...measured,
      ...first.sides.map((side) => histogramOf(s.score[side], [i, 'score', side])),
    ];
    if (results !== runs || histograms.some((h) => [...h.values()].reduce((sum, n) => sum + n, 0) !== runs)) {
      throw invalid(`summary ${i} does not count its ${runs} runs once each: it was changed`, [i]);
    }
  }
  return summarize(counts) as SimulationSummary<Side>;
}
