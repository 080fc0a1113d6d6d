import { formatValue } from '../core/format-value.js';
import { expectFunction } from '../core/guards.js';
import { RulesError } from '../core/rules-error.js';
import { stableKey } from '../core/stable-key.js';
import type { Dice } from '../dice/dice.js';
import { makeDice } from '../dice/make-dice.js';
import { addFractions, type Fraction, fraction, fractionToNumber } from './fraction.js';
import { bandCompositions, binomial, type PoolMultisets, poolMultisets } from './multisets.js';

/** One outcome of an exact distribution. */
export interface ExactOutcome<T> {
  /** The outcome, as the experiment returned it (the first one seen of its equals). */
  readonly outcome: T;
  /** Its exact probability, reduced. */
  readonly fraction: Fraction;
  /** The same probability as a number. */
  readonly probability: number;
  /** The die values of the first sequence that produced it; `scriptedDice(path)` replays it. */
  readonly path: readonly number[];
}

/** An exact distribution of outcomes, as {@link exactOdds} returns it. */
export interface ExactOdds<T> {
  /** Always true: the fractions are exact and sum to exactly 1. */
  readonly exact: true;
  /** Distinct outcomes (merged by structural equality) in the order first seen. */
  readonly outcomes: readonly ExactOutcome<T>[];
  /** How many die sequences were enumerated. */
  readonly paths: number;
}

/** Options of {@link exactOdds}. Each bound stops the enumeration with a RulesError (`ODDS_LIMIT`) naming it. */
export interface ExactOddsOptions {
  /** Most die sequences to enumerate. Default 100 000. */
  readonly maxPaths?: number;
  /** Most dice drawn in all, over every replay of the experiment. Default 5 000 000. */
  readonly maxDraws?: number;
  /** Most dice one run of the experiment may ask for (catches "roll again on a 6" without end). Default 1 000. */
  readonly maxDepth?: number;
}

/** One choice point of the enumeration: a single die (one option per face) or a pool (one per multiset). */
interface Step {
  /** Which option this run takes. */
  index: number;
  /** How many options there are. */
  readonly size: number;
  readonly min: number;
  readonly max: number;
  /** Dice in the pool; 0 for a single die. */
  readonly count: number;
  /** A pool counted by bands: the bands, as a key; empty otherwise. */
  readonly bands: string;
  /** A pool's multisets and their weights; absent for a single die. */
  readonly pool?: PoolMultisets;
  /** The step's denominator: faces for a single die, faces^count for a pool. */
  readonly denominator: bigint;
  /** The path's weight up to and including this step's option, as numerator over denominator. */
  numerator: bigint;
  /** The product of the denominators up to and including this step. */
  readonly total: bigint;
  /** {@link numerator} as a number when {@link smallTotal} is one; NaN otherwise. */
  small: number;
  /** {@link total} as a number when it is a safe integer (sums over it then stay exact as numbers); NaN otherwise. */
  readonly smallTotal: number;
}

/** Sets a step's path weight from the step before it, for the option it now takes. */
function weigh(step: Step, before: Step | undefined): void {
  const weight = step.pool === undefined ? 1n : (step.pool.weights[step.index] as bigint);
  step.numerator = (before === undefined ? 1n : before.numerator) * weight;
  step.small = Number.isNaN(step.smallTotal) ? Number.NaN : Number(step.numerator);
}

function stepFaces(step: Step): readonly number[] {
  return step.pool === undefined ? [step.min + step.index] : (step.pool.faces[step.index] as readonly number[]);
}

/** The default limit on enumerated die sequences. */
export const DEFAULT_MAX_PATHS = 100_000;
/** The default limit on dice drawn over a whole enumeration. */
const DEFAULT_MAX_DRAWS = 5_000_000;
/** The default limit on dice drawn by one run of the experiment. */
const DEFAULT_MAX_DEPTH = 1_000;

function bound(options: ExactOddsOptions, key: 'maxPaths' | 'maxDraws' | 'maxDepth', fallback: number): number {
  const value = options[key] ?? fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RulesError(`exactOdds: ${key} must be a whole number of at least 1; got ${formatValue(value)}`, {
      code: 'INVALID_INPUT',
      rule: 'odds',
      path: [key],
    });
  }
  return value;
}

function nondeterministic(what: string): never {
  throw new RulesError(`exactOdds: ${what}; the experiment must depend only on its dice`, {
    code: 'NONDETERMINISTIC',
    rule: 'odds',
  });
}

/**
 * Runs the experiment once more on one outcome's die sequence: it must ask for exactly
 * those dice and give the same outcome. An experiment that reads anything but its dice
 * (a clock, the platform random number generator, state kept between calls) is caught here rather than summed into
 * a wrong answer.
 */
function verifyReplay<T>(experiment: (dice: Dice) => T, values: readonly number[], key: string): void {
  let position = 0;
  // Frozen like the enumerating dice, so both share one object shape and the resolvers
  // replayed here keep the code V8 optimized for the enumeration.
  const dice = Object.freeze(
    makeDice((min, max) => {
      const value = values[position];
      position++;
      if (value === undefined || value < min || value > max) {
        nondeterministic(
          `a replay of the sequence ${values.join(',')} asked for more or other dice than the first run`,
        );
      }
      return value;
    }),
  );
  const again = outcomeKey(experiment(dice));
  if (position !== values.length) {
    nondeterministic(
      `a replay of the sequence ${values.join(',')} used ${position} dice where the first run used ${values.length}`,
    );
  }
  if (again !== key) nondeterministic(`a replay of the sequence ${values.join(',')} gave another outcome`);
}

/**
 * The key outcomes are merged by: {@link stableKey}, except that an outcome that is a string
 * is keyed by itself after a `'` (no other value's key starts with one), which saves
 * quoting it on every path. Within lists and objects strings stay quoted.
 */
function outcomeKey(outcome: unknown): string {
  return typeof outcome === 'string' ? `'${outcome}` : stableKey(outcome);
}

/** Pools already enumerated, by count, faces and bands: their outcomes never change. */
const POOLS = new Map<string, PoolMultisets>();
const MAX_POOLS_KEPT = 256;

function limit(what: string, key: string): never {
  throw new RulesError(`exactOdds: ${what} (${key}); raise ${key} or use estimateOdds`, {
    code: 'ODDS_LIMIT',
    rule: 'odds',
    path: [key],
  });
}

/**
 * Runs `experiment(dice)` over every sequence of die values it can ask for (depth-first,
 * re-running it with scripted prefixes) and returns the exact distribution of what it
 * returns. Outcomes are merged by structural equality, each with a reduced fraction; the
 * fractions sum to exactly 1. The experiment must be deterministic given its dice.
 *
 * @example
 * ```ts
 * const odds = exactOdds((dice) => dice.twoD6('demo'));
 * probabilityOf(odds, (total) => total === 7); // { numerator: 1n, denominator: 6n }
 * ```
 */
export function exactOdds<T>(experiment: (dice: Dice) => T, options: ExactOddsOptions = {}): ExactOdds<T> {
  expectFunction(experiment, 'exactOdds', 'experiment');
  if (options === null || typeof options !== 'object') {
    throw new RulesError(`exactOdds: options must be an object; got ${formatValue(options)}`, {
      code: 'INVALID_INPUT',
      rule: 'odds',
      path: ['options'],
    });
  }
  const maxPaths = bound(options, 'maxPaths', DEFAULT_MAX_PATHS);
  const maxDraws = bound(options, 'maxDraws', DEFAULT_MAX_DRAWS);
  const maxDepth = bound(options, 'maxDepth', DEFAULT_MAX_DEPTH);
  let draws = 0;
  const path: Step[] = [];
  // Each outcome's probability is summed per denominator, unreduced, and reduced once at
  // the end: a gcd per path would cost more than the run itself.
  // Sums whose denominator is a safe integer stay exact as numbers: the paths sharing one
  // denominator have probabilities summing to at most 1, so their numerators sum to at most it.
  const byKey = new Map<
    string,
    { outcome: T; sums: Map<bigint, bigint>; small: Map<number, number>; path: number[] }
  >();
  let position = 0;
  const next = (
    min: number,
    max: number,
    count: number,
    die: string,
    label: string,
    bands?: readonly (readonly [number, number])[],
  ): Step => {
    const bandKey = bands === undefined ? '' : JSON.stringify(bands);
    draws += Math.max(1, count);
    if (draws > maxDraws) limit(`more than ${maxDraws} dice drawn in all`, 'maxDraws');
    if (position >= maxDepth) limit(`one run asked for more than ${maxDepth} dice`, 'maxDepth');
    const step = path[position];
    position++;
    if (step === undefined) {
      const faces = max - min + 1;
      let pool: PoolMultisets | undefined;
      if (count > 0) {
        const kinds = bands === undefined ? faces : bands.length;
        if (binomial(count + kinds - 1, kinds - 1) > maxPaths) {
          limit(`a pool of ${count} ${die} has more than ${maxPaths} outcomes`, 'maxPaths');
        }
        const poolKey = `${count}:${min}:${max}:${bandKey}`;
        pool = POOLS.get(poolKey);
        if (pool === undefined) {
          pool =
            bands === undefined
              ? poolMultisets(count, min, max)
              : bandCompositions(
                  count,
                  bands.map(([low, high]) => high - low + 1),
                  bands.map(([low]) => low),
                );
          if (POOLS.size >= MAX_POOLS_KEPT) POOLS.clear();
          POOLS.set(poolKey, pool);
        }
      }
      const denominator = BigInt(faces) ** BigInt(Math.max(1, count));
      const before = path[path.length - 1];
      const total = (before === undefined ? 1n : before.total) * denominator;
      const created: Step = {
        index: 0,
        size: pool === undefined ? faces : pool.faces.length,
        min,
        max,
        count,
        bands: bandKey,
        denominator,
        numerator: 1n,
        total,
        small: 0,
        smallTotal: total <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(total) : Number.NaN,
        ...(pool === undefined ? {} : { pool }),
      };
      weigh(created, before);
      path.push(created);
      return created;
    }
    if (step.min !== min || step.max !== max || step.count !== count || step.bands !== bandKey) {
      nondeterministic(
        `the experiment asked for ${count > 0 ? `a pool of ${count} ` : ''}${die} ("${label}") where an earlier run with the same dice asked for ${step.count > 0 ? `a pool of ${step.count} ` : ''}${step.min}\u2013${step.max}`,
      );
    }
    return step;
  };
  const dice = Object.freeze(
    makeDice(
      (min, max, die, label) => {
        const step = next(min, max, 0, die, label);
        return step.min + step.index;
      },
      (count, min, max, die, label, bands) => stepFaces(next(min, max, count, die, label, bands)),
    ),
  );
  let paths = 0;
  for (;;) {
    if (paths >= maxPaths) limit(`more than ${maxPaths} die sequences to enumerate`, 'maxPaths');
    position = 0;
    dice.clearLog();
    const outcome = experiment(dice);
    paths++;
    if (position < path.length) {
      nondeterministic(`the experiment used ${position} dice where an earlier run with the same dice used more`);
    }
    const key = outcomeKey(outcome);
    let seen = byKey.get(key);
    if (seen === undefined) {
      seen = { outcome, sums: new Map(), small: new Map(), path: path.flatMap(stepFaces) };
      byKey.set(key, seen);
    }
    const end = path[path.length - 1];
    if (end === undefined) {
      seen.small.set(1, (seen.small.get(1) ?? 0) + 1);
    } else if (Number.isNaN(end.smallTotal)) {
      seen.sums.set(end.total, (seen.sums.get(end.total) ?? 0n) + end.numerator);
    } else {
      seen.small.set(end.smallTotal, (seen.small.get(end.smallTotal) ?? 0) + end.small);
    }
    while (path.length > 0 && (path[path.length - 1] as Step).index === (path[path.length - 1] as Step).size - 1) {
      path.pop();
    }
    const last = path[path.length - 1];
    if (last === undefined) break;
    last.index++;
    if (last.pool !== undefined) weigh(last, path[path.length - 2]);
  }
  for (const [key, entry] of byKey) verifyReplay(experiment, entry.path, key);
  const outcomes = [...byKey.values()].map((entry) => {
    let total = fraction(0n);
    for (const [denominator, numerator] of entry.small) {
      total = addFractions(total, fraction(BigInt(numerator), BigInt(denominator)));
    }
    for (const [denominator, numerator] of entry.sums) total = addFractions(total, fraction(numerator, denominator));
    return { outcome: entry.outcome, fraction: total, probability: fractionToNumber(total), path: entry.path };
  });
  return { exact: true, outcomes, paths };
}
