import type { ShoestringRulesInput } from '../../src/shoestring/rules.js';

/**
 * MADE-UP base-game tables for the tests only. They are NOT the game's values: the real
 * Surface-to-Surface Combat Table, Anti-Aircraft Combat Table and sea zone search charts are
 * in the base game, which the variant's text does not reprint. (Kept here, not imported from
 * the CLI, so the tests do not depend on how the CLI describes its examples.)
 */
export const MADE_UP_US_SEARCH_CHART: NonNullable<ShoestringRulesInput['tables']['seaZoneSearch']['US']> = {
  zones: { 'N. Guadalcanal': 6, 'The Slot': 4, 'MADE-UP ZONE': 5 },
};

/** A MADE-UP Japanese sea zone search chart (not the game's values). */
export const MADE_UP_JAPANESE_SEARCH_CHART: NonNullable<ShoestringRulesInput['tables']['seaZoneSearch']['Japanese']> = {
  zones: { 'N. Guadalcanal': 5, 'The Slot': 6, 'MADE-UP ZONE': 3 },
};

/** A MADE-UP Surface-to-Surface Combat Table (not the game's values). */
export const MADE_UP_SURFACE_TABLE: NonNullable<ShoestringRulesInput['tables']['surfaceCombat']> = {
  columns: [
    {
      max: 1,
      rows: [
        { max: 0, result: 'MADE-UP D' },
        { min: 1, result: '\u2013' },
      ],
    },
    {
      min: 2,
      max: 3,
      rows: [
        { max: 2, result: 'MADE-UP D' },
        { min: 3, result: '\u2013' },
      ],
    },
    {
      min: 4,
      rows: [
        { max: 1, result: 'MADE-UP X' },
        { min: 2, max: 5, result: 'MADE-UP D' },
        { min: 6, result: '\u2013' },
      ],
    },
  ],
};

/** A MADE-UP Anti-Aircraft Combat Table (not the game's values). */
export const MADE_UP_AA_TABLE: NonNullable<ShoestringRulesInput['tables']['antiAircraft']> = {
  columns: [
    { max: 0, rows: [{ result: '\u2013' }] },
    {
      min: 1,
      max: 8,
      rows: [
        { max: 1, result: 'MADE-UP HIT' },
        { min: 2, result: '\u2013' },
      ],
    },
    {
      min: 9,
      rows: [
        { max: 3, result: 'MADE-UP HIT' },
        { min: 4, result: '\u2013' },
      ],
    },
  ],
};

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
