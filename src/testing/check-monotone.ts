import { formatValue } from '../core/format-value.js';
import { expectFunction, expectObject } from '../core/guards.js';
import { RulesError } from '../core/rules-error.js';
import { checkRollWindow } from './roll-window.js';

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
 * roll from `from` to `to` (whole numbers, at most 10,000 rolls) and returns each step
 * that breaks the order.
 *
 * @example
 * ```ts
 * checkMonotone({ from: -2, to: 12, read: (r) => lookupBand(table, r).result,
 *   rank: (x) => ['miss', 'hit'].indexOf(x), direction: 'nondecreasing' }); // []
 * ```
 */
export function checkMonotone<R>(spec: MonotoneSpec<R>): string[] {
  expectObject(spec, 'checkMonotone', 'spec');
  const { from, to } = checkRollWindow(spec.from, spec.to, 'checkMonotone');
  expectFunction(spec.read, 'checkMonotone', 'read');
  expectFunction(spec.rank, 'checkMonotone', 'rank');
  if (spec.direction !== 'nondecreasing' && spec.direction !== 'nonincreasing') {
    throw new RulesError(
      `checkMonotone: direction must be 'nondecreasing' or 'nonincreasing'; got ${formatValue(spec.direction)}`,
      { code: 'INVALID_INPUT', rule: 'checkMonotone', path: ['direction'] },
    );
  }
  const problems: string[] = [];
  let previous: { roll: number; result: R; rank: number } | undefined;
  for (let roll = from; roll <= to; roll++) {
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
