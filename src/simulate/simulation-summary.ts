import { type Counts, type Distribution, distributionOf } from './distribution.js';
import { type RateWithInterval, wilsonInterval } from './wilson-interval.js';

/**
 * What a study of whole games found: who won how often (Wilson 95 % intervals), how the
 * scores and lengths were spread. Plain JSON; two summaries of disjoint runs of one study
 * merge exactly (`mergeSimulations`).
 */
export interface SimulationSummary<Side extends string = string> {
  /** The game's name. */
  readonly game: string;
  /** The game's sides, in order. */
  readonly sides: readonly Side[];
  /** A fingerprint of the set-up, house rules, bots and bound: only summaries of one study merge. */
  readonly study: string;
  /** The study's seed: run i plays from a seed made of this and i alone. */
  readonly seed: number;
  /** The runs this summary covers: indices `from` (included) to `to` (excluded), of the study's `of` runs. */
  readonly runs: { readonly from: number; readonly to: number; readonly of: number };
  /** Whether the summary covers only part of the study's runs (a shard, or a merge asked for with `partial`). */
  readonly partial: boolean;
  /** Each side's wins (a run one side alone won), by side. */
  readonly wins: Readonly<Record<Side, RateWithInterval>>;
  /** Runs that ended with no single winner. */
  readonly draws: RateWithInterval;
  /** Runs that did not end within the action bound (or where nobody could act). */
  readonly unfinished: RateWithInterval;
  /** Each side's score as its rules count it, at the end of each run, by side. */
  readonly score: Readonly<Record<Side, Distribution>>;
  /** How many actions each run took. */
  readonly length: Distribution;
  /**
   * Each measure over the runs, by name, then by side (or under `game` for a measure of the
   * whole game): the outcome's own (`outcome(state).measures`) and the study's (`measures`).
   */
  readonly measures: Readonly<Record<string, Readonly<Record<string, Distribution>>>>;
}

/** What a summary is made from: counts and histograms, which add up exactly. Internal. */
export interface SimulationCounts {
  readonly game: string;
  readonly sides: readonly string[];
  readonly study: string;
  readonly seed: number;
  readonly from: number;
  readonly to: number;
  /** How many runs the whole study has. */
  readonly of: number;
  readonly wins: Map<string, number>;
  draws: number;
  unfinished: number;
  readonly score: Map<string, Counts>;
  readonly length: Counts;
  /** Each measure's histogram, by measure name, then by side (or `game`). */
  readonly measures: Map<string, Map<string, Counts>>;
}

/** The summary of some counts. Internal. */
export function summarize(counts: SimulationCounts): SimulationSummary {
  const n = counts.to - counts.from;
  const keyed = <K, T>(keys: Iterable<K>, make: (key: K) => T): Record<string, T> => {
    const record: Record<string, T> = {};
    for (const key of keys) {
      // defineProperty: a name is data, never a prototype key
      Object.defineProperty(record, String(key), {
        value: make(key),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return record;
  };
  const bySide = <T>(make: (side: string) => T): Record<string, T> => keyed(counts.sides, make);
  const measured = [...counts.measures.keys()].sort();
  return {
    game: counts.game,
    sides: [...counts.sides],
    study: counts.study,
    seed: counts.seed,
    runs: { from: counts.from, to: counts.to, of: counts.of },
    partial: counts.from !== 0 || counts.to !== counts.of,
    wins: bySide((side) => wilsonInterval(counts.wins.get(side) ?? 0, n)),
    draws: wilsonInterval(counts.draws, n),
    unfinished: wilsonInterval(counts.unfinished, n),
    score: bySide((side) => distributionOf(counts.score.get(side) ?? new Map())),
    length: distributionOf(counts.length),
    measures: keyed(measured, (name) => {
      const parts = counts.measures.get(name) ?? new Map<string, Counts>();
      return keyed(parts.keys(), (part) => distributionOf(parts.get(part) ?? new Map()));
    }),
  };
}
