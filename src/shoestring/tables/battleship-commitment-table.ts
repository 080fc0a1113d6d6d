import * as z from 'zod';
import { type BandTable, bandTableSchema, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/** The bands of the Japanese BB Commitment Table as printed: ≤3 one BB, 4–8 two, ≥9 three. */
export const BATTLESHIP_COMMITMENT_BANDS = /* @__PURE__ */ deepFreeze([
  { max: 3, result: 1 },
  { min: 4, max: 8, result: 2 },
  { min: 9, result: 3 },
] as const);

/**
 * Japanese BB Commitment Table (O1.0): how many battleships the Japanese may use in the
 * next two game turns, read with one d10 (0–9).
 *
 * @example
 * ```ts
 * lookupBand(BATTLESHIP_COMMITMENT_TABLE, 9).result; // 3
 * ```
 */
export const BATTLESHIP_COMMITMENT_TABLE: BandTable<number> = /* @__PURE__ */ deepFreeze(
  defineBandTable<number>({
    rule: 'O1.0',
    name: 'Japanese BB Commitment Table',
    bands: BATTLESHIP_COMMITMENT_BANDS,
  }),
);

/**
 * Zod schema of a Japanese BB Commitment Table given as data (a house rule): bands of
 * battleship counts.
 *
 * @example
 * ```ts
 * battleshipCommitmentTableSchema.parse({ bands: [{ max: 4, result: 1 }, { min: 5, result: 2 }] });
 * ```
 */
export const battleshipCommitmentTableSchema = bandTableSchema(z.number().int().min(0), {
  rule: 'O1.0',
  name: 'Japanese BB Commitment Table',
});
