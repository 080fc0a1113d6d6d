import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';

const row = z.strictObject({
  /** Minimum distance, in inches, each ship must keep to another of its squadron. */
  minimumDistanceInches: z.number().positive(),
  /** Maximum move rate, in cm, at the small scales. */
  moveRateCm: z.number().positive(),
});

/** Matrix 5 as data: one row per period, and the large-scale move multiplier. */
export const movementTableSchema = z.strictObject({
  /** Early Period row. */
  early: row,
  /** Middle Period row. */
  middle: row,
  /** Late Period row. */
  late: row,
  /** Move-rate multiplier at 1/600–1/700 scale. */
  largeScaleMoveMultiplier: z.number().positive(),
});
/** Matrix 5 as data. */
export type MovementTable = z.infer<typeof movementTableSchema>;

/**
 * Matrix 5, minimum distance and move rate by period (Early 2" and 10 cm, Middle 4" and
 * 15 cm, Late 8" and 20 cm). The move rate is for the smaller scales; 1/600–1/700 doubles it.
 */
export const MATRIX_5_MOVEMENT = /* @__PURE__ */ deepFreeze({
  early: { minimumDistanceInches: 2, moveRateCm: 10 },
  middle: { minimumDistanceInches: 4, moveRateCm: 15 },
  late: { minimumDistanceInches: 8, moveRateCm: 20 },
  largeScaleMoveMultiplier: 2,
} as const satisfies MovementTable);
