import * as z from 'zod';
import { d6FaceSchema } from '../core/die-face.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { aircraftRefSchema, checkAircraftDaylight } from './aircraft-arrival.js';
import { inAction, lostPower } from './apply-damage.js';
import { armamentIn } from './battery.js';
import { gunneryTargetSchema } from './gunnery-to-hit.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import type { AircraftStand } from './schemas/aircraft.js';
import { conditionsOrLateDaylight } from './schemas/conditions.js';
import { AA_FIRE_RESULTS, AA_POINTS_PER_DIE } from './tables/matrix-12-anti-aircraft.js';

const RULE = 'Anti-aircraft fire';

/** What {@link resolveAntiAircraft} takes. */
export const antiAircraftInputSchema = z.strictObject({
  /** The ship firing: a Matrix 1 class code such as `'BB'`, or the ship with its damage state (its AA follows its battery class). */
  ship: gunneryTargetSchema,
  /** The attacking stand it shoots at (placed 4" short of the ship): a class code, or the stand itself. */
  aircraft: aircraftRefSchema,
  /** How many of the ship's AA dice to throw at this stand; default all of them. */
  dice: z.number().int().min(0).optional(),
  /** Battle conditions: the period (Early and Middle Period ships have no AA) and time of day (no aircraft at night). Default Late Period daylight. */
  conditions: conditionsOrLateDaylight,
});
/** What {@link resolveAntiAircraft} takes. */
export type AntiAircraftInput = z.input<typeof antiAircraftInputSchema>;

/** The outcome of a ship's AA fire at one stand. */
export interface AntiAircraftOutcome {
  /** The stand afterwards: destroyed on a 6, or with its lasting AA modifier lowered by 5s (−2) and 4s (−1). */
  readonly aircraft: AircraftStand;
  /** How many AA dice were thrown (throwing stops when the stand is destroyed). */
  readonly diceThrown: number;
  /** AA dice the ship has not yet thrown this attack (to nominate at other stands). */
  readonly diceLeft: number;
}

const aaDiceArgs = z.strictObject({ points: z.number().int().min(0).max(1_000_000) });

/**
 * How many AA dice a number of AA points gives: one per full 5 points.
 *
 * @example
 * ```ts
 * aaDice(25); // 5
 * aaDice(7);  // 1
 * ```
 */
export function aaDice(points: number): number {
  parseInput(aaDiceArgs, { points }, { rule: RULE, what: 'AA points' });
  return Math.floor(points / AA_POINTS_PER_DIE);
}

const aaDieArgs = z.strictObject({ score: d6FaceSchema });

/**
 * Pure lookup beside {@link resolveAntiAircraft}: what one AA die does (6 destroys, 5 is
 * −2, 4 is −1, 1–3 nothing).
 *
 * @example
 * ```ts
 * lookupAntiAircraft(5); // -2
 * lookupAntiAircraft(6); // 'destroyed'
 * ```
 */
export function lookupAntiAircraft(score: number): 'destroyed' | number {
  parseInput(aaDieArgs, { score }, { rule: RULE, what: 'AA die' });
  const result = (AA_FIRE_RESULTS as Readonly<Record<number, 'destroyed' | number>>)[score];
  if (result === undefined) {
    throw new RulesError(`${RULE}: a die score is 1 to 6; got ${score}`, {
      code: 'INVALID_INPUT',
      rule: RULE,
      path: ['score'],
    });
  }
  return result;
}

/**
 * A ship's AA fire at an attacking stand (Page 18): one d6 per full 5 AA points (AA
 * follows the ship's battery class as damage reduces it; Early and Middle Period ships
 * have none), thrown one at a time: a 6 destroys the stand (and stops the throwing), a 5
 * gives it −2 and a 4 −1 on its to-hit and combat dice, kept on the stand.
 *
 * @example
 * ```ts
 * const tb = { name: 'Kate 1', class: 'TB', nationality: 'Japanese', status: 'on-table' };
 * resolveAntiAircraft({ ship: 'CA', aircraft: tb }, scriptedDice([4, 5])).outcome.aircraft.aaModifier; // -3
 * ```
 */
export function resolveAntiAircraft(
  input: AntiAircraftInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<AntiAircraftOutcome> {
  expectDice(dice, RULE);
  const v = parseInput(antiAircraftInputSchema, input, { rule: RULE, what: 'anti-aircraft input' });
  checkAircraftDaylight(v.conditions, 'anti-aircraft fire');
  const illegal = (message: string, path: string[]): never => {
    throw new RulesError(`${RULE}: ${message}`, { code: 'ILLEGAL_ACTION', rule: RULE, path });
  };
  if (!inAction(v.ship)) illegal(`${v.ship.name} is ${v.ship.status} and cannot fire`, ['ship', 'status']);
  if (lostPower(v.ship))
    illegal(`${v.ship.name} has lost power (special effect 4) and cannot use its armament`, ['ship']);
  if (v.aircraft.status === 'destroyed' || v.aircraft.status === 'removed') {
    illegal(`${v.aircraft.name} is already ${v.aircraft.status}`, ['aircraft', 'status']);
  }
  const resolved = resolveFirepowerRules(rules);
  const points = armamentIn(
    v.ship,
    v.conditions.period,
    resolved.interpretations.batteryBelowDe,
    resolved.tables.shipClasses,
  ).aa;
  const available = aaDice(points);
  if (v.dice !== undefined && v.dice > available) {
    illegal(`${v.ship.name} has ${points} AA points, so ${available} AA dice, not ${v.dice}`, ['dice']);
  }
  const toThrow = v.dice ?? available;
  const mark = logMark(dice);
  let aircraft = v.aircraft;
  let thrown = 0;
  const notes: string[] = [`${points} AA points: ${available} dice, ${toThrow} at ${v.aircraft.name}`];
  while (thrown < toThrow && aircraft.status !== 'destroyed') {
    const score = dice.d6(`${RULE} die ${thrown + 1}`);
    thrown++;
    const result = lookupAntiAircraft(score);
    if (result === 'destroyed') {
      aircraft = { ...aircraft, status: 'destroyed' };
      notes.push(`${score}: ${aircraft.name} destroyed`);
    } else if (result !== 0) {
      aircraft = { ...aircraft, aaModifier: aircraft.aaModifier + result };
      notes.push(`${score}: ${result} to ${aircraft.name}`);
    }
  }
  return resolution({
    rule: RULE,
    title: `${v.ship.name} AA fire at ${v.aircraft.name}`,
    rolls: ownRolls(dice, mark),
    outcome: { aircraft, diceThrown: thrown, diceLeft: available - thrown },
    notes,
  });
}
