import * as z from 'zod';
import { seaZoneSchema } from '../schemas.js';

/**
 * Zod schema of one side's sea zone search chart from the base game (read by II.B.1 and
 * N19.3; not printed in the variant). It gives, for each sea zone, the number a modified
 * search roll must be below to find the other side there. Supply each side's chart as
 * `tables.seaZoneSearch.US` / `tables.seaZoneSearch.Japanese` in the rules object.
 *
 * @example
 * ```ts
 * const MADE_UP_US_CHART = seaZoneSearchChartSchema.parse({ zones: { 'The Slot': 4, 'N. Guadalcanal': 6 } });
 * ```
 */
export const seaZoneSearchChartSchema = z.strictObject({
  /** Sea zone name → search number (a modified roll below it finds the other side). */
  zones: z
    .record(seaZoneSchema, z.number().int())
    .refine((zones) => Object.keys(zones).length > 0, 'a sea zone search chart needs at least one zone'),
});

/** One side's sea zone search chart, as validated. */
export type SeaZoneSearchChart = z.output<typeof seaZoneSearchChartSchema>;
