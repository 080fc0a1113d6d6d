import { type Band, type BandTable, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';
import type { DamageLevel } from '../schemas/enums.js';

/** Matrix 10 (Page 14) as printed bands: final modified score → damage level ("-" is No Effect). */
export const MATRIX_10_BANDS = /* @__PURE__ */ deepFreeze([
  { max: -4, result: '-' },
  { min: -3, max: 1, result: 'S' },
  { min: 2, max: 3, result: 'L' },
  { min: 4, max: 5, result: 'M' },
  { min: 6, max: 7, result: 'H' },
  { min: 8, max: 9, result: 'E' },
  { min: 10, result: 'C' },
] as const satisfies readonly Band<DamageLevel>[]);

/** The Matrix 10 band table's rule and name. */
export const MATRIX_10_META = /* @__PURE__ */ deepFreeze({ rule: 'Matrix 10', name: 'Damage level' } as const);

/**
 * Matrix 10 (Page 14): the damage level a final modified score inflicts: −4 or less No
 * Effect, −3 to 1 S, 2–3 L, 4–5 M, 6–7 H, 8–9 E, 10 or more C.
 */
export const MATRIX_10_DAMAGE_LEVEL: BandTable<DamageLevel> = /* @__PURE__ */ deepFreeze(
  defineBandTable<DamageLevel>({
    ...MATRIX_10_META,
    bands: MATRIX_10_BANDS,
  }),
);

/** The printed definition of each Matrix 10 code. */
export const DAMAGE_LEVEL_NAMES: Readonly<Record<DamageLevel, string>> = /* @__PURE__ */ deepFreeze({
  '-': 'No Effect',
  S: 'Superficial',
  L: 'Light',
  M: 'Medium',
  H: 'Heavy',
  E: 'Extensive',
  C: 'Catastrophic',
});
