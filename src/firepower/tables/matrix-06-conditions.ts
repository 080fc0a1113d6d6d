import * as z from 'zod';
import { type Band, type BandTable, bandTableSchema } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';
import { timeOfDaySchema, weatherSchema } from '../schemas/enums.js';

/** What a Matrix 6 score reads: the time of day and the weather. */
export const conditionsResultSchema = z.strictObject({
  /** Daylight, night, dusk or dawn. */
  timeOfDay: timeOfDaySchema,
  /** Good or bad. */
  weather: weatherSchema,
});
/** What a Matrix 6 score reads. */
export type ConditionsResult = z.infer<typeof conditionsResultSchema>;

/**
 * Matrix 6 as a band table (house rules may supply their own bands). The input type is
 * widened to accept read-only band lists, as the printed `as const` table is.
 */
export const conditionsTableSchema = bandTableSchema(conditionsResultSchema, {
  rule: 'Matrix 6',
  name: 'Time of day and weather',
}) as unknown as z.ZodType<BandTable<ConditionsResult>, { readonly bands: readonly Band<ConditionsResult>[] }>;

/**
 * Matrix 6, time of day and weather, as printed (scores 1–12; the low and high rows are
 * open-ended so every integer reads a row): 1–4 daylight good, 5–6 daylight bad, 7 night
 * good, 8 night bad, 9 dusk good, 10 dusk bad, 11 dawn good, 12 dawn bad.
 */
export const MATRIX_6_CONDITIONS = /* @__PURE__ */ deepFreeze({
  bands: [
    { max: 4, result: { timeOfDay: 'daylight', weather: 'good' } },
    { min: 5, max: 6, result: { timeOfDay: 'daylight', weather: 'bad' } },
    { min: 7, max: 7, result: { timeOfDay: 'night', weather: 'good' } },
    { min: 8, max: 8, result: { timeOfDay: 'night', weather: 'bad' } },
    { min: 9, max: 9, result: { timeOfDay: 'dusk', weather: 'good' } },
    { min: 10, max: 10, result: { timeOfDay: 'dusk', weather: 'bad' } },
    { min: 11, max: 11, result: { timeOfDay: 'dawn', weather: 'good' } },
    { min: 12, result: { timeOfDay: 'dawn', weather: 'bad' } },
  ],
} as const satisfies { readonly bands: readonly Band<ConditionsResult>[] });
