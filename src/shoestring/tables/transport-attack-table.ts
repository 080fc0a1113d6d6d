import * as z from 'zod';
import { type BandTable, bandTableSchema, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/**
 * The result codes printed on the revised Transport Attack Table (R18.3). Their meaning is
 * the base game's (its transport attack rules), which the variant does not restate; callers
 * may attach descriptions through the rules object (`transportAttack.descriptions`).
 */
export const TRANSPORT_ATTACK_CODES = /* @__PURE__ */ deepFreeze(['1/2 AB', 'AB', 'AB*', '*', '\u2013'] as const);

/** A result code of the Transport Attack Table: one of {@link TRANSPORT_ATTACK_CODES} as printed, or a house rule's own. */
export type TransportAttackCode = string;

/** One row of the Transport Attack Table: the result in each column. */
export interface TransportAttackRow {
  /** The "With Escort" column. */
  readonly withEscort: TransportAttackCode;
  /** The "No Escort" column. */
  readonly noEscort: TransportAttackCode;
}

/**
 * The rows of the revised Transport Attack Table (R18.3) as printed, both columns, all
 * eight rows. The printed "0" row is open downward (≤0) and "≥7" upward, because the
 * modifiers can carry a roll below 0.
 */
export const TRANSPORT_ATTACK_BANDS = /* @__PURE__ */ deepFreeze([
  { max: 0, result: { withEscort: '1/2 AB', noEscort: '1/2 AB' } },
  { min: 1, max: 1, result: { withEscort: 'AB', noEscort: 'AB' } },
  { min: 2, max: 2, result: { withEscort: 'AB*', noEscort: 'AB*' } },
  { min: 3, max: 3, result: { withEscort: '*', noEscort: 'AB*' } },
  { min: 4, max: 4, result: { withEscort: '*', noEscort: 'AB*' } },
  { min: 5, max: 5, result: { withEscort: '\u2013', noEscort: '*' } },
  { min: 6, max: 6, result: { withEscort: '\u2013', noEscort: '*' } },
  { min: 7, result: { withEscort: '\u2013', noEscort: '\u2013' } },
] as const);

/**
 * The revised Transport Attack Table (R18.3), read with a modified d10 (0–9).
 *
 * @example
 * ```ts
 * lookupBand(TRANSPORT_ATTACK_TABLE, 3).result.noEscort; // 'AB*'
 * ```
 */
export const TRANSPORT_ATTACK_TABLE: BandTable<TransportAttackRow> = /* @__PURE__ */ deepFreeze(
  defineBandTable<TransportAttackRow>({
    rule: 'R18.3',
    name: 'Transport Attack Table',
    bands: TRANSPORT_ATTACK_BANDS,
  }),
);

/**
 * Zod schema of a Transport Attack Table given as data (a house rule): bands of
 * `{ withEscort, noEscort }` codes covering every roll once.
 *
 * @example
 * ```ts
 * transportAttackTableSchema.parse({ bands: TRANSPORT_ATTACK_BANDS });
 * ```
 */
export const transportAttackTableSchema = bandTableSchema(
  z.strictObject({
    /** Result code in the "With Escort" column. */
    withEscort: z.string().min(1),
    /** Result code in the "No Escort" column. */
    noEscort: z.string().min(1),
  }),
  { rule: 'R18.3', name: 'Transport Attack Table' },
);
