import * as z from 'zod';
import { expectFunction } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { stableKey } from '../core/stable-key.js';
import { createDice } from '../dice/create-dice.js';
import type { Dice } from '../dice/dice.js';
import { seedSchema } from '../dice/seed-schema.js';

/** One outcome of a Monte Carlo estimate. */
export interface EstimatedOutcome<T> {
  /** The outcome (the first one seen of its equals). */
  readonly outcome: T;
  /** How many samples gave it. */
  readonly count: number;
  /** `count / samples`. */
  readonly probability: number;
  /** The standard error of `probability`: √(p(1−p)/n). */
  readonly standardError: number;
}

/** A seeded Monte Carlo estimate of a distribution, as {@link estimateOdds} returns it. */
export interface EstimatedOdds<T> {
  /** Always false: these are estimates. */
  readonly exact: false;
  /** Distinct outcomes in the order first seen. */
  readonly outcomes: readonly EstimatedOutcome<T>[];
  /** How many times the experiment ran. */
  readonly samples: number;
  /** The seed of the dice used; the same seed gives the same estimate. */
  readonly seed: number | string;
}

/** Options of {@link estimateOdds}. */
export interface EstimateOddsOptions {
  /** How many times to run the experiment (1 to 10 000 000). */
  readonly samples: number;
  /** Seed of the dice (a 32-bit integer). */
  readonly seed: number | string;
}

const optionsSchema = z.strictObject({ samples: z.number().int().min(1).max(10_000_000), seed: seedSchema });

/**
 * The seeded Monte Carlo fallback for experiments too deep for {@link exactOdds}: runs the
 * experiment `samples` times on one seeded dice and counts outcomes (merged by structural
 * equality), each with its standard error. The dice keep no roll log (for speed), so the
 * experiment reads its dice's values, not `dice.log`.
 *
 * @example
 * ```ts
 * const estimate = estimateOdds((dice) => dice.twoD6('demo'), { samples: 10_000, seed: 1 });
 * ```
 */
export function estimateOdds<T>(experiment: (dice: Dice) => T, options: EstimateOddsOptions): EstimatedOdds<T> {
  expectFunction(experiment, 'estimateOdds', 'experiment');
  const { samples, seed } = parseInput(optionsSchema, options, { rule: 'odds', what: 'estimateOdds options' });
  const dice = createDice(seed, { log: false });
  const byKey = new Map<string, { outcome: T; count: number }>();
  for (let i = 0; i < samples; i++) {
    const outcome = experiment(dice);
    const key = stableKey(outcome);
    const seen = byKey.get(key);
    if (seen === undefined) byKey.set(key, { outcome, count: 1 });
    else seen.count++;
  }
  const outcomes = [...byKey.values()].map(({ outcome, count }) => {
    const probability = count / samples;
    return { outcome, count, probability, standardError: Math.sqrt((probability * (1 - probability)) / samples) };
  });
  return { exact: false, outcomes, samples, seed };
}
