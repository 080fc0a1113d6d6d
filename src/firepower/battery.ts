import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { profileIn, profileOf } from './classes.js';
import { type BatteryClass, CLASS_LADDER, type LadderClass, type Period, periodSchema } from './schemas/enums.js';
import type { Ship } from './schemas/ship.js';
import { shipSchema } from './schemas/ship.js';
import { MATRIX_1_SHIP_CLASSES, matrix1Row, type ShipClassTable } from './tables/matrix-01-ship-classes.js';

/**
 * How a battery reduced below DE reads: `'silenced'` (default: it is gone) or `'clamped'`
 * (it stays DE, the class ladder's bottom rung).
 */
export type BatteryBelowDe = 'silenced' | 'clamped';

/**
 * A battery class after losing `lost` classes (GREEN die). Ladder classes step down-class;
 * past DE the battery is silenced (`null`) unless `belowDe` is `'clamped'`. A torpedo
 * battery (`T`) has no rung to step to, so any loss silences it.
 *
 * @example
 * ```ts
 * batteryAfterLoss('BB', 2); // 'CA'
 * batteryAfterLoss('DD', 2); // null
 * ```
 */
export function batteryAfterLoss(
  cls: BatteryClass | null,
  lost: number,
  belowDe: BatteryBelowDe = 'silenced',
): BatteryClass | null {
  if (cls === null || lost <= 0) return cls;
  if (cls === 'T') return null;
  const index = CLASS_LADDER.indexOf(cls) + lost;
  const last = CLASS_LADDER.length - 1;
  if (index > last) return belowDe === 'clamped' ? (CLASS_LADDER[last] as LadderClass) : null;
  return CLASS_LADDER[index] as LadderClass;
}

/** A ship's batteries and AA as damage has left them. */
export interface CurrentArmament {
  /** Main battery class now, or null when it has none or lost it. */
  readonly main: BatteryClass | null;
  /** Secondary battery class now, or null. */
  readonly secondary: BatteryClass | null;
  /** AA points now (0 in the Early and Middle Periods, which ignore the AA column). */
  readonly aa: number;
}

const armamentArgs = z.strictObject({
  ship: shipSchema,
  period: periodSchema,
  belowDe: z.enum(['silenced', 'clamped']),
});

/**
 * A ship's armament as its GREEN-die losses leave it (Matrix 1 with the GREEN DIE text):
 * main battery stepped down by the classes lost, secondary by its own count, and AA
 * following the main battery class once it has been reduced (a BB reduced to CA has a
 * CA's AA, never more than it had; a silenced battery leaves no AA). Early and Middle Period ships have no AA.
 *
 * @example
 * ```ts
 * currentArmament(shipSchema.parse({ name: 'Hood', class: 'BC', nationality: 'British' }), 'late');
 * // { main: 'BC', secondary: 'CL', aa: 15 }
 * ```
 */
export function currentArmament(
  ship: Ship,
  period: Period = 'late',
  belowDe: BatteryBelowDe = 'silenced',
  table?: ShipClassTable,
): CurrentArmament {
  // The parsed ship, with its defaults: a ship given without `damage` has lost nothing.
  const valid = parseInput(armamentArgs, { ship, period, belowDe }, { rule: 'Matrix 1', what: 'armament' }).ship;
  if (table !== undefined) profileOf(valid, table);
  return armamentIn(valid, period, belowDe, table ?? MATRIX_1_SHIP_CLASSES);
}

/**
 * {@link currentArmament} of a ship and table already validated (a parsed input, the rules
 * in force): the resolvers' own path, which does not parse again. Internal.
 */
export function armamentIn(
  ship: Ship,
  period: Period,
  belowDe: BatteryBelowDe,
  table: ShipClassTable,
): CurrentArmament {
  const valid = ship;
  const profile = profileIn(valid, table);
  const lost = valid.damage.mainBatteryClassesLost;
  const main = batteryAfterLoss(profile.main, lost, belowDe);
  const secondary = batteryAfterLoss(profile.secondary, valid.damage.secondaryBatteryClassesLost, belowDe);
  let aa = profile.aa ?? 0;
  if (lost > 0) aa = main === null || main === 'T' ? 0 : Math.min(aa, matrix1Row(main, table).aa ?? 0);
  if (period !== 'late') aa = 0;
  return { main, secondary, aa };
}
