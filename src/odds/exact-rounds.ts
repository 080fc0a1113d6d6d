import { formatValue } from '../core/format-value.js';
import { expectFunction, expectObject } from '../core/guards.js';
import { checkPlainData } from '../core/plain-data.js';
import { RulesError } from '../core/rules-error.js';
import { stableKey } from '../core/stable-key.js';
import type { Dice } from '../dice/dice.js';
import { DEFAULT_MAX_PATHS, exactOdds } from './exact-odds.js';
import { addFractions, type Fraction, fraction, fractionToNumber, lcm } from './fraction.js';

/** One state of an {@link exactRounds} distribution. */
export interface RoundState<S> {
  /** The state (the first one seen of its equals). */
  readonly state: S;
  /** Its exact probability, reduced. */
  readonly fraction: Fraction;
  /** The same probability as a number. */
  readonly probability: number;
  /** True when `until` holds for it; false when the round limit stopped it unfinished. */
  readonly finished: boolean;
}

/** What {@link exactRounds} returns. */
export interface ExactRounds<S> {
  /** Always true: the fractions are exact and sum to exactly 1. */
  readonly exact: true;
  /** The final states, finished ones and (at the round limit) unfinished ones, merged by equality. */
  readonly outcomes: readonly RoundState<S>[];
  /** The probability that the process was still going at the round limit (0 when it always ended). */
  readonly unfinished: Fraction;
  /** How many rounds were played (fewer than `maxRounds` when every state finished sooner). */
  readonly rounds: number;
  /** With `history: true`, the distribution after each round (round 0 is the initial state). */
  readonly history?: readonly (readonly RoundState<S>[])[];
}

/** Options of {@link exactRounds}. */
export interface ExactRoundsOptions<S> {
  /** True when a state has ended (one side gone, say); it then plays no more rounds. */
  readonly until: (state: S) => boolean;
  /** The most rounds to play; states still going then are reported as unfinished. */
  readonly maxRounds: number;
  /** Keep the distribution after every round. Default false. */
  readonly history?: boolean;
  /** The `maxPaths` of the `exactOdds` run for one state's round. Default 100 000. */
  readonly maxPaths?: number;
}

/** The most rounds exactRounds plays. */
const MAX_ROUNDS = 10_000;

type Entry<S> = { state: S; fraction: Fraction };

function add<S>(map: Map<string, Entry<S>>, state: S, p: Fraction): void {
  const key = stableKey(state);
  const seen = map.get(key);
  if (seen === undefined) map.set(key, { state, fraction: p });
  else seen.fraction = addFractions(seen.fraction, p);
}

function listed<S>(map: Map<string, Entry<S>>, finished: (state: S) => boolean): RoundState<S>[] {
  return [...map.values()].map((entry) => ({
    state: entry.state,
    fraction: entry.fraction,
    probability: fractionToNumber(entry.fraction),
    finished: finished(entry.state),
  }));
}

/**
 * The exact distribution of a process played round after round (troops fighting over an
 * island turn by turn, say): each round of each distinct state is enumerated exactly by
 * {@link exactOdds}, equal states are merged after every round, and states for which
 * `until` holds stop. States still going after `maxRounds` are reported as unfinished,
 * never dropped, so the fractions always sum to exactly 1. States must be plain data and
 * the round must depend only on its state and its dice.
 *
 * @example
 * ```ts
 * // Each round one d6 per counter a side has; every 5 or 6 removes an enemy counter.
 * const fight = exactRounds(
 *   { a: 2, b: 1 },
 *   (s, dice) => {
 *     const hitsOnB = dice.pool(s.a, 'd6', 'a fires').filter((f) => f >= 5).length;
 *     const hitsOnA = dice.pool(s.b, 'd6', 'b fires').filter((f) => f >= 5).length;
 *     return { a: Math.max(0, s.a - hitsOnA), b: Math.max(0, s.b - hitsOnB) };
 *   },
 *   { until: (s) => s.a === 0 || s.b === 0, maxRounds: 20 },
 * );
 * ```
 */
export function exactRounds<S>(
  initial: S,
  round: (state: S, dice: Dice) => S,
  options: ExactRoundsOptions<S>,
): ExactRounds<S> {
  checkPlainData(initial, 'exactRounds');
  expectFunction(round, 'exactRounds', 'round');
  expectObject(options, 'exactRounds', 'options');
  expectFunction(options.until, 'exactRounds', 'until');
  const { maxRounds } = options;
  if (!Number.isSafeInteger(maxRounds) || maxRounds < 1 || maxRounds > MAX_ROUNDS) {
    throw new RulesError(
      `exactRounds: maxRounds must be a whole number from 1 to ${MAX_ROUNDS}; got ${formatValue(maxRounds)}`,
      { code: 'INVALID_INPUT', rule: 'odds', path: ['maxRounds'] },
    );
  }
  if (options.history !== undefined && typeof options.history !== 'boolean') {
    throw new RulesError(`exactRounds: history must be true or false; got ${formatValue(options.history)}`, {
      code: 'INVALID_INPUT',
      rule: 'odds',
      path: ['history'],
    });
  }
  const maxPaths = options.maxPaths ?? DEFAULT_MAX_PATHS;
  const until = (state: S): boolean => {
    const done = options.until(state);
    if (typeof done !== 'boolean') {
      throw new RulesError(`exactRounds: until must return true or false; got ${formatValue(done)}`, {
        code: 'INVALID_INPUT',
        rule: 'odds',
        path: ['until'],
      });
    }
    return done;
  };
  // Probabilities are kept unreduced over one common denominator per round (`den`), so a
  // round costs multiplications only; fractions are reduced once, at the end. A state's
  // round is enumerated once and remembered: the round depends on its state alone.
  type Going = { state: S; num: bigint };
  type Done = { state: S; sums: Map<bigint, bigint> };
  type Step = { state: S; key: string; done: boolean; num: bigint; den: bigint };
  const finished = new Map<string, Done>();
  let going = new Map<string, Going>();
  let den = 1n;
  const finish = (key: string, state: S, num: bigint, at: bigint): void => {
    const seen = finished.get(key) ?? { state, sums: new Map<bigint, bigint>() };
    seen.sums.set(at, (seen.sums.get(at) ?? 0n) + num);
    finished.set(key, seen);
  };
  const initialKey = stableKey(initial);
  if (until(initial)) finish(initialKey, initial, 1n, 1n);
  else going.set(initialKey, { state: initial, num: 1n });
  const steps = new Map<string, readonly Step[]>();
  const stepsOf = (key: string, state: S): readonly Step[] => {
    const known = steps.get(key);
    if (known !== undefined) return known;
    const odds = exactOdds(
      (dice) => {
        const after = round(state, dice);
        checkPlainData(after, 'exactRounds');
        return after;
      },
      { maxPaths },
    );
    const made = odds.outcomes.map((o) => ({
      state: o.outcome,
      key: stableKey(o.outcome),
      done: until(o.outcome),
      num: o.fraction.numerator,
      den: o.fraction.denominator,
    }));
    steps.set(key, made);
    return made;
  };
  // Every round's denominator divides the next one's, so a finished state's sums are
  // brought over the largest and reduced once.
  const doneFraction = (entry: Done): Fraction => {
    let largest = 1n;
    for (const at of entry.sums.keys()) if (at > largest) largest = at;
    let num = 0n;
    for (const [at, part] of entry.sums) num += part * (largest / at);
    return fraction(num, largest);
  };
  const history: RoundState<S>[][] = [];
  const snapshot = (): void => {
    if (options.history !== true) return;
    const all = new Map<string, Entry<S>>();
    for (const entry of finished.values()) add(all, entry.state, doneFraction(entry));
    for (const entry of going.values()) add(all, entry.state, fraction(entry.num, den));
    history.push(listed(all, until));
  };
  snapshot();
  let rounds = 0;
  while (going.size > 0 && rounds < maxRounds) {
    rounds++;
    const planned = [...going.entries()].map(([key, entry]) => ({ entry, steps: stepsOf(key, entry.state) }));
    let common = 1n;
    for (const { steps: list } of planned) for (const step of list) common = lcm(common, step.den);
    const nextDen = den * common;
    const next = new Map<string, Going>();
    for (const { entry, steps: list } of planned) {
      for (const step of list) {
        const num = entry.num * step.num * (common / step.den);
        if (step.done) finish(step.key, step.state, num, nextDen);
        else {
          const seen = next.get(step.key);
          if (seen === undefined) next.set(step.key, { state: step.state, num });
          else seen.num += num;
        }
      }
    }
    going = next;
    den = nextDen;
    snapshot();
  }
  let unfinishedNum = 0n;
  for (const entry of going.values()) unfinishedNum += entry.num;
  const unfinished = fraction(unfinishedNum, den);
  const finalFinished = new Map<string, Entry<S>>();
  for (const [key, entry] of finished) finalFinished.set(key, { state: entry.state, fraction: doneFraction(entry) });
  const finalGoing = new Map<string, Entry<S>>();
  for (const [key, entry] of going) finalGoing.set(key, { state: entry.state, fraction: fraction(entry.num, den) });
  const outcomes = [...listed(finalFinished, () => true), ...listed(finalGoing, () => false)];
  return {
    exact: true,
    outcomes,
    unfinished,
    rounds,
    ...(options.history === true ? { history } : {}),
  };
}
