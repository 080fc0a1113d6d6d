import { columnTableSchema } from './column-table.js';

/**
 * Zod schema of the base game's Anti-Aircraft Combat Table, which step II.B.6 reads (one
 * die on the 1-8 column for Guadalcanal's AA) but the variant does not print. Supply it as
 * `tables.antiAircraft` in the rules object: columns by AA value, rows by d10 (0–9).
 *
 * @example
 * ```ts
 * const MADE_UP_AA_TABLE = antiAircraftTableSchema.parse({
 *   columns: [{ max: 0, rows: [{ result: '–' }] },
 *             { min: 1, max: 8, rows: [{ max: 1, result: 'MADE-UP HIT' }, { min: 2, result: '–' }] },
 *             { min: 9, rows: [{ max: 3, result: 'MADE-UP HIT' }, { min: 4, result: '–' }] }],
 * });
 * ```
 */
export const antiAircraftTableSchema = columnTableSchema({ rule: 'II.B.6', name: 'Anti-Aircraft Combat Table' });
