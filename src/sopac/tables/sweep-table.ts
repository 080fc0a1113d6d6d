import * as z from 'zod';
import { type BandTable, bandTableSchema, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/** What one sweeper's die does (19.63). */
export type SweepResult = 'sweeper-destroyed' | 'no-effect' | 'minefield-removed';

/** The bands of the sweeping die (19.63): 1 the sweeper is destroyed, 2–3 nothing, 4–6 one minefield removed. */
export const SWEEP_BANDS = /* @__PURE__ */ deepFreeze([
  { max: 1, result: 'sweeper-destroyed' },
  { min: 2, max: 3, result: 'no-effect' },
  { min: 4, result: 'minefield-removed' },
] as const);

/**
 * The sweeping die (19.63): one d6 per minesweeper at the end of its second turn.
 *
 * @example
 * ```ts
 * lookupBand(SWEEP_TABLE, 4).result; // 'minefield-removed'
 * ```
 */
export const SWEEP_TABLE: BandTable<SweepResult> = /* @__PURE__ */ deepFreeze(
  defineBandTable<SweepResult>({ rule: '19.63', name: 'Sweeping', bands: SWEEP_BANDS }),
);

/**
 * Zod schema of the sweeping die given as data (a house rule).
 *
 * @example
 * ```ts
 * sweepTableSchema.parse({ bands: [{ max: 1, result: 'sweeper-destroyed' }, { min: 2, result: 'minefield-removed' }] });
 * ```
 */
export const sweepTableSchema = bandTableSchema(z.enum(['sweeper-destroyed', 'no-effect', 'minefield-removed']), {
  rule: '19.63',
  name: 'Sweeping',
});
