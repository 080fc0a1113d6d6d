/** How a number was spread over the runs: its histogram and what follows from it. */
export interface Distribution {
  /** Each value seen with how many runs had it, by value: exact, and merged by adding counts. */
  readonly histogram: readonly (readonly [value: number, runs: number])[];
  /** The mean (0 with no runs). */
  readonly mean: number;
  /** The sample standard deviation (0 with fewer than two runs). */
  readonly sd: number;
  /** The smallest value (0 with no runs). */
  readonly min: number;
  /** The largest value (0 with no runs). */
  readonly max: number;
  /** The 5th, 25th, 50th, 75th and 95th percentiles (nearest rank; 0 with no runs). */
  readonly quantiles: {
    readonly p05: number;
    readonly p25: number;
    readonly p50: number;
    readonly p75: number;
    readonly p95: number;
  };
}

/** A histogram of values: value → runs. Internal. */
export type Counts = Map<number, number>;

/** Adds one run's value. Internal. */
export function count(counts: Counts, value: number): void {
  counts.set(value, (counts.get(value) ?? 0) + 1);
}

/**
 * The distribution of a histogram, worked out in value order only, so that the same
 * histogram, however it was gathered or merged, gives the same figures to the last bit.
 * Internal.
 */
export function distributionOf(counts: Counts): Distribution {
  const histogram = [...counts].sort((a, b) => a[0] - b[0]) as [number, number][];
  const n = histogram.reduce((sum, [, runs]) => sum + runs, 0);
  if (n === 0) {
    return { histogram, mean: 0, sd: 0, min: 0, max: 0, quantiles: { p05: 0, p25: 0, p50: 0, p75: 0, p95: 0 } };
  }
  let total = 0;
  for (const [value, runs] of histogram) total += value * runs;
  const mean = total / n;
  let squares = 0;
  for (const [value, runs] of histogram) squares += (value - mean) * (value - mean) * runs;
  const sd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
  const rank = (p: number): number => {
    const wanted = Math.max(1, Math.ceil(p * n));
    let seen = 0;
    for (const [value, runs] of histogram) {
      seen += runs;
      if (seen >= wanted) return value;
    }
    return (histogram.at(-1) as [number, number])[0];
  };
  return {
    histogram,
    mean,
    sd,
    min: (histogram[0] as [number, number])[0],
    max: (histogram.at(-1) as [number, number])[0],
    quantiles: { p05: rank(0.05), p25: rank(0.25), p50: rank(0.5), p75: rank(0.75), p95: rank(0.95) },
  };
}

/** A histogram back from a distribution (for merging). Internal. */
export function countsOf(distribution: Distribution): Counts {
  return new Map(distribution.histogram.map(([value, runs]) => [value, runs]));
}
