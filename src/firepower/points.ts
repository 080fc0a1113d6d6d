import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { RulesError } from '../core/rules-error.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import {
  type AircraftSubClass,
  aircraftClassSchema,
  aircraftSubClassSchema,
  type ShipClass,
  type SubClass,
  shipClassSchema,
  subClassSchema,
} from './schemas/enums.js';
import { pointsKey } from './tables/matrix-13-points.js';

const RULE = 'Matrix 13';

/** A ship as Matrix 13 prices it: its class and sub-class (a full {@link Ship} will do). */
export const pricedShipSchema = z.strictObject({
  /** A name for the fleet list, when given. */
  name: z.string().optional(),
  /** Its Matrix 1 class. */
  class: shipClassSchema,
  /** Its sub-class, `''` when standard. */
  subClass: subClassSchema.default(''),
});
/** A ship as Matrix 13 prices it. */
export type PricedShip = z.input<typeof pricedShipSchema>;

/** An aircraft stand as Matrix 13 prices it (a full {@link AircraftStand} will do). */
export const pricedAircraftSchema = z.strictObject({
  /** A name for the fleet list, when given. */
  name: z.string().optional(),
  /** Its class (any class costs the same). */
  class: aircraftClassSchema,
  /** Its sub-class, `''` when standard. */
  subClass: aircraftSubClassSchema.default(''),
});
/** An aircraft stand as Matrix 13 prices it. */
export type PricedAircraft = z.input<typeof pricedAircraftSchema>;

/** What {@link fleetPoints} takes: the ships and aircraft stands a player chose. */
export const fleetPointsInputSchema = z.strictObject({
  /** The ships. */
  ships: z.array(pricedShipSchema).default([]),
  /** The aircraft stands. */
  aircraft: z.array(pricedAircraftSchema).default([]),
});
/** What {@link fleetPoints} takes. */
export type FleetPointsInput = z.input<typeof fleetPointsInputSchema>;

/** A fleet's points, item by item. */
export interface FleetPoints {
  /** Every ship and stand with what it costs, in the order given. */
  readonly items: readonly { readonly name: string; readonly key: string; readonly points: number }[];
  /** Ships' points. */
  readonly ships: number;
  /** Aircraft stands' points. */
  readonly aircraft: number;
  /** The fleet's total. */
  readonly total: number;
}

const shipPointsArgs = z.strictObject({ cls: shipClassSchema, subClass: subClassSchema });

/**
 * Matrix 13: the points a ship class and sub-class cost. Combinations the text does not
 * print (CL+, DD−, SB+ …) throw `MISSING_TABLE`: add them as a house rule in
 * `tables.points`.
 *
 * @example
 * ```ts
 * shipPoints('BB', '+'); // 25
 * shipPoints('BC', '--'); // 7
 * ```
 */
export function shipPoints(cls: ShipClass, subClass: SubClass = '', rules?: FirepowerRulesOverrides): number {
  parseInput(shipPointsArgs, { cls, subClass }, { rule: RULE, what: 'ship class' });
  return shipPointsOf(cls, subClass, rules);
}

/** {@link shipPoints} of a class and sub-class known valid (a game state's ship): not parsed again. Internal. */
export function shipPointsOf(cls: ShipClass, subClass: SubClass, rules?: FirepowerRulesOverrides): number {
  const key = pointsKey(cls, subClass);
  const row = resolveFirepowerRules(rules).tables.points.ships.find((r) => r.classes.includes(key));
  if (row === undefined) {
    throw new RulesError(
      `${RULE} prints no points for ${key}: add a row for it as a house rule in tables.points.ships`,
      { code: 'MISSING_TABLE', rule: RULE, path: ['tables', 'points', 'ships'] },
    );
  }
  return row.points;
}

const aircraftPointsArgs = z.strictObject({ subClass: aircraftSubClassSchema });

/**
 * Matrix 13: the points of an aircraft stand by sub-class (any class: + 3, standard 2, − 1).
 *
 * @example
 * ```ts
 * aircraftPoints('+'); // 3
 * ```
 */
export function aircraftPoints(subClass: AircraftSubClass = '', rules?: FirepowerRulesOverrides): number {
  parseInput(aircraftPointsArgs, { subClass }, { rule: RULE, what: 'aircraft sub-class' });
  return resolveFirepowerRules(rules).tables.points.aircraft[subClass];
}

/**
 * A fleet's points total under Matrix 13, item by item, for choosing forces up to an
 * agreed value (Battle Set Up).
 *
 * @example
 * ```ts
 * fleetPoints({ ships: [{ class: 'BB', subClass: '+' }, { class: 'DD' }], aircraft: [{ class: 'TB' }] }).total; // 28
 * ```
 */
export function fleetPoints(input: FleetPointsInput, rules?: FirepowerRulesOverrides): FleetPoints {
  const valid = parseInput(fleetPointsInputSchema, input, { rule: RULE, what: 'fleet' });
  const shipItems = valid.ships.map((s) => ({
    name: s.name ?? pointsKey(s.class, s.subClass),
    key: pointsKey(s.class, s.subClass),
    points: shipPoints(s.class, s.subClass, rules),
  }));
  const aircraftItems = valid.aircraft.map((a) => ({
    name: a.name ?? `${a.class}${a.subClass}`,
    key: `${a.class}${a.subClass}`,
    points: aircraftPoints(a.subClass, rules),
  }));
  const ships = shipItems.reduce((t, i) => t + i.points, 0);
  const aircraft = aircraftItems.reduce((t, i) => t + i.points, 0);
  return { items: [...shipItems, ...aircraftItems], ships, aircraft, total: ships + aircraft };
}
