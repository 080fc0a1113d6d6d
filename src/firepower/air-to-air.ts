import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { aircraftRefSchema, checkAircraftDaylight } from './aircraft-arrival.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import type { AircraftStand } from './schemas/aircraft.js';
import { conditionsOrLateDaylight } from './schemas/conditions.js';
import { AIR_COMBAT_CASUALTIES, AIR_COMBAT_NO_RESULT_WITHIN } from './tables/matrix-12-aircraft.js';

const RULE = 'Matrix 12';

/** What {@link resolveAirToAir} takes: two stands within 4" of each other. */
export const airToAirInputSchema = z.strictObject({
  /** The stand of the player whose turn it is: a class code such as `'AS'`, or the stand itself. */
  attacker: aircraftRefSchema,
  /** The stand it is paired against. */
  defender: aircraftRefSchema,
  /** Battle conditions (no aircraft act at night). Default Late Period daylight. */
  conditions: conditionsOrLateDaylight,
});
/** What {@link resolveAirToAir} takes. */
export type AirToAirInput = z.input<typeof airToAirInputSchema>;

/** How an air-to-air combat ended. */
export type AirToAirResult = 'no-result' | 'attacker-wins' | 'defender-wins';

/** The outcome of {@link resolveAirToAir}. */
export interface AirToAirOutcome {
  /** Within 3 of each other: no result (fight on next turn); otherwise the higher score wins. */
  readonly result: AirToAirResult;
  /** The attacker after the combat (destroyed if it lost; a lasting casualty modifier if it won). */
  readonly attacker: AircraftStand;
  /** The defender after the combat. */
  readonly defender: AircraftStand;
}

/**
 * One stand's air-to-air modifiers, as data: its Matrix 12 factor against the other
 * class, its lasting casualty and AA modifiers, and (optional rule) +1 for a + aircraft,
 * −1 for a − one.
 *
 * @example
 * ```ts
 * airCombatModifiers(asStand, hbStand, resolveFirepowerRules()); // [+3 AS against HB]
 * ```
 */
export function airCombatModifiers(own: AircraftStand, other: AircraftStand, rules: FirepowerRules): Modifier[] {
  const out: Modifier[] = [
    modifier(RULE, `${own.class} against ${other.class}`, rules.tables.aircraft[own.class].versus[other.class]),
  ];
  if (own.casualtyModifier !== 0) out.push(modifier(RULE, 'casualties from earlier combat', own.casualtyModifier));
  if (own.aaModifier !== 0) out.push(modifier('Anti-aircraft fire', 'AA damage', own.aaModifier));
  if (rules.optional.plusMinusClasses && own.subClass === '+') out.push(modifier('Matrix 13', '+ class aircraft', 1));
  if (rules.optional.plusMinusClasses && own.subClass === '-')
    out.push(modifier('Matrix 13', '\u2212 class aircraft', -1));
  return out;
}

const airToAirArgs = z.strictObject({
  attackerScore: z.number().int().min(-1_000_000).max(1_000_000),
  defenderScore: z.number().int().min(-1_000_000).max(1_000_000),
});

/**
 * Pure lookup beside {@link resolveAirToAir}: who wins with these two modified scores.
 *
 * @example
 * ```ts
 * lookupAirToAir(9, 5); // 'attacker-wins' (more than 3 higher)
 * lookupAirToAir(8, 5); // 'no-result'
 * ```
 */
export function lookupAirToAir(attackerScore: number, defenderScore: number): AirToAirResult {
  parseInput(airToAirArgs, { attackerScore, defenderScore }, { rule: 'Matrix 12', what: 'air-to-air scores' });
  const difference = attackerScore - defenderScore;
  if (Math.abs(difference) <= AIR_COMBAT_NO_RESULT_WITHIN) return 'no-result';
  return difference > 0 ? 'attacker-wins' : 'defender-wins';
}

function checkStand(stand: AircraftStand, path: string): void {
  if (stand.status === 'destroyed' || stand.status === 'removed') {
    throw new RulesError(`${RULE}: ${stand.name} is ${stand.status} and cannot fight`, {
      code: 'ILLEGAL_ACTION',
      rule: RULE,
      path: [path, 'status'],
    });
  }
}

/**
 * Air-to-air combat (Page 17): both stands throw a d6 and add their Matrix 12 factor
 * against the other's class (plus lasting casualty and AA modifiers, and the optional +/−
 * aircraft rule). Within 3 of each other there is no result; otherwise the higher wins and
 * the loser is destroyed. The winner then throws for casualties: 1–2 none, 3–4 −1, 5–6
 * −2, kept as a lasting modifier on its later combat dice.
 *
 * @example
 * ```ts
 * const as = { name: 'VF-3', class: 'AS', nationality: 'American' };
 * const tb = { name: 'Kate 1', class: 'TB', nationality: 'Japanese' };
 * resolveAirToAir({ attacker: as, defender: tb }, scriptedDice([5, 1, 3])).outcome.result; // 'attacker-wins' (7 v 1)
 * ```
 */
export function resolveAirToAir(
  input: AirToAirInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<AirToAirOutcome> {
  expectDice(dice, RULE);
  const v = parseInput(airToAirInputSchema, input, { rule: RULE, what: 'air-to-air input' });
  checkAircraftDaylight(v.conditions, 'air-to-air combat');
  checkStand(v.attacker, 'attacker');
  checkStand(v.defender, 'defender');
  const resolved = resolveFirepowerRules(rules);
  const throwFor = (own: AircraftStand, other: AircraftStand, side: string): Resolution<number> => {
    const mark = logMark(dice);
    const roll = applyModifiers(dice.d6(`${RULE} air combat (${side})`), airCombatModifiers(own, other, resolved));
    return resolution({
      rule: RULE,
      title: `${own.name} (${side})`,
      rolls: ownRolls(dice, mark),
      modifiers: roll.modifiers,
      total: roll.total,
      outcome: roll.total,
    });
  };
  const a = throwFor(v.attacker, v.defender, 'attacker');
  const d = throwFor(v.defender, v.attacker, 'defender');
  const result = lookupAirToAir(a.outcome, d.outcome);
  if (result === 'no-result') {
    return resolution({
      rule: RULE,
      title: 'Air-to-air combat',
      outcome: { result, attacker: v.attacker, defender: v.defender },
      steps: [a, d],
      notes: [`scores within ${AIR_COMBAT_NO_RESULT_WITHIN}: no result, the combat continues next turn`],
    });
  }
  const winner = result === 'attacker-wins' ? v.attacker : v.defender;
  const loser = result === 'attacker-wins' ? v.defender : v.attacker;
  const mark = logMark(dice);
  const casualtyDie = dice.d6(`${RULE} winner's casualties`);
  const casualty = AIR_COMBAT_CASUALTIES[casualtyDie as 1 | 2 | 3 | 4 | 5 | 6];
  const casualtyStep = resolution({
    rule: RULE,
    title: `${winner.name} casualties`,
    rolls: ownRolls(dice, mark),
    total: casualtyDie,
    row: casualtyDie <= 2 ? '1\u20132' : casualtyDie <= 4 ? '3\u20134' : '5\u20136',
    outcome: casualty,
  });
  const wonStand: AircraftStand = { ...winner, casualtyModifier: winner.casualtyModifier + casualty };
  const lostStand: AircraftStand = { ...loser, status: 'destroyed' };
  return resolution({
    rule: RULE,
    title: 'Air-to-air combat',
    outcome:
      result === 'attacker-wins'
        ? { result, attacker: wonStand, defender: lostStand }
        : { result, attacker: lostStand, defender: wonStand },
    steps: [a, d, casualtyStep],
    notes: [`${loser.name} is destroyed`],
  });
}
