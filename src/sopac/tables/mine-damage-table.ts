import * as z from 'zod';
import { type BandTable, bandTableSchema, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/** What one mine hit does to a ship (19.21). */
export interface MineDamage {
  /** Hull boxes of damage. */
  readonly hull: number;
  /** Speed levels lost. */
  readonly speedLost: number;
  /** True when the ship is left dead in the water. */
  readonly deadInWater: boolean;
  /** True when the ship sinks outright. */
  readonly sinks: boolean;
}

/** The bands of the Minefield Damage Table (19.21): 1–2 one hull, 3 two, 4 three and a speed level, 5 five and dead in the water, 6 sinks. */
export const MINE_DAMAGE_BANDS = /* @__PURE__ */ deepFreeze([
  { max: 2, result: { hull: 1, speedLost: 0, deadInWater: false, sinks: false } },
  { min: 3, max: 3, result: { hull: 2, speedLost: 0, deadInWater: false, sinks: false } },
  { min: 4, max: 4, result: { hull: 3, speedLost: 1, deadInWater: false, sinks: false } },
  { min: 5, max: 5, result: { hull: 5, speedLost: 0, deadInWater: true, sinks: false } },
  { min: 6, result: { hull: 0, speedLost: 0, deadInWater: false, sinks: true } },
] as const);

/**
 * The Minefield Damage Table (19.21): one d6 for each mine hit.
 *
 * @example
 * ```ts
 * lookupBand(MINE_DAMAGE_TABLE, 4).result; // { hull: 3, speedLost: 1, deadInWater: false, sinks: false }
 * ```
 */
export const MINE_DAMAGE_TABLE: BandTable<MineDamage> = /* @__PURE__ */ deepFreeze(
  defineBandTable<MineDamage>({ rule: '19.21', name: 'Minefield Damage Table', bands: MINE_DAMAGE_BANDS }),
);

/**
 * Zod schema of the Minefield Damage Table given as data (a house rule).
 *
 * @example
 * ```ts
 * mineDamageTableSchema.parse({ bands: [{ max: 5, result: { hull: 1, speedLost: 0, deadInWater: false, sinks: false } }, { min: 6, result: { hull: 0, speedLost: 0, deadInWater: false, sinks: true } }] });
 * ```
 */
export const mineDamageTableSchema = bandTableSchema(
  z.strictObject({
    /** Hull boxes of damage. */
    hull: z.number().int().min(0).max(50),
    /** Speed levels lost. */
    speedLost: z.number().int().min(0).max(10),
    /** Dead in the water. */
    deadInWater: z.boolean(),
    /** Sinks outright. */
    sinks: z.boolean(),
  }),
  { rule: '19.21', name: 'Minefield Damage Table' },
);
