import { stableKey } from '../core/stable-key.js';
import type { ExactOutcome } from './exact-odds.js';
import { addFractions, type Fraction, fractionToNumber } from './fraction.js';

/**
 * Gathers weighted outcomes into an exact distribution: equal outcomes (by
 * {@link stableKey}) are merged, keeping the first one seen and its path and summing the
 * fractions. Shared by `marginal` and `thenOdds`. Internal.
 */
export class OutcomeMerger<T> {
  private readonly byKey = new Map<string, { outcome: T; fraction: Fraction; path: readonly number[] }>();

  /** Adds `outcome` with weight `fraction`, reached by `path`. */
  add(outcome: T, fraction: Fraction, path: readonly number[]): void {
    const key = stableKey(outcome);
    const seen = this.byKey.get(key);
    if (seen === undefined) this.byKey.set(key, { outcome, fraction, path });
    else seen.fraction = addFractions(seen.fraction, fraction);
  }

  /** The merged outcomes in the order first seen, each with its probability as a number. */
  outcomes(): ExactOutcome<T>[] {
    const out: ExactOutcome<T>[] = [];
    for (const { outcome, fraction, path } of this.byKey.values()) {
      out.push({ outcome, fraction, probability: fractionToNumber(fraction), path });
    }
    return out;
  }
}
