import { deepFreeze } from '../../core/deep-freeze.js';
import type { AircraftClass } from '../schemas/enums.js';

/** The columns of Matrix 12 that hold air-to-ship scores: ships CA and lower, BC and higher. */
export const SHIP_TARGET_COLUMNS = /* @__PURE__ */ deepFreeze(['CA-', 'BC+'] as const);
/** A ship column of Matrix 12. */
export type ShipTargetColumn = (typeof SHIP_TARGET_COLUMNS)[number];

/** A row of Matrix 12. */
export interface Matrix12Row {
  /** Combat factor added to the d6 when fighting each aircraft class. */
  readonly versus: Readonly<Record<AircraftClass, number>>;
  /** Score a d6 must reach to hit a ship in each column; `null` where printed "-" (cannot attack ships). */
  readonly toHit: Readonly<Record<ShipTargetColumn, number | null>>;
}

/**
 * Matrix 12 (Page 17): air-to-air combat factors (shooter down the side, target class
 * across) and air-to-ship scores. The TB, HB and KM entries printed "+5", "+4" are read as
 * "5+", "4+" (interpretation 4 of the rules README).
 */
export const MATRIX_12_AIRCRAFT: Readonly<Record<AircraftClass, Matrix12Row>> = /* @__PURE__ */ deepFreeze({
  AS: { versus: { AS: 0, FB: 1, TB: 2, HB: 3, KM: 2 }, toHit: { 'CA-': null, 'BC+': null } },
  FB: { versus: { AS: 0, FB: 0, TB: 1, HB: 2, KM: 1 }, toHit: { 'CA-': 6, 'BC+': 5 } },
  TB: { versus: { AS: 0, FB: 0, TB: 0, HB: 1, KM: 2 }, toHit: { 'CA-': 5, 'BC+': 4 } },
  HB: { versus: { AS: 0, FB: 0, TB: 0, HB: 0, KM: 0 }, toHit: { 'CA-': 6, 'BC+': 5 } },
  KM: { versus: { AS: 0, FB: 1, TB: 2, HB: 1, KM: 0 }, toHit: { 'CA-': 4, 'BC+': 3 } },
});

/** Matrix 12 notes: air-to-air scores within this many of each other are "no result". */
export const AIR_COMBAT_NO_RESULT_WITHIN = 3;

/**
 * The winner's casualty roll after air-to-air combat (Page 17): d6 1–2 no effect,
 * 3–4 −1, 5–6 −2, a lasting modifier on the stand's later combat dice.
 */
export const AIR_COMBAT_CASUALTIES: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, number>> = /* @__PURE__ */ deepFreeze({
  1: 0,
  2: 0,
  3: -1,
  4: -1,
  5: -2,
  6: -2,
});
