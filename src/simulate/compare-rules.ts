import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import { WHOLE_GAME } from '../game/check-measure.js';
import { addRun, emptyCounts, readOptions, type SimulateOptions, studyOf } from './simulate.js';
import { type SimulationSummary, summarize } from './simulation-summary.js';
import { Z95 } from './wilson-interval.js';

/** Options of {@link compareRules}: a study, and the two house-rule variants it plays. */
export interface CompareRulesOptions<Side extends string = string> extends Omit<SimulateOptions<Side>, 'rules'> {
  /** The first variant's house rules (`undefined`: the set-up's own). */
  readonly a: unknown;
  /** The second variant's house rules. */
  readonly b: unknown;
}

/** A paired difference (b − a) with its 95 % interval. */
export interface PairedDifference {
  /** The mean difference. */
  readonly mean: number;
  /** The standard deviation of the run-by-run differences. */
  readonly sd: number;
  /** The interval's lower end. */
  readonly low: number;
  /** The interval's upper end. */
  readonly high: number;
}

/** What variant b does to one side, against a. */
export interface SideComparison {
  /** The change in the side's win rate (b − a, as a fraction: 0.071 is 7.1 points). */
  readonly winRate: PairedDifference;
  /** The change in the side's score. */
  readonly score: PairedDifference;
  /** The verdict in words. */
  readonly verdict: string;
}

/** What variant b does to one measure of one side (or of the game), against a: the paired difference, with a verdict. */
export interface MeasureComparison extends PairedDifference {
  /** The verdict in words, e.g. "raises Allies' transports lost by 0.42, 95 % CI 0.30 to 0.54, over 2,000 paired games". */
  readonly verdict: string;
}

/** What {@link compareRules} found. */
export interface RulesComparison<Side extends string = string> {
  /** Runs played in each variant, paired: run i used the same seed in both. */
  readonly runs: number;
  /** Paired runs that b played differently from a (another action, or another outcome); 0: the rule never came into play. */
  readonly changed: number;
  /** The house-rule settings b changes against a, as dotted paths (`options.verticalMap`, `capacity.Landing 10`); a list is one setting. */
  readonly settings: readonly string[];
  /** The study under variant a. */
  readonly a: SimulationSummary<Side>;
  /** The study under variant b. */
  readonly b: SimulationSummary<Side>;
  /** By side: what b does against a. */
  readonly sides: Readonly<Record<Side, SideComparison>>;
  /** Each measure the study takes, by name, then by side (or `game`): what b does to it against a. */
  readonly measures: Readonly<Record<string, Readonly<Record<string, MeasureComparison>>>>;
}

/** Running sums of paired differences. */
class Paired {
  n = 0;
  sum = 0;
  squares = 0;
  add(d: number): void {
    this.n += 1;
    this.sum += d;
    this.squares += d * d;
  }
  result(): PairedDifference {
    const mean = this.n === 0 ? 0 : this.sum / this.n;
    const variance = this.n > 1 ? Math.max(0, (this.squares - this.n * mean * mean) / (this.n - 1)) : 0;
    const sd = Math.sqrt(variance);
    const half = this.n === 0 ? 0 : (Z95 * sd) / Math.sqrt(this.n);
    return { mean, sd, low: mean - half, high: mean + half };
  }
}

/**
 * The dotted paths at which two house-rule objects differ (plain JSON, as the game took
 * them): a key one has and the other lacks, or values that differ; a list is one value.
 */
function changedSettings(a: unknown, b: unknown, path = '', into: string[] = []): string[] {
  const isRecord = (x: unknown): x is Record<string, unknown> =>
    x !== null && typeof x === 'object' && !Array.isArray(x);
  if ((isRecord(a) || a === undefined) && (isRecord(b) || b === undefined) && (isRecord(a) || isRecord(b))) {
    a = a ?? {};
    b = b ?? {};
    if (!isRecord(a) || !isRecord(b)) return into;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    for (const key of keys) {
      const at = path === '' ? key : `${path}.${key}`;
      changedSettings(Object.hasOwn(a, key) ? a[key] : undefined, Object.hasOwn(b, key) ? b[key] : undefined, at, into);
      if (into.length >= 100) break;
    }
  } else if (JSON.stringify(a) !== JSON.stringify(b)) into.push(path === '' ? '(the house rules)' : path);
  return into;
}

const points = (x: number) => (100 * x).toFixed(1).replace('-0.0', '0.0');

/** Fewer changed games than this share of the runs is "few": the verdict says how many changed. */
const FEW = 0.1;

/**
 * The verdict on one side's win rate in words: what the interval shows, and how many of
 * the paired games the variant changed at all. None changed: the rule never came into
 * play, and more runs of the same kind would not help. Few changed and no effect shown:
 * how many runs would resolve the change seen.
 */
function verdictOf(
  side: string,
  win: PairedDifference,
  runs: number,
  changed: number,
  settings: readonly string[],
): string {
  const whose = side.endsWith('s') ? `${side}'` : `${side}'s`;
  const ci = `95 % CI ${points(win.low)} to ${points(win.high)}`;
  const count = (n: number) => n.toLocaleString('en-US');
  const over = `over ${count(runs)} paired games`;
  if (changed === 0) {
    const alike = `all ${count(runs)} paired games were played alike (the same actions and outcome)`;
    const what =
      settings.length === 0
        ? alike
        : `the change to ${settings.slice(0, 5).join(', ')}${settings.length > 5 ? ` and ${settings.length - 5} more` : ''} made no difference: ${alike}`;
    return `never came into play: ${what}, so it has no effect on ${whose} win rate in these games`;
  }
  const few = changed < FEW * runs ? ` (it changed only ${count(changed)} of the ${count(runs)} games)` : '';
  if (win.low > 0) return `raises ${whose} win rate by ${points(win.mean)} points, ${ci}, ${over}${few}`;
  if (win.high < 0) return `lowers ${whose} win rate by ${points(-win.mean)} points, ${ci}, ${over}${few}`;
  const none = `no effect on ${whose} win rate detectable at this size: ${ci} points, ${over}`;
  if (few === '') return none;
  // The change seen, if real, and how many runs would tell it from none.
  const resolve =
    win.mean !== 0 && win.sd > 0
      ? `; about ${count(runsToResolve(win.sd, Math.abs(win.mean)))} paired games would resolve a change of ${points(Math.abs(win.mean))} points`
      : '; in those games the win rate did not move';
  return `${none}; it changed only ${count(changed)} of the ${count(runs)} games${resolve}`;
}

const amount = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2)).replace(/^-0(\.0+)?$/, '0');

/** The verdict on one measure of one side (or of the game) in words, as {@link verdictOf} says it of a win rate. */
function measureVerdict(name: string, part: string, d: PairedDifference, runs: number, changed: number): string {
  const whose = part === WHOLE_GAME ? `the game's ${name}` : `${part.endsWith('s') ? `${part}'` : `${part}'s`} ${name}`;
  const over = `over ${runs.toLocaleString('en-US')} paired games`;
  if (changed === 0)
    return `never came into play: ${whose} is the same in all ${runs.toLocaleString('en-US')} paired games`;
  const ci = `95 % CI ${amount(d.low)} to ${amount(d.high)}`;
  if (d.low > 0) return `raises ${whose} by ${amount(d.mean)}, ${ci}, ${over}`;
  if (d.high < 0) return `lowers ${whose} by ${amount(-d.mean)}, ${ci}, ${over}`;
  if (d.sd === 0) return `leaves ${whose} as it was in every paired game, ${over}`;
  return `no effect on ${whose} detectable at this size: ${ci}, ${over}`;
}

/**
 * How many paired runs would bring the 95 % interval of a difference within `effect` of
 * its mean (so that an effect of that size is told from none), given the spread of the
 * run-by-run differences seen so far.
 *
 * @example
 * ```ts
 * runsToResolve(0.3, 0.02); // 865: runs to resolve a 2-point change when differences spread 0.3
 * ```
 */
export function runsToResolve(sd: number, effect: number): number {
  if (typeof sd !== 'number' || !Number.isFinite(sd) || sd < 0) {
    throw new RulesError(`runsToResolve: sd must be a number ≥ 0; got ${formatValue(sd)}`, {
      code: 'INVALID_INPUT',
      rule: 'simulation',
      path: ['sd'],
    });
  }
  if (typeof effect !== 'number' || !Number.isFinite(effect) || effect <= 0) {
    throw new RulesError(`runsToResolve: effect must be a number > 0; got ${formatValue(effect)}`, {
      code: 'INVALID_INPUT',
      rule: 'simulation',
      path: ['effect'],
    });
  }
  const runs = Math.max(2, Math.ceil(((Z95 * sd) / effect) ** 2));
  if (!Number.isSafeInteger(runs)) {
    throw new RulesError(
      `runsToResolve: an effect of ${effect} with differences spread ${sd} needs more runs than can be counted`,
      {
        code: 'INVALID_INPUT',
        rule: 'simulation',
        path: ['effect'],
      },
    );
  }
  return runs;
}

/**
 * Plays one study under two house-rule variants on common random numbers (run i uses the
 * same seed, set-up and bot seeds in both), and says what b does against a for each side:
 * the change in its win rate and its score, each with a paired 95 % interval, and a
 * verdict in words ("raises Allies' win rate by 7.1 points, 95 % CI 5.2 to 9.0, over
 * 10,000 paired games", or "no effect … detectable at this size"). Pairing removes the
 * luck the two variants share, so it resolves an effect in far fewer runs than two
 * separate studies. `runsToResolve(sides[side].winRate.sd, effect)` says how many runs
 * an effect of a given size needs.
 *
 * @example
 * ```ts sketch
 * const { sides } = compareRules({ game, setup, bots, runs: 2_000, seed: 1, a: undefined, b: { capacity: { … } } });
 * sides.Allies.verdict;
 * ```
 */
export function compareRules<Side extends string>(options: CompareRulesOptions<Side>): RulesComparison<Side> {
  if (options === null || typeof options !== 'object') {
    throw new RulesError(`compareRules: options must be an object; got ${formatValue(options)}`, {
      code: 'INVALID_INPUT',
      rule: 'simulation',
      path: [],
    });
  }
  const { a, b, ...rest } = readOptions(options as CompareRulesOptions<string>, 'compareRules');
  const studyA = studyOf({ ...rest, ...(a === undefined ? {} : { rules: a }) });
  const { onProgress: _progress, ...quiet } = rest;
  const studyB = studyOf({ ...quiet, ...(b === undefined ? {} : { rules: b }) });
  const countsA = emptyCounts({ ...studyA, game: studyA.game.name });
  const countsB = emptyCounts({ ...studyB, game: studyB.game.name });
  const sides = studyA.sides;
  const wins = new Map(sides.map((side) => [side, new Paired()]));
  const scores = new Map(sides.map((side) => [side, new Paired()]));
  const measures = new Map<string, Map<string, Paired>>();
  let changed = 0;
  for (let index = studyA.from; index < studyA.to; index++) {
    const runA = studyA.play(index, true);
    const runB = studyB.play(index, true);
    if (runA.trace !== runB.trace || JSON.stringify(runA.outcome) !== JSON.stringify(runB.outcome)) changed++;
    addRun(countsA, runA);
    addRun(countsB, runB);
    const won = (run: typeof runA, side: string) =>
      run.finished && run.outcome.winners.length === 1 && run.outcome.winners[0] === side ? 1 : 0;
    for (const side of sides) {
      wins.get(side)?.add(won(runB, side) - won(runA, side));
      scores.get(side)?.add((runB.outcome.score[side] ?? 0) - (runA.outcome.score[side] ?? 0));
    }
    for (const [name, parts] of Object.entries(runA.measured)) {
      let paired = measures.get(name);
      if (paired === undefined) {
        paired = new Map(Object.keys(parts).map((part) => [part, new Paired()]));
        measures.set(name, paired);
      }
      const inB = Object.hasOwn(runB.measured, name) ? runB.measured[name] : undefined;
      for (const [part, sums] of paired) sums.add((inB?.[part] ?? 0) - (parts[part] ?? 0));
    }
    studyA.progress(index);
  }
  const runs = studyA.to - studyA.from;
  const own = (rest.setup as { rules?: unknown }).rules ?? {};
  const settings = changedSettings(a === undefined ? own : a, b === undefined ? own : b);
  const bySide: Record<string, SideComparison> = {};
  for (const side of sides) {
    const winRate = (wins.get(side) as Paired).result();
    Object.defineProperty(bySide, side, {
      value: {
        winRate,
        score: (scores.get(side) as Paired).result(),
        verdict: verdictOf(side, winRate, runs, changed, settings),
      },
      enumerable: true,
    });
  }
  const byMeasure: Record<string, Record<string, MeasureComparison>> = {};
  for (const [name, paired] of measures) {
    const parts: Record<string, MeasureComparison> = {};
    for (const [part, sums] of paired) {
      const d = sums.result();
      Object.defineProperty(parts, part, {
        value: { ...d, verdict: measureVerdict(name, part, d, runs, changed) },
        enumerable: true,
      });
    }
    Object.defineProperty(byMeasure, name, { value: parts, enumerable: true });
  }
  return {
    runs,
    changed,
    settings,
    a: summarize(countsA),
    b: summarize(countsB),
    sides: bySide,
    measures: byMeasure,
  } as unknown as RulesComparison<Side>;
}
