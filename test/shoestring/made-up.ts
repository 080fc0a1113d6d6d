import {
  MADE_UP_AA_TABLE,
  MADE_UP_JAPANESE_SEARCH_CHART,
  MADE_UP_SURFACE_TABLE,
  MADE_UP_US_SEARCH_CHART,
} from '../../src/shoestring/made-up-tables.js';

export { MADE_UP_AA_TABLE, MADE_UP_JAPANESE_SEARCH_CHART, MADE_UP_SURFACE_TABLE, MADE_UP_US_SEARCH_CHART };

/**
 * Rules with every base-game table supplied by MADE-UP stand-ins (not the game's values)
 * and every optional rule on. U.S. chart: N. Guadalcanal 6, The Slot 4, MADE-UP ZONE 5.
 * Japanese chart: N. Guadalcanal 5, The Slot 6, MADE-UP ZONE 3. Surface table: ≤1 column
 * D on 0; 2–3 column D on ≤2; ≥4 column X on ≤1, D on 2–5; else –. AA table 1–8: HIT on ≤1.
 */
export const MADE_UP_RULES = {
  options: { O1: true, O2: true, O3: { combine: true, replacement: true, repair: false }, O4: true, O5: true },
  tables: {
    seaZoneSearch: { US: MADE_UP_US_SEARCH_CHART, Japanese: MADE_UP_JAPANESE_SEARCH_CHART },
    surfaceCombat: MADE_UP_SURFACE_TABLE,
    antiAircraft: MADE_UP_AA_TABLE,
  },
};
