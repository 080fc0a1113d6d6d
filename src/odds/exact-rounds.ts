import { formatValue } from '../core/format-value.js';
import { expectFunction, expectObject } from '../core/guards.js';
import { checkPlainData } from '../core/plain-data.js';
import { RulesError } from '../core/rules-error.js';
import { stableKey } from '../core/stable-key.js';
import type { Dice } from '../dice/dice.js';
import { DEFAULT_MAX_PATHS, exactOdds } from './exact-odds.js';
import { addFractions, type Fraction, fraction, fractionToNumber, multiplyFractions } from './fraction.js';

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
  const finished = new Map<string, Entry<S>>();
  let going = new Map<string, Entry<S>>();
  add(until(initial) ? finished : going, initial, fraction(1n));
  const history: RoundState<S>[][] = [];
  const snapshot = (): void => {
    if (options.history !== true) return;
    const all = new Map<string, Entry<S>>();
    for (const entry of [...finished.values(), ...going.values()]) add(all, entry.state, entry.fraction);
    history.push(listed(all, until));
  };
  snapshot();
  let rounds = 0;
  while (going.size > 0 && rounds < maxRounds) {
    rounds++;
    const next = new Map<string, Entry<S>>();
    for (const { state, fraction: p } of going.values()) {
      const odds = exactOdds(
        (dice) => {
          const after = round(state, dice);
          checkPlainData(after, 'exactRounds');
          return after;
        },
        { maxPaths },
      );
      for (const outcome of odds.outcomes) {
        add(until(outcome.outcome) ? finished : next, outcome.outcome, multiplyFractions(p, outcome.fraction));
      }
    }
    going = next;
    snapshot();
  }
  let unfinished = fraction(0n);
  for (const entry of going.values()) unfinished = addFractions(unfinished, entry.fraction);
  const outcomes = [...listed(finished, () => true), ...listed(going, () => false)];
  return {
    exact: true,
    outcomes,
    unfinished,
    rounds,
    ...(options.history === true ? { history } : {}),
  };
}
