import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { RulesError } from '../../core/rules-error.js';
import { SHIP_CLASSES, type ShipClass, shipClassSchema } from '../schemas/enums.js';
import { type ShipProfile, shipProfileSchema } from '../schemas/profile.js';

/** One row of Matrix 1: a ship class, its description and its fighting values. */
export const shipClassRowSchema = shipProfileSchema.extend({
  /** The class as printed, e.g. `'BB'`. */
  class: shipClassSchema,
  /** The printed description, e.g. `'Battleship'`. */
  description: z.string().min(1),
});
/** One row of Matrix 1. */
export type ShipClassRow = z.infer<typeof shipClassRowSchema>;

/**
 * Matrix 1, ship classes, as printed: main and secondary battery class, armour class and
 * AA points (`null` is a printed "-"; `T` is torpedoes). Early and Middle Period ships
 * ignore the AA column.
 */
export const MATRIX_1_SHIP_CLASSES = /* @__PURE__ */ deepFreeze([
  { class: 'SB', description: 'Super Battleship', main: 'SB', secondary: 'CA', armour: 'SB', aa: 30 },
  { class: 'BB', description: 'Battleship', main: 'BB', secondary: 'CL', armour: 'BB', aa: 25 },
  { class: 'BC', description: 'Battlecruiser', main: 'BC', secondary: 'CL', armour: 'BC', aa: 15 },
  { class: 'CA', description: 'Heavy Cruiser', main: 'CA', secondary: 'DE', armour: 'CA', aa: 10 },
  { class: 'CL', description: 'Light Cruiser', main: 'CL', secondary: null, armour: 'CL', aa: 7 },
  { class: 'DD', description: 'Destroyer', main: 'DD', secondary: null, armour: 'DD', aa: 5 },
  { class: 'DE', description: 'Destroyer Escort', main: 'DE', secondary: null, armour: 'DE', aa: 3 },
  { class: 'MTB', description: 'Torpedo Boat', main: 'T', secondary: null, armour: null, aa: 1 },
  { class: 'SM', description: 'Submarine', main: 'T', secondary: null, armour: 'DE', aa: null },
  { class: 'CV', description: 'Carrier', main: 'DE', secondary: null, armour: 'DE', aa: 10 },
  { class: 'CVE', description: 'Escort Carrier', main: 'DE', secondary: null, armour: 'DE', aa: 5 },
  { class: 'CVA', description: 'Armoured Carrier', main: 'CL', secondary: null, armour: 'CA', aa: 20 },
  { class: 'AK', description: 'Cargo', main: null, secondary: null, armour: 'DE', aa: null },
  { class: 'AKL', description: 'Large Cargo', main: null, secondary: null, armour: 'DE', aa: null },
] as const satisfies readonly ShipClassRow[]);

/** Matrix 1 as a zod-checked table: every ship class exactly once (house rules may change values). */
export const shipClassTableSchema = z
  .array(shipClassRowSchema)
  .superRefine((rows, ctx) => {
    for (const cls of SHIP_CLASSES) {
      const count = rows.filter((row) => row.class === cls).length;
      if (count !== 1)
        ctx.addIssue({ code: 'custom', message: `class ${cls} appears ${count} times; it must appear once` });
    }
  })
  .readonly();
/** Matrix 1 as data. */
export type ShipClassTable = readonly ShipClassRow[];

/** Each frozen table's rows by class (the first row of a class, as a search would find). */
const ROWS = new WeakMap<ShipClassTable, Map<ShipClass, ShipProfile & ShipClassRow>>();

/**
 * Reads a class's row of Matrix 1 (or of a house-rule copy of it).
 *
 * @example
 * ```ts
 * matrix1Row('BB').aa; // 25
 * ```
 */
export function matrix1Row(cls: ShipClass, table: ShipClassTable = MATRIX_1_SHIP_CLASSES): ShipProfile & ShipClassRow {
  // Tables are frozen data: their rows are indexed by class once per table.
  let byClass = ROWS.get(table);
  if (byClass === undefined) {
    byClass = new Map();
    for (const r of table) if (!byClass.has(r.class)) byClass.set(r.class, r);
    if (Object.isFrozen(table)) ROWS.set(table, byClass);
  }
  const row = byClass.get(cls);
  if (row === undefined) {
    throw new RulesError(`Matrix 1 has no row for class ${cls}`, {
      code: 'TABLE_INVALID',
      rule: 'Matrix 1',
      path: ['class'],
    });
  }
  return row;
}
