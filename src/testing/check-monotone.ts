import { formatValue } from '../core/format-value.js';

/** What {@link checkMonotone} takes. */
export interface MonotoneSpec<R> {
  /** First roll (or other integer key) to read. */
  readonly from: number;
  /** Last roll to read. */
  readonly to: number;
  /** Reads the table at `roll`. */
  readonly read: (roll: number) => R;
  /** Ranks a result: higher is better for whoever `direction` speaks of. */
  readonly rank: (result: R) => number;
  /** `'nondecreasing'`: a higher roll never ranks lower; `'nonincreasing'`: never higher. */
  readonly direction: 'nondecreasing' | 'nonincreasing';
}

/**
 * Checks that a table never gets worse as the roll rises (or never better): reads every
 * roll from `from` to `to` and returns each step that breaks the order.
 *
 * @example
 * ```ts
 * checkMonotone({ from: -2, to: 12, read: (r) => lookupBand(table, r).result,
 *   rank: (x) => ['miss', 'hit'].indexOf(x), direction: 'nondecreasing' }); // []
 * ```
 */
export function checkMonotone<R>(spec: MonotoneSpec<R>): string[] {
  const problems: string[] = [];
  let previous: { roll: number; result: R; rank: number } | undefined;
  for (let roll = spec.from; roll <= spec.to; roll++) {
    const result = spec.read(roll);
    const rank = spec.rank(result);
    if (!Number.isFinite(rank)) problems.push(`roll ${roll} reads ${formatValue(result)}, which has no rank`);
    else if (previous !== undefined) {
      const broken = spec.direction === 'nondecreasing' ? rank < previous.rank : rank > previous.rank;
      if (broken) {
        problems.push(
          `roll ${roll} reads ${formatValue(result)} (rank ${rank}) after roll ${previous.roll} read ${formatValue(previous.result)} (rank ${previous.rank})`,
        );
      }
    }
    previous = { roll, result, rank };
  }
  return problems;
}
