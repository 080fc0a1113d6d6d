import { columnTableSchema } from './column-table.js';

/**
 * Zod schema of the base game's Surface-to-Surface Combat Table, which the variant uses
 * (O5.0 PT boats) but does not print. Supply it from the game you own as
 * `tables.surfaceCombat` in the rules object: columns by combat value, rows by d10 (0–9).
 *
 * @example
 * ```ts
 * const MADE_UP_SURFACE_TABLE = surfaceCombatTableSchema.parse({
 *   columns: [{ max: 3, rows: [{ max: 2, result: 'MADE-UP HIT' }, { min: 3, result: '–' }] },
 *             { min: 4, rows: [{ max: 5, result: 'MADE-UP HIT' }, { min: 6, result: '–' }] }],
 * });
 * ```
 */
export const surfaceCombatTableSchema = columnTableSchema({ rule: 'O5.0', name: 'Surface-to-Surface Combat Table' });
