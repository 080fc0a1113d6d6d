import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { CLASS_LADDER, type LadderClass, ladderClassSchema, type ShipClass, shipClassSchema } from './schemas/enums.js';
import { type ShipProfile, shipProfileSchema } from './schemas/profile.js';
import {
  MATRIX_1_SHIP_CLASSES,
  matrix1Row,
  type ShipClassTable,
  shipClassTableSchema,
} from './tables/matrix-01-ship-classes.js';

/** What {@link shiftClass} returns. */
export interface ClassShift {
  /** The class reached, clamped to the ladder (SB at the top, DE at the bottom). */
  readonly class: LadderClass;
  /** Steps that could not be taken because the ladder ended (0 when none). */
  readonly clamped: number;
}

/**
 * A class's rung on the Matrix 1 ladder, 0 for SB down to 6 for DE.
 *
 * @example
 * ```ts
 * ladderIndex('BC'); // 2
 * ```
 */
export function ladderIndex(cls: LadderClass): number {
  return CLASS_LADDER.indexOf(cls);
}

/**
 * True when a class is a rung of the ladder (SB … DE), so it can be stepped up or down.
 *
 * @example
 * ```ts
 * isLadderClass('CA'); // true
 * isLadderClass('CV'); // false
 * ```
 */
export function isLadderClass(cls: string): cls is LadderClass {
  return (CLASS_LADDER as readonly string[]).includes(cls);
}

const shiftArgs = z.strictObject({ cls: ladderClassSchema, steps: z.number().int().min(-100).max(100) });

/**
 * Moves a class along the Matrix 1 ladder: positive `steps` go up-class (x+cl), negative
 * go down-class (x−cl). The ladder is clamped at its ends, and the steps lost there are
 * reported.
 *
 * @example
 * ```ts
 * shiftClass('CL', 2);  // { class: 'BC', clamped: 0 }
 * shiftClass('DD', -3); // { class: 'DE', clamped: 2 }
 * ```
 */
export function shiftClass(cls: LadderClass, steps: number): ClassShift {
  parseInput(shiftArgs, { cls, steps }, { rule: 'Matrix 1', what: 'class shift' });
  const target = ladderIndex(cls) - Math.trunc(steps);
  const index = Math.min(CLASS_LADDER.length - 1, Math.max(0, target));
  return { class: CLASS_LADDER[index] as LadderClass, clamped: Math.abs(target - index) };
}

/**
 * The class `steps` up-class of `cls` ("x up-class", x+cl), clamped at SB.
 *
 * @example
 * ```ts
 * upClass('CL', 2); // 'BC'
 * ```
 */
export function upClass(cls: LadderClass, steps: number): LadderClass {
  parseInput(shiftArgs, { cls, steps }, { rule: 'Matrix 1', what: 'class shift' });
  return shiftClass(cls, Math.abs(steps)).class;
}

/**
 * The class `steps` down-class of `cls` ("x down-class", x−cl), clamped at DE.
 *
 * @example
 * ```ts
 * downClass('BC', 2); // 'CL'
 * ```
 */
export function downClass(cls: LadderClass, steps: number): LadderClass {
  parseInput(shiftArgs, { cls, steps }, { rule: 'Matrix 1', what: 'class shift' });
  return shiftClass(cls, -Math.abs(steps)).class;
}

/**
 * How many classes `a` is above `b` on the ladder (negative when below).
 *
 * @example
 * ```ts
 * classDifference('BC', 'CL'); // 2  (a BC is 2 up-class of a CL)
 * classDifference('CL', 'BC'); // -2
 * ```
 */
export function classDifference(a: LadderClass, b: LadderClass): number {
  return ladderIndex(b) - ladderIndex(a);
}

/**
 * True when two ladder classes are the same or "similar" (1 up- or down-class), as
 * Matrix 4's intercept course of action reads it.
 *
 * @example
 * ```ts
 * isSimilarClass('BB', 'BC'); // true
 * isSimilarClass('BB', 'CA'); // false
 * ```
 */
export function isSimilarClass(a: LadderClass, b: LadderClass): boolean {
  return Math.abs(classDifference(a, b)) <= 1;
}

const profileOfArgs = z.strictObject({
  ship: z.strictObject({ class: shipClassSchema, profile: shipProfileSchema.optional() }),
});

/**
 * A ship's fighting values: its own profile when given (non-standard ships), otherwise
 * its class's Matrix 1 row.
 *
 * @example
 * ```ts
 * profileOf({ class: 'CA' }).secondary; // 'DE'
 * ```
 */
export function profileOf(
  ship: { readonly class: ShipClass; readonly profile?: ShipProfile | undefined },
  table: ShipClassTable = MATRIX_1_SHIP_CLASSES,
): ShipProfile {
  parseInput(
    profileOfArgs,
    { ship: { class: ship?.class, profile: ship?.profile } },
    { rule: 'Matrix 1', what: 'ship' },
  );
  if (table !== MATRIX_1_SHIP_CLASSES)
    parseInput(shipClassTableSchema, table, { rule: 'Matrix 1', what: 'ship class table' });
  return profileIn(ship, table);
}

/**
 * {@link profileOf} on a ship and table already validated (a parsed input, the rules in
 * force): the resolvers' own path, which does not parse again. Internal.
 */
export function profileIn(
  ship: { readonly class: ShipClass; readonly profile?: ShipProfile | undefined },
  table: ShipClassTable,
): ShipProfile {
  if (ship.profile !== undefined) return ship.profile;
  const { main, secondary, armour, aa } = matrix1Row(ship.class, table);
  return { main, secondary, armour, aa };
}

const aaClassArgs = z.strictObject({ cls: ladderClassSchema });

/**
 * The AA points that go with a battery class: the AA of the Matrix 1 ship class of the
 * same name (AA follows the battery class when damage reduces it: a battleship whose
 * battery falls to CA has a CA's AA).
 *
 * @example
 * ```ts
 * aaForBatteryClass('CA'); // 10
 * ```
 */
export function aaForBatteryClass(cls: LadderClass, table: ShipClassTable = MATRIX_1_SHIP_CLASSES): number {
  parseInput(aaClassArgs, { cls }, { rule: 'Matrix 1', what: 'battery class' });
  if (table !== MATRIX_1_SHIP_CLASSES)
    parseInput(shipClassTableSchema, table, { rule: 'Matrix 1', what: 'ship class table' });
  return matrix1Row(cls, table).aa ?? 0;
}
