import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { d6FaceSchema } from '../../core/die-face.js';
import { PERIOD_YEARS } from '../tables/period-years.js';
import { periodSchema, scaleSchema, timeOfDaySchema, weatherSchema } from './enums.js';

/** Night aids: radar and flares (Late Period only) allow firing at night. */
export const nightAidsSchema = z.strictObject({
  /** True when the firing side has radar. */
  radar: z.boolean().default(false),
  /** True when flares are in use. */
  flares: z.boolean().default(false),
});
/** Night aids after parsing. */
export type NightAids = z.output<typeof nightAidsSchema>;

/** The battle area's conditions: period, scale, time of day, weather, sun edge and night aids. */
export const battleConditionsSchema = z
  .strictObject({
    /** The period division the battle is fought in. */
    period: periodSchema,
    /** Model scale class: `small` (below 1/700) or `large` (1/600–1/700, moves and ranges doubled). */
    scale: scaleSchema.default('small'),
    /** The year of the battle, when the Matrix 2 nationality modifiers need it. */
    year: z.number().int().min(1895).max(1945).optional(),
    /** Time of day (Matrix 6). */
    timeOfDay: timeOfDaySchema.default('daylight'),
    /** Weather (Matrix 6). */
    weather: weatherSchema.default('good'),
    /** The sun edge score (d6), read against the printed sun diagram; absent until diced. */
    sunEdge: d6FaceSchema.optional(),
    /** Radar and flares in use. */
    nightAids: nightAidsSchema.prefault({}),
  })
  .superRefine((value, ctx) => {
    if (value.period !== 'late' && (value.nightAids.radar || value.nightAids.flares)) {
      ctx.addIssue({ code: 'custom', path: ['nightAids'], message: 'radar and flares are Late Period only' });
    }
    const years = PERIOD_YEARS[value.period];
    if (value.year !== undefined && (value.year < years.from || value.year > years.to)) {
      ctx.addIssue({
        code: 'custom',
        path: ['year'],
        message: `the ${value.period} period runs from ${years.from} to ${years.to} (Period Divisions)`,
      });
    }
  });
/** Battle conditions after parsing. */
export type BattleConditions = z.output<typeof battleConditionsSchema>;
/** Battle conditions as given. */
export type BattleConditionsInput = z.input<typeof battleConditionsSchema>;

/**
 * The conditions a resolver assumes when none are given: Late Period, small scale,
 * daylight, good weather, no night aids (what `battleConditionsSchema` makes of
 * `{ period: 'late' }`; tested). Frozen: a default is shared.
 */
export const LATE_DAYLIGHT: BattleConditions = /* @__PURE__ */ deepFreeze({
  period: 'late',
  scale: 'small',
  timeOfDay: 'daylight',
  weather: 'good',
  nightAids: { radar: false, flares: false },
});

/** A resolver's `conditions`: given, or {@link LATE_DAYLIGHT} (not parsed again on every call). */
export const conditionsOrLateDaylight = /* @__PURE__ */ battleConditionsSchema.default(LATE_DAYLIGHT);
