import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { NATIONALITIES, nationalitySchema } from '../schemas/enums.js';

/** Matrix 3 and the break-off rule's numbers as data. */
export const breakOffTableSchema = z.strictObject({
  /** The printed rows: the nationalities of a row and the d6 score that breaks off. */
  rows: z
    .array(
      z.strictObject({
        /** The nationalities the row covers. */
        nationalities: z.array(nationalitySchema).min(1).readonly(),
        /** The d6 score (or more) that breaks the squadron off. */
        score: z.number().int(),
      }),
    )
    .superRefine((rows, ctx) => {
      for (const n of NATIONALITIES) {
        const count = rows.filter((row) => row.nationalities.includes(n)).length;
        if (count !== 1)
          ctx.addIssue({ code: 'custom', message: `${n} appears in ${count} rows; it must appear in one` });
      }
    })
    .readonly(),
  /** Added to the die for each friendly squadron already broken off within `friendlyRadiusCm`. */
  perFriendlyBrokenOff: z.number().int(),
  /** The radius, in cm, within which broken-off friendly squadrons count. */
  friendlyRadiusCm: z.number().min(0),
  /** Trigger 1: this fraction (rounded down) of the ships have lost `batteryClassesLost` or more main battery classes. */
  batteryLossFraction: z.number().min(0).max(1),
  /** Main battery classes a ship must have lost to count for trigger 1. */
  batteryClassesLost: z.number().int().min(1),
  /** Trigger 2: this fraction (rounded down) of the ships have been destroyed. */
  destroyedFraction: z.number().min(0).max(1),
});
/** Matrix 3 as data. */
export type BreakOffTable = z.infer<typeof breakOffTableSchema>;

/**
 * Matrix 3, break-off score on a d6 by nationality (Japanese 5+; British, American,
 * German 4+; French, Italian, Other 3+), +1 for each friendly squadron already broken off
 * within 90 cm; tested when half the ships have lost 2+ main battery classes or a quarter
 * have been destroyed (both rounded down).
 */
export const MATRIX_3_BREAK_OFF = /* @__PURE__ */ deepFreeze({
  rows: [
    { nationalities: ['Japanese'], score: 5 },
    { nationalities: ['British', 'American', 'German'], score: 4 },
    { nationalities: ['French', 'Italian', 'Other'], score: 3 },
  ],
  perFriendlyBrokenOff: 1,
  friendlyRadiusCm: 90,
  batteryLossFraction: 1 / 2,
  batteryClassesLost: 2,
  destroyedFraction: 1 / 4,
} as const satisfies z.input<typeof breakOffTableSchema>);
