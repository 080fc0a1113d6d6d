import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { expectDice, expectObject } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import type { BattleConditions } from './schemas/conditions.js';
import {
  formationOrderSchema,
  movementOrderSchema,
  nationalitySchema,
  timeOfDaySchema,
  weatherSchema,
} from './schemas/enums.js';
import type { Ship } from './schemas/ship.js';
import { shipSchema } from './schemas/ship.js';
import type { Squadron } from './schemas/squadron.js';
import type { ControlTable } from './tables/matrix-02-control.js';

const RULE = 'Matrix 2';

/** Why Matrix 2 is thrown: to stay under control (each turn) or to change a squadron's order. */
export const CONTROL_PURPOSES = /* @__PURE__ */ deepFreeze(['remain-in-control', 'change-order'] as const);

/** What {@link resolveControlTest} takes: the squadron's orders and situation. */
export const controlTestInputSchema = z.strictObject({
  /** `remain-in-control` (every squadron but the fleet flagship's, once a turn) or `change-order`. */
  purpose: z.enum(CONTROL_PURPOSES).default('remain-in-control'),
  /** The squadron's current movement order. */
  movementOrder: movementOrderSchema,
  /** The squadron's current formation order. */
  formationOrder: formationOrderSchema,
  /** Its navy (Japanese and American modifiers). */
  nationality: nationalitySchema,
  /** The year of the battle (Japanese before 1944; Americans in WW2). */
  year: z.number().int().min(1895).max(1945),
  /** True when the fleet flagship is in this squadron: it does not test to stay in control. */
  hasFleetFlagship: z.boolean().default(false),
  /** Distance in cm from the squadron to the fleet flagship. */
  distanceToFleetFlagshipCm: z.number().min(0).default(0),
  /** True when a ship of the squadron has been damaged. */
  squadronDamaged: z.boolean().default(false),
  /** True when the fleet flagship has been damaged. */
  fleetFlagshipDamaged: z.boolean().default(false),
  /** True when vision is obscured by smoke. */
  smoke: z.boolean().default(false),
  /** The weather (bad weather obscures vision). */
  weather: weatherSchema.default('good'),
  /** The time of day (Americans at night). */
  timeOfDay: timeOfDaySchema.default('daylight'),
  /** True when the squadron has radio. */
  radio: z.boolean().default(false),
  /** True when the squadron has radar. */
  radar: z.boolean().default(false),
});
/** What {@link resolveControlTest} takes. */
export type ControlTestInput = z.input<typeof controlTestInputSchema>;
/** A control-test input, validated. Internal. */
export type ControlTestParsed = z.output<typeof controlTestInputSchema>;

/** The result of a Matrix 2 throw. */
export type ControlOutcome = 'in-control' | 'own-initiative' | 'order-changed' | 'order-unchanged';

/** The orders the score reads; any other field (a whole control test input, say) is passed over. */
const controlOrdersArgs = z.object({ movementOrder: movementOrderSchema, formationOrder: formationOrderSchema });

/**
 * The Matrix 2 score needed under the given orders: the Open/Manoeuvre score when either
 * order is Open or Manoeuvre, the other score otherwise. Takes the orders alone or any
 * object that holds them, such as the input {@link controlModifiers} takes.
 *
 * @example
 * ```ts
 * controlScoreNeeded({ movementOrder: 'engage', formationOrder: 'open' }); // 4
 * controlScoreNeeded({ movementOrder: 'engage', formationOrder: 'line-ahead' }); // 2
 * ```
 */
export function controlScoreNeeded(
  orders: { readonly movementOrder: string; readonly formationOrder: string },
  rules?: FirepowerRulesOverrides,
): number {
  parseInput(controlOrdersArgs, orders, { rule: 'Matrix 2', what: 'orders' });
  const table = resolveFirepowerRules(rules).tables.control;
  return isOpenOrManoeuvre(orders) ? table.openOrManoeuvre : table.otherOrder;
}

function isOpenOrManoeuvre(orders: { readonly movementOrder: string; readonly formationOrder: string }): boolean {
  return orders.formationOrder === 'open' || orders.movementOrder === 'manoeuvre';
}

/**
 * The Matrix 2 modifiers that apply to a squadron, as data (all eight printed lines).
 *
 * @example
 * ```ts
 * controlModifiers({ movementOrder: 'manoeuvre', formationOrder: 'open', nationality: 'Japanese', year: 1942 });
 * // [−1 Open formation, −1 Manoeuvre order, +1 Japanese before 1944]
 * ```
 */
export function controlModifiers(input: ControlTestInput, rules?: FirepowerRulesOverrides): Modifier[] {
  const valid = parseInput(controlTestInputSchema, input, { rule: RULE, what: 'control test input' });
  return modifiersFor(valid, resolveFirepowerRules(rules).tables.control);
}

function modifiersFor(v: ControlTestParsed, table: ControlTable): Modifier[] {
  const m = table.modifiers;
  const out: Modifier[] = [];
  if (v.distanceToFleetFlagshipCm > m.beyondDistanceCm) {
    out.push(modifier(RULE, `more than ${m.beyondDistanceCm} cm from the fleet flagship`, m.beyondDistance));
  }
  if (v.squadronDamaged || v.fleetFlagshipDamaged) {
    out.push(modifier(RULE, 'squadron and/or fleet flagship damaged', m.damaged));
  }
  if (v.formationOrder === 'open') out.push(modifier(RULE, 'Open formation order', m.openFormation));
  if (v.movementOrder === 'manoeuvre') out.push(modifier(RULE, 'Manoeuvre movement order', m.manoeuvreOrder));
  if (v.smoke || v.weather === 'bad') out.push(modifier(RULE, 'vision obscured by smoke or bad weather', m.obscured));
  if (v.radio || v.radar) out.push(modifier(RULE, 'radio and/or radar', m.radioOrRadar));
  if (v.nationality === 'Japanese' && v.year < m.japaneseBeforeYear) {
    out.push(modifier(RULE, `Japanese before ${m.japaneseBeforeYear}`, m.japanese));
  }
  if (v.nationality === 'American' && v.timeOfDay === 'night' && v.year >= m.ww2FromYear) {
    out.push(modifier(RULE, 'Americans at night (WW2)', m.americansAtNight));
  }
  return out;
}

const controlRollArgs = z.strictObject({ modifiedRoll: z.number().int().min(-1_000_000).max(1_000_000) });

/**
 * Pure lookup beside {@link resolveControlTest}: does a modified d6 pass Matrix 2 under
 * these orders?
 *
 * @example
 * ```ts
 * lookupControlTest(3, { movementOrder: 'manoeuvre', formationOrder: 'line-ahead' }); // false (needs 4+)
 * ```
 */
export function lookupControlTest(
  modifiedRoll: number,
  orders: { readonly movementOrder: string; readonly formationOrder: string },
  rules?: FirepowerRulesOverrides,
): boolean {
  parseInput(controlRollArgs, { modifiedRoll }, { rule: 'Matrix 2', what: 'control test roll' });
  return modifiedRoll >= controlScoreNeeded(orders, rules);
}

/**
 * Throws Matrix 2 for a squadron: a d6 with the eight modifiers must reach 4+ under an
 * Open or Manoeuvre order, 2+ under any other. For `remain-in-control`, the fleet
 * flagship's own squadron does not throw and stays in control; a failure means its ships
 * act on their own initiative (Matrix 4). For `change-order`, a pass changes the order.
 *
 * @example
 * ```ts
 * resolveControlTest(
 *   { movementOrder: 'engage', formationOrder: 'line-ahead', nationality: 'British', year: 1916 },
 *   createDice(1),
 * ).outcome; // 'in-control' or 'own-initiative'
 * ```
 */
export function resolveControlTest(
  input: ControlTestInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<ControlOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(controlTestInputSchema, input, { rule: RULE, what: 'control test input' });
  return controlTestOf(valid, dice, resolveFirepowerRules(rules));
}

/**
 * {@link resolveControlTest} of an input built from a battle's own, validated records
 * ({@link controlInputOf}) under the rules in force: not parsed again. Internal.
 */
export function controlTestOf(valid: ControlTestParsed, dice: Dice, rules: FirepowerRules): Resolution<ControlOutcome> {
  const table = rules.tables.control;
  const remain = valid.purpose === 'remain-in-control';
  const title = remain ? 'Control test' : 'Change an order';
  if (remain && valid.hasFleetFlagship) {
    return resolution({
      rule: RULE,
      title,
      outcome: 'in-control',
      notes: ['the squadron with the fleet flagship does not throw to stay in control'],
    });
  }
  const needed = isOpenOrManoeuvre(valid) ? table.openOrManoeuvre : table.otherOrder;
  const mark = logMark(dice);
  const natural = dice.d6(`${RULE} ${remain ? 'control test' : 'change order'}`);
  const roll = applyModifiers(natural, modifiersFor(valid, table));
  const passed = roll.total >= needed;
  const outcome: ControlOutcome = remain
    ? passed
      ? 'in-control'
      : 'own-initiative'
    : passed
      ? 'order-changed'
      : 'order-unchanged';
  return resolution({
    rule: RULE,
    title,
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: `${needed}+ (${isOpenOrManoeuvre(valid) ? 'Open or Manoeuvre order' : 'other order'})`,
    outcome,
  });
}

const damagedArgs = z.strictObject({ ship: shipSchema.pick({ damage: true, status: true }) });

/**
 * True when a ship has received any damage (a Matrix 2 modifier): a damage level above
 * "no effect", list, speed or battery lost, fire points, a special effect, a damaged
 * submarine, or a status other than afloat.
 *
 * @example
 * ```ts
 * hasBeenDamaged(shipSchema.parse({ name: 'Lion', class: 'BC', nationality: 'British', damage: { firePoints: 2 } })); // true
 * ```
 */
export function hasBeenDamaged(ship: Pick<Ship, 'damage' | 'status'>): boolean {
  expectObject(ship, 'Matrix 2', 'ship');
  parseInput(damagedArgs, { ship: { damage: ship.damage, status: ship.status } }, { rule: 'Matrix 2', what: 'ship' });
  return shipDamaged(ship);
}

/** {@link hasBeenDamaged} of a validated ship (a battle's own): not parsed again. Internal. */
export function shipDamaged(ship: Pick<Ship, 'damage' | 'status'>): boolean {
  const d = ship.damage;
  return (
    ship.status !== 'afloat' ||
    d.damageLevels.some((level) => level !== '-') ||
    d.listDegrees > 0 ||
    d.speedLostInches > 0 ||
    d.propulsionLost ||
    d.mainBatteryClassesLost > 0 ||
    d.secondaryBatteryClassesLost > 0 ||
    d.firePoints > 0 ||
    d.specialEffects.length > 0 ||
    d.submarineDamaged
  );
}

/** What the squadron and battle records do not hold for a control test: the fleet flagship's place and state, smoke, radio and radar. */
export interface ControlSituation {
  /** Distance in cm from the squadron to the fleet flagship. */
  readonly distanceToFleetFlagshipCm?: number;
  /** True when the fleet flagship has been damaged. */
  readonly fleetFlagshipDamaged?: boolean;
  /** True when smoke obscures vision. */
  readonly smoke?: boolean;
  /** True when the squadron has radio. */
  readonly radio?: boolean;
  /** True when the squadron has radar. */
  readonly radar?: boolean;
  /** Why the test is thrown; default `remain-in-control`. */
  readonly purpose?: (typeof CONTROL_PURPOSES)[number];
}

/**
 * Builds a control-test input from a squadron record, the battle conditions (which must
 * give the year) and the rest of the situation. The squadron counts as damaged when any
 * of its ships has been damaged.
 *
 * @example
 * ```ts
 * resolveControlTest(controlInputFor(squadron, conditions, { distanceToFleetFlagshipCm: 120 }), dice);
 * ```
 */
export function controlInputFor(
  squadron: Pick<Squadron, 'movementOrder' | 'formationOrder' | 'nationality' | 'hasFleetFlagship' | 'ships'>,
  conditions: Pick<BattleConditions, 'year' | 'weather' | 'timeOfDay'>,
  situation: ControlSituation = {},
): ControlTestInput {
  return controlInputOf(squadron, conditions, situation, hasBeenDamaged);
}

/**
 * {@link controlInputFor} with the damage check to use: {@link shipDamaged} on a battle's
 * own, validated ships (not parsed again). Internal.
 */
export function controlInputOf(
  squadron: Pick<Squadron, 'movementOrder' | 'formationOrder' | 'nationality' | 'hasFleetFlagship' | 'ships'>,
  conditions: Pick<BattleConditions, 'year' | 'weather' | 'timeOfDay'>,
  situation: ControlSituation,
  damaged: (ship: Pick<Ship, 'damage' | 'status'>) => boolean,
): ControlTestParsed {
  if (conditions.year === undefined) {
    throw new RulesError(`${RULE}: the battle conditions must give the year (Japanese and American modifiers)`, {
      code: 'INVALID_INPUT',
      rule: RULE,
      path: ['year'],
    });
  }
  return {
    purpose: situation.purpose ?? 'remain-in-control',
    movementOrder: squadron.movementOrder,
    formationOrder: squadron.formationOrder,
    nationality: squadron.nationality,
    year: conditions.year,
    hasFleetFlagship: squadron.hasFleetFlagship,
    distanceToFleetFlagshipCm: situation.distanceToFleetFlagshipCm ?? 0,
    squadronDamaged: squadron.ships.some(damaged),
    fleetFlagshipDamaged: situation.fleetFlagshipDamaged ?? false,
    smoke: situation.smoke ?? false,
    weather: conditions.weather,
    timeOfDay: conditions.timeOfDay,
    radio: situation.radio ?? false,
    radar: situation.radar ?? false,
  };
}
