import * as z from 'zod';
import { type BandTable, bandTableSchema, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/** The bands of the base game's attack die: 1–3 no success, 4–5 one success, 6 two. */
export const ATTACK_DIE_BANDS = /* @__PURE__ */ deepFreeze([
  { max: 3, result: 0 },
  { min: 4, max: 5, result: 1 },
  { min: 6, result: 2 },
] as const);

/**
 * The base game's attack die (core War at Sea attack procedure): how many successes one d6
 * of an attack scores.
 *
 * @example
 * ```ts
 * lookupBand(ATTACK_DIE_TABLE, 6).result; // 2
 * ```
 */
export const ATTACK_DIE_TABLE: BandTable<number> = /* @__PURE__ */ deepFreeze(
  defineBandTable<number>({ rule: 'Attack', name: 'Attack die successes', bands: ATTACK_DIE_BANDS }),
);

/**
 * Zod schema of the attack die given as data (a house rule): successes per face band.
 *
 * @example
 * ```ts
 * attackDieTableSchema.parse({ bands: [{ max: 4, result: 0 }, { min: 5, result: 1 }] });
 * ```
 */
export const attackDieTableSchema = bandTableSchema(z.number().int().min(0).max(10), {
  rule: 'Attack',
  name: 'Attack die successes',
});
