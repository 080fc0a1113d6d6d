// Ratios against the physical limit, measured in pairs. A ratio taken from two tasks timed
// one after the other (a second of one, then a second of the other) moves with whatever
// the machine did in between: on the shared two-core machines this project runs on, the
// same build read 33× in one run and 62× in the next. Here every round times the baseline
// and each candidate back to back, in turn, and the figure is the median of the rounds'
// ratios; the middle half of the rounds is printed beside it as the spread.

const now = () => process.hrtime.bigint();

/** Nanoseconds one call of `fn` takes, over `calls` calls. */
function timeCalls(fn, calls) {
  const started = now();
  for (let i = 0; i < calls; i++) fn();
  return Number(now() - started) / calls;
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * Times `baseline` and each of `candidates` (name → function) in `rounds` rounds of
 * `calls` calls each, after `warmupRounds` untimed calls of each (one call a warm-up
 * round, not `calls`: a bench whose calls walk a list passes enough to walk it), and
 * returns for each candidate the median of its per-round ratio to the baseline, with the
 * quartiles, and the best of rounds: its fastest round over the baseline's fastest round.
 */
export function pairedRatios(baseline, candidates, { rounds = 41, calls = 20, warmupRounds = 200 } = {}) {
  const entries = Object.entries(candidates);
  for (let r = 0; r < warmupRounds; r++) {
    baseline();
    for (const [, fn] of entries) fn();
  }
  const ratios = Object.fromEntries(entries.map(([name]) => [name, []]));
  const fastest = Object.fromEntries(entries.map(([name]) => [name, Number.POSITIVE_INFINITY]));
  const baseTimes = [];
  for (let r = 0; r < rounds; r++) {
    const base = timeCalls(baseline, calls);
    baseTimes.push(base);
    for (const [name, fn] of entries) {
      const time = timeCalls(fn, calls);
      fastest[name] = Math.min(fastest[name], time);
      ratios[name].push(time / base);
    }
  }
  const fastestBase = Math.min(...baseTimes);
  const result = {};
  for (const [name, list] of Object.entries(ratios)) {
    const sorted = [...list].sort((a, b) => a - b);
    result[name] = {
      median: quantile(sorted, 0.5),
      low: quantile(sorted, 0.25),
      high: quantile(sorted, 0.75),
      // The fastest round of the candidate over the fastest round of the baseline: each at its floor.
      best: fastest[name] / fastestBase,
    };
  }
  const sortedBase = [...baseTimes].sort((a, b) => a - b);
  return { ratios: result, baselineNanoseconds: quantile(sortedBase, 0.5) };
}

/** `33.4× (32.1–35.0)`: a paired ratio with its middle half. */
export function formatRatio({ median, low, high }) {
  return `${median.toFixed(2)}\u00d7 (middle half ${low.toFixed(2)}\u2013${high.toFixed(2)})`;
}

/**
 * `best of rounds 2.21× (median 2.40×, middle half 2.31–2.52)`: a paired ratio read at
 * its best round, for targets set against a floor (the least the work can cost once the
 * machine leaves it alone), with the median and middle half beside it.
 */
export function formatBest({ best, median, low, high }) {
  return `best of rounds ${best.toFixed(2)}\u00d7 (median ${median.toFixed(2)}\u00d7, middle half ${low.toFixed(2)}\u2013${high.toFixed(2)})`;
}
