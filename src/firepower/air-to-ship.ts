import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { aircraftRefSchema, checkAircraftDaylight } from './aircraft-arrival.js';
import { type DamageOutcome, damageContext, damageStep } from './damage.js';
import { damageLevelStep, type ShotLevel, targetColumn } from './gunnery-damage-level.js';
import { gunneryTargetSchema } from './gunnery-to-hit.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import type { AircraftStand } from './schemas/aircraft.js';
import { conditionsOrLateDaylight } from './schemas/conditions.js';
import type { AircraftClass, DamageLevel, LadderClass, ShipClass } from './schemas/enums.js';
import { aircraftClassSchema, shipClassSchema } from './schemas/enums.js';
import type { Ship } from './schemas/ship.js';
import { MATRIX_9_AIRCRAFT_ROWS } from './tables/matrix-09-class-modifier.js';
import type { ShipTargetColumn } from './tables/matrix-12-aircraft.js';
import { checkShipTarget } from './target-checks.js';

const RULE = 'Matrix 12';

/** What the air-to-ship resolvers take. */
export const airToShipInputSchema = z.strictObject({
  /** The attacking stand (TB, FB, HB or KM; AS cannot attack ships): a class code, or the stand itself. */
  aircraft: aircraftRefSchema,
  /** The target: a Matrix 1 class code such as `'BB'`, or the target ship with its damage state. */
  target: gunneryTargetSchema,
  /** Battle conditions (no aircraft act at night). Default Late Period daylight. */
  conditions: conditionsOrLateDaylight,
});
/** What the air-to-ship resolvers take. */
export type AirToShipInput = z.input<typeof airToShipInputSchema>;
type AirToShipParsed = z.output<typeof airToShipInputSchema>;

/** The result of an air attack on a ship, through to the damage dice. */
export interface AirToShipOutcome {
  /** True when the Matrix 12 score was reached. */
  readonly hit: boolean;
  /** The Matrix 10 damage level (`'-'` on a miss or No Effect). */
  readonly level: DamageLevel;
  /** The target after the attack (a class-code target is a fresh ship of that class). */
  readonly target: Ship;
  /** The damage dice thrown and what they did, or null. */
  readonly damage: DamageOutcome | null;
  /** The attacking stand after the attack (a kamikaze that hit is removed). */
  readonly aircraft: AircraftStand;
}

/** Ship classes read in the BC+ column: BC and up, and the carriers and cargo ships. */
const BC_PLUS: readonly ShipClass[] = ['SB', 'BB', 'BC', 'CV', 'CVE', 'CVA', 'AK', 'AKL'];

/**
 * The Matrix 12 ship column a target is read in: `'BC+'` for BC and higher classes and
 * CV, CVE, CVA, AK, AKL; `'CA-'` for CA and lower (CL, DD, DE, MTB, SM).
 *
 * @example
 * ```ts
 * shipTargetColumn('CVE'); // 'BC+'
 * shipTargetColumn('DD');  // 'CA-'
 * ```
 */
export function shipTargetColumn(cls: ShipClass): ShipTargetColumn {
  return BC_PLUS.includes(cls) ? 'BC+' : 'CA-';
}

/**
 * The Matrix 9 row an aircraft class reads as: HB as BB, TB as BC, KM as CA, FB as CL.
 *
 * @example
 * ```ts
 * aircraftMatrix9Row('TB'); // 'BC'
 * ```
 */
export function aircraftMatrix9Row(cls: Exclude<AircraftClass, 'AS'>): LadderClass {
  return MATRIX_9_AIRCRAFT_ROWS[cls];
}

const airToShipScoreArgs = z.strictObject({ aircraft: aircraftClassSchema, target: shipClassSchema });

/**
 * Pure lookup: the d6 score an aircraft class needs to hit a ship class (Matrix 12, the
 * "+5"/"+4" entries read as 5+/4+), or null when it cannot attack ships (AS).
 *
 * @example
 * ```ts
 * lookupAirToShipScore('TB', 'BB'); // 4
 * lookupAirToShipScore('AS', 'BB'); // null
 * ```
 */
export function lookupAirToShipScore(
  aircraft: AircraftClass,
  target: ShipClass,
  rules?: FirepowerRulesOverrides,
): number | null {
  parseInput(airToShipScoreArgs, { aircraft, target }, { rule: 'Matrix 12', what: 'air-to-ship lookup' });
  return resolveFirepowerRules(rules).tables.aircraft[aircraft].toHit[shipTargetColumn(target)];
}

/** The lasting modifiers on an attacking stand's to-hit die: AA damage and casualties. */
function standModifiers(stand: AircraftStand): Modifier[] {
  const out: Modifier[] = [];
  if (stand.aaModifier !== 0) out.push(modifier('Anti-aircraft fire', 'AA damage', stand.aaModifier));
  if (stand.casualtyModifier !== 0) out.push(modifier(RULE, 'casualties from earlier combat', stand.casualtyModifier));
  return out;
}

function check(v: AirToShipParsed, rules: FirepowerRules): { needed: number; row: LadderClass } {
  checkAircraftDaylight(v.conditions, 'air attack on a ship');
  const illegal = (message: string, path: string[]): never => {
    throw new RulesError(`${RULE}: ${message}`, { code: 'ILLEGAL_ACTION', rule: RULE, path });
  };
  const cls = v.aircraft.class;
  if (v.aircraft.status === 'destroyed' || v.aircraft.status === 'removed') {
    illegal(`${v.aircraft.name} is ${v.aircraft.status} and cannot attack`, ['aircraft', 'status']);
  }
  if (v.target.status === 'sunk' || v.target.status === 'exploded') {
    illegal(`the target ${v.target.name} has ${v.target.status}`, ['target', 'status']);
  }
  const needed = rules.tables.aircraft[cls].toHit[shipTargetColumn(v.target.class)];
  if (cls === 'AS' || needed === null) return illegal(`${cls} stands cannot attack ships`, ['aircraft', 'class']);
  checkShipTarget(v.target, rules);
  return { needed, row: aircraftMatrix9Row(cls) };
}

function levelSteps(
  v: AirToShipParsed,
  dice: Dice,
  rules: FirepowerRules,
): { toHit: Resolution<boolean>; level?: Resolution<DamageLevel>; outcome: ShotLevel } {
  const { needed, row } = check(v, rules);
  const column = shipTargetColumn(v.target.class);
  const mark = logMark(dice);
  const roll = applyModifiers(dice.d6(`${RULE} ${v.aircraft.class} to hit (${column})`), standModifiers(v.aircraft));
  const hit = roll.total >= needed;
  const toHit = resolution({
    rule: RULE,
    title: 'Air attack to hit',
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: `${v.aircraft.class} against ${column}: ${needed}+`,
    outcome: hit,
  });
  if (!hit) return { toHit, outcome: 'miss' };
  const byScore = rules.interpretations.aircraftDamageScore === 'to-hit-score';
  const level = damageLevelStep(
    {
      margin: byScore ? roll.total : roll.total - needed,
      marginLabel: 'to-hit margin',
      row,
      rowLabel: `${v.aircraft.class} (as ${row})`,
      column: targetColumn(v.target, rules),
      extra: [],
      withD6: !byScore,
      notes: [
        byScore
          ? 'the to-hit score itself is modified by Matrix 9 (interpretations.aircraftDamageScore)'
          : 'margin + d6 + Matrix 9, as gunnery (interpretations.aircraftDamageScore)',
      ],
    },
    dice,
    rules,
  );
  return { toHit, level, outcome: level.outcome };
}

/**
 * An aircraft stand's attack on a ship (Page 17), after AA fire: a d6 (with the stand's
 * lasting AA and casualty modifiers) must reach the Matrix 12 score in the ship's column
 * (CA− or BC+; the "+5"/"+4" entries read as 5+/4+, interpretation 4). AS stands cannot
 * attack ships. On a hit the score is modified by Matrix 9 with the aircraft's row (HB as
 * BB, TB as BC, KM as CA, FB as CL) and read on Matrix 10; then all four damage dice are
 * thrown and applied. A kamikaze that hits is removed.
 *
 * @example
 * ```ts
 * const tb = { name: 'Kate 1', class: 'TB', nationality: 'Japanese' };
 * resolveAirToShip({ aircraft: tb, target: 'BB' }, scriptedDice([5, 1, 1, 1, 1])).outcome.level;
 * // 'M': 5 reaches 4+; 5 + Matrix 9 (TB as BC on BB, −1) = 4
 * ```
 */
export function resolveAirToShip(
  input: AirToShipInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<AirToShipOutcome> {
  expectDice(dice, RULE);
  const v = parseInput(airToShipInputSchema, input, { rule: RULE, what: 'air-to-ship input' });
  const resolved = resolveFirepowerRules(rules);
  const { toHit, level, outcome } = levelSteps(v, dice, resolved);
  const title = `${v.aircraft.name} attacks ${v.target.name}`;
  if (level === undefined || outcome === 'miss') {
    return resolution({
      rule: RULE,
      title,
      outcome: { hit: false, level: '-', target: v.target, damage: null, aircraft: v.aircraft },
      steps: [toHit],
    });
  }
  const aircraft: AircraftStand = v.aircraft.class === 'KM' ? { ...v.aircraft, status: 'removed' } : v.aircraft;
  const context = damageContext(v.conditions.period, v.conditions.scale, resolved, rules);
  const damage = damageStep(v.target, outcome, ['blue', 'green', 'red', 'white'], dice, context, rules);
  return resolution({
    rule: RULE,
    title,
    outcome: {
      hit: true,
      level: outcome,
      target: damage.outcome.ship,
      damage: outcome === '-' ? null : damage.outcome,
      aircraft,
    },
    steps: [toHit, level, damage],
    notes: v.aircraft.class === 'KM' ? ['the kamikaze stand is removed on hitting'] : [],
  });
}

/**
 * Air attack through the damage level only: `'miss'` or the Matrix 10 level.
 *
 * @example
 * ```ts
 * resolveAirToShipLevel({ aircraft: { name: 'Val', class: 'FB', nationality: 'Japanese' }, target: 'DD' }, scriptedDice([6])).outcome;
 * // 'H': 6 reaches 6+; 6 + 1 (FB as CL on DD) = 7
 * ```
 */
export function resolveAirToShipLevel(
  input: AirToShipInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<ShotLevel> {
  expectDice(dice, RULE);
  const v = parseInput(airToShipInputSchema, input, { rule: RULE, what: 'air-to-ship input' });
  const { toHit, level, outcome } = levelSteps(v, dice, resolveFirepowerRules(rules));
  return resolution({
    rule: RULE,
    title: 'Air attack damage level',
    outcome,
    steps: level === undefined ? [toHit] : [toHit, level],
  });
}

/**
 * The exact distribution of an air attack's damage level.
 *
 * @example
 * ```ts
 * airToShipLevelOdds({ aircraft: { name: 'Kate', class: 'TB', nationality: 'Japanese' }, target: 'BB' });
 * ```
 */
export function airToShipLevelOdds(input: AirToShipInput, rules?: FirepowerRulesOverrides): ExactOdds<ShotLevel> {
  const v = parseInput(airToShipInputSchema, input, { rule: RULE, what: 'air-to-ship input' });
  const resolved = resolveFirepowerRules(rules);
  check(v, resolved);
  return exactOdds((dice) => levelSteps(v, dice, resolved).outcome);
}
