import * as z from 'zod';
import { type BandTable, bandTableSchema, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/** A result of the Extend Naval Patrol Table (N18.7). */
export type ExtendPatrolResult = 'Extend' | 'Return';

/** The bands of the Extend Naval Patrol Table as printed: ≤5 Extend, ≥6 Return. */
export const EXTEND_PATROL_BANDS = /* @__PURE__ */ deepFreeze([
  { max: 5, result: 'Extend' },
  { min: 6, result: 'Return' },
] as const);

/**
 * Extend Naval Patrol Table (N18.7, step V.A.1), read with a modified d10 (0–9).
 *
 * @example
 * ```ts
 * lookupBand(EXTEND_PATROL_TABLE, 5).result; // 'Extend'
 * ```
 */
export const EXTEND_PATROL_TABLE: BandTable<ExtendPatrolResult> = /* @__PURE__ */ deepFreeze(
  defineBandTable<ExtendPatrolResult>({
    rule: 'N18.7',
    name: 'Extend Naval Patrol Table',
    bands: EXTEND_PATROL_BANDS,
  }),
);

/**
 * Zod schema of an Extend Naval Patrol Table given as data (a house rule).
 *
 * @example
 * ```ts
 * extendPatrolTableSchema.parse({ bands: [{ max: 4, result: 'Extend' }, { min: 5, result: 'Return' }] });
 * ```
 */
export const extendPatrolTableSchema = bandTableSchema(z.enum(['Extend', 'Return']), {
  rule: 'N18.7',
  name: 'Extend Naval Patrol Table',
});
