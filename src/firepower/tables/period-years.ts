import { deepFreeze } from '../../core/deep-freeze.js';

/**
 * The years of each period division (Period Divisions): Early 1895–1906, Middle 1906–1925,
 * Late 1925–1945. The text gives the boundary years to both periods that meet there.
 */
export const PERIOD_YEARS = /* @__PURE__ */ deepFreeze({
  early: { from: 1895, to: 1906 },
  middle: { from: 1906, to: 1925 },
  late: { from: 1925, to: 1945 },
} as const);
