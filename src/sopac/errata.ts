import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { SOPAC_ERRATA } from './tables/errata.js';

/**
 * Zod schema of a ship record to correct: its name, torpedo factor and point value (from
 * your ship data).
 *
 * @example
 * ```ts
 * shipRecordSchema.parse({ name: 'Canberra', torpedoFactor: 0, points: 22 });
 * ```
 */
export const shipRecordSchema = z.looseObject({
  /** The ship's name as printed. */
  name: z.string().min(1).max(60),
  /** Its torpedo factor. */
  torpedoFactor: z.number().int().min(0).max(50),
  /** Its point value. */
  points: z.number().int().min(0).max(1000),
});
/** A ship record as callers write it (other fields are kept). */
export type ShipRecordInput = z.input<typeof shipRecordSchema>;

/**
 * Applies the errata to your ship records: the Australia and Canberra get torpedo factor
 * 2 and 24 points; other ships and other fields are unchanged. Returns new records.
 *
 * @example
 * ```ts
 * applyShipErrata([{ name: 'Australia', torpedoFactor: 0, points: 20 }])[0]; // { name: 'Australia', torpedoFactor: 2, points: 24 }
 * ```
 */
export function applyShipErrata<T extends ShipRecordInput>(ships: readonly T[]): T[] {
  const valid = parseInput(z.array(shipRecordSchema).max(2000), ships, { rule: 'Errata', what: 'ship records' });
  return valid.map((ship) => {
    const fix = SOPAC_ERRATA.find((e) => e.ship === ship.name);
    return (fix === undefined ? { ...ship } : { ...ship, torpedoFactor: fix.torpedoFactor, points: fix.points }) as T;
  });
}
