import { deepFreeze } from '../../core/deep-freeze.js';
import { CLASS_LADDER, type LadderClass } from '../schemas/enums.js';

/** A row of Matrix 9: the modifier against each target column, SB to DE. */
export type Matrix9Row = Readonly<Record<LadderClass, number>>;

/**
 * Matrix 9 (Page 14): the modifier added to margin + d6, by the firing battery (or
 * aircraft) class down the side and the target ship's class across the top. Laid out as
 * printed: columns SB, BB, BC, CA, CL, DD, DE.
 */
export const MATRIX_9_CLASS_MODIFIER: Readonly<Record<LadderClass, Matrix9Row>> = /* @__PURE__ */ deepFreeze({
  SB: { SB: 0, BB: 1, BC: 2, CA: 3, CL: 4, DD: 5, DE: 6 },
  BB: { SB: -1, BB: 0, BC: 1, CA: 2, CL: 3, DD: 4, DE: 5 },
  BC: { SB: -2, BB: -1, BC: 0, CA: 1, CL: 2, DD: 3, DE: 4 },
  CA: { SB: -3, BB: -2, BC: -1, CA: 0, CL: 1, DD: 2, DE: 3 },
  CL: { SB: -4, BB: -3, BC: -2, CA: -1, CL: 0, DD: 1, DE: 2 },
  DD: { SB: -5, BB: -4, BC: -3, CA: -2, CL: -1, DD: 0, DE: 1 },
  DE: { SB: -6, BB: -5, BC: -4, CA: -3, CL: -2, DD: -1, DE: 0 },
});

/**
 * The aircraft rows of Matrix 9, printed in brackets beside the ship rows: HB reads as BB,
 * TB as BC, KM as CA, FB as CL. AS has no row (it cannot attack ships).
 */
export const MATRIX_9_AIRCRAFT_ROWS = /* @__PURE__ */ deepFreeze({
  HB: 'BB',
  TB: 'BC',
  KM: 'CA',
  FB: 'CL',
} as const satisfies Record<string, LadderClass>);

/** The column order of Matrix 9 and Matrix 11, as printed. */
export const MATRIX_9_COLUMNS: readonly LadderClass[] = /* @__PURE__ */ deepFreeze(CLASS_LADDER);
