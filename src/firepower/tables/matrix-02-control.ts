import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';

/** Matrix 2's scores and its eight modifiers as data, so house rules can change any of them. */
export const controlTableSchema = z.strictObject({
  /** Score needed on a d6 when the current order is Open (formation) or Manoeuvre (movement). */
  openOrManoeuvre: z.number().int(),
  /** Score needed under any other order. */
  otherOrder: z.number().int(),
  /** The eight modifiers of Matrix 2, in printed order. */
  modifiers: z.strictObject({
    /** Squadron more than `beyondDistanceCm` from the fleet flagship. */
    beyondDistance: z.number().int(),
    /** The distance, in cm, beyond which `beyondDistance` applies. */
    beyondDistanceCm: z.number().min(0),
    /** The squadron and/or the fleet flagship has been damaged. */
    damaged: z.number().int(),
    /** The squadron is under the Open formation order. */
    openFormation: z.number().int(),
    /** The squadron is under the Manoeuvre movement order. */
    manoeuvreOrder: z.number().int(),
    /** Vision obscured by smoke or bad weather. */
    obscured: z.number().int(),
    /** The squadron has radio and/or radar. */
    radioOrRadar: z.number().int(),
    /** Japanese before `japaneseBeforeYear`. */
    japanese: z.number().int(),
    /** The year from which the Japanese modifier no longer applies. */
    japaneseBeforeYear: z.number().int(),
    /** Americans at night in the Second World War. */
    americansAtNight: z.number().int(),
    /** First year counted as the Second World War for the American night modifier. */
    ww2FromYear: z.number().int(),
  }),
});
/** Matrix 2 as data. */
export type ControlTable = z.infer<typeof controlTableSchema>;

/**
 * Matrix 2, the control test (also the test to change an order): a d6 needs 4+ under an
 * Open or Manoeuvre order, 2+ under any other, modified by the eight printed modifiers
 * (−1 beyond 90 cm of the fleet flagship; −1 squadron or fleet flagship damaged; −1 Open;
 * −1 Manoeuvre; −2 smoke or bad weather; +3 radio or radar; +1 Japanese before 1944;
 * −1 Americans at night in WW2). The Second World War is taken to start in 1939.
 */
export const MATRIX_2_CONTROL = /* @__PURE__ */ deepFreeze({
  openOrManoeuvre: 4,
  otherOrder: 2,
  modifiers: {
    beyondDistance: -1,
    beyondDistanceCm: 90,
    damaged: -1,
    openFormation: -1,
    manoeuvreOrder: -1,
    obscured: -2,
    radioOrRadar: 3,
    japanese: 1,
    japaneseBeforeYear: 1944,
    americansAtNight: -1,
    ww2FromYear: 1939,
  },
} as const satisfies ControlTable);
