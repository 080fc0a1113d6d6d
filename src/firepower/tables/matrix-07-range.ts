import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';

const band = z
  .strictObject({
    /** Short range limit in inches. */
    short: z.number().positive(),
    /** Long range limit in inches. */
    long: z.number().positive(),
  })
  .refine((v) => v.long >= v.short, { message: 'long range must be at least short range' });
const byPeriod = z.strictObject({
  /** Early Period. */
  early: band,
  /** Middle Period. */
  middle: band,
  /** Late Period. */
  late: band,
});

/** Matrix 7 as data: short and long range, in inches at the small scales, by battery class and period. */
export const rangeTableSchema = z.strictObject({
  /** Rows by battery class. */
  rows: z.strictObject({
    /** Super battleship battery. */
    SB: byPeriod,
    /** Battleship battery. */
    BB: byPeriod,
    /** Battlecruiser battery. */
    BC: byPeriod,
    /** Heavy cruiser battery. */
    CA: byPeriod,
    /** Light cruiser battery. */
    CL: byPeriod,
    /** Destroyer battery. */
    DD: byPeriod,
    /** Destroyer escort battery. */
    DE: byPeriod,
    /** Torpedoes. */
    T: byPeriod,
  }),
  /** Range multiplier at 1/700 scale. */
  largeScaleMultiplier: z.number().positive(),
});
/** Matrix 7 as data. */
export type RangeTable = z.infer<typeof rangeTableSchema>;

const capital = {
  early: { short: 6, long: 12 },
  middle: { short: 12, long: 24 },
  late: { short: 18, long: 36 },
} as const;
const light = {
  early: { short: 5, long: 10 },
  middle: { short: 8, long: 15 },
  late: { short: 10, long: 20 },
} as const;

/**
 * Matrix 7, gunnery range in inches (short / long) by battery class and period: SB, BB,
 * BC 6/12, 12/24, 18/36; CA, CL, DD, DE 5/10, 8/15, 10/20; T 6/8, 9/12, 12/18. Doubled at
 * 1/700 scale.
 */
export const MATRIX_7_RANGE = /* @__PURE__ */ deepFreeze({
  rows: {
    SB: capital,
    BB: capital,
    BC: capital,
    CA: light,
    CL: light,
    DD: light,
    DE: light,
    T: {
      early: { short: 6, long: 8 },
      middle: { short: 9, long: 12 },
      late: { short: 12, long: 18 },
    },
  },
  largeScaleMultiplier: 2,
} as const satisfies z.input<typeof rangeTableSchema>);
