import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import { batteryClassSchema, periodSchema, scaleSchema } from './schemas/enums.js';

const RULE = 'Matrix 7';

/** What {@link lookupRanges} takes. */
export const rangesInputSchema = z.strictObject({
  /** The firing battery class (SB … DE, or T for torpedoes). */
  battery: batteryClassSchema,
  /** The period division. */
  period: periodSchema,
  /** Model scale: `small` (printed ranges) or `large` (1/700, ranges doubled). */
  scale: scaleSchema.default('small'),
});
/** What {@link lookupRanges} takes. */
export type RangesInput = z.input<typeof rangesInputSchema>;

/** What {@link lookupRangeBand} takes: a battery, period, scale and the distance to the target. */
export const rangeBandInputSchema = rangesInputSchema.extend({
  /** Distance to the target in inches. */
  distanceInches: z.number().min(0),
});
/** What {@link lookupRangeBand} takes. */
export type RangeBandInput = z.input<typeof rangeBandInputSchema>;

/** Short and long range limits, in inches at the given scale. */
export interface RangeLimits {
  /** Targets up to this distance are at short range. */
  readonly short: number;
  /** Targets beyond short and up to this distance are at long range. */
  readonly long: number;
}

/** Where a target lies for a battery: short range, long range, or beyond it. */
export type RangeReading = 'short' | 'long' | 'out-of-range';

/**
 * Matrix 7: the short and long range of a battery class in a period, doubled at 1/700.
 *
 * @example
 * ```ts
 * lookupRanges({ battery: 'BB', period: 'late' });                 // { short: 18, long: 36 }
 * lookupRanges({ battery: 'T', period: 'middle', scale: 'large' }); // { short: 18, long: 24 }
 * ```
 */
export function lookupRanges(input: RangesInput, rules?: FirepowerRulesOverrides): RangeLimits {
  return lookupRangesParsed(parseInput(rangesInputSchema, input, { rule: RULE, what: 'range input' }), rules);
}

/** {@link lookupRanges} on an input already valid (a game's own records, every default given). Internal. */
export function lookupRangesParsed(
  valid: z.output<typeof rangesInputSchema>,
  rules?: FirepowerRulesOverrides,
): RangeLimits {
  const table = resolveFirepowerRules(rules).tables.ranges;
  const row = table.rows[valid.battery][valid.period];
  const factor = valid.scale === 'large' ? table.largeScaleMultiplier : 1;
  return { short: row.short * factor, long: row.long * factor };
}

/**
 * Matrix 7: the range band a target at `distanceInches` falls in for a battery (a
 * distance equal to a limit is within it).
 *
 * @example
 * ```ts
 * lookupRangeBand({ battery: 'CA', period: 'late', distanceInches: 15 }); // 'long'
 * lookupRangeBand({ battery: 'CA', period: 'late', distanceInches: 21 }); // 'out-of-range'
 * ```
 */
export function lookupRangeBand(input: RangeBandInput, rules?: FirepowerRulesOverrides): RangeReading {
  const valid = parseInput(rangeBandInputSchema, input, { rule: RULE, what: 'range band input' });
  const { distanceInches: _distance, ...ranges } = valid;
  const limits = lookupRanges(ranges, rules);
  if (valid.distanceInches <= limits.short) return 'short';
  if (valid.distanceInches <= limits.long) return 'long';
  return 'out-of-range';
}
