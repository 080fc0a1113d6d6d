import type { ShoestringRulesInput } from './rules.js';

/**
 * MADE-UP base-game tables for the CLI's examples only. They are NOT the game's values:
 * the real Surface-to-Surface Combat Table, Anti-Aircraft Combat Table and sea zone search
 * charts are in the base game, which the variant's text does not reprint.
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
