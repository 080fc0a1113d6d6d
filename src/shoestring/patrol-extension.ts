import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveShoestringRules, type ShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { namedZoneMisspelling, navalUnitSchema, seaZoneSchema, sideSchema } from './schemas.js';
import type { ExtendPatrolResult } from './tables/extend-patrol-table.js';

/**
 * A ship in a patrol group: a naval unit with the sea zone it is in.
 *
 * @example
 * ```ts
 * patrolShipSchema.parse({ id: 'Kongo', type: 'BB', zone: 'Eastern Solomons' });
 * ```
 */
export const patrolShipSchema = navalUnitSchema.and(
  z.strictObject({
    /** The sea zone the ship is in. */
    zone: seaZoneSchema,
  }),
);

/**
 * What {@link resolveExtendPatrol} takes: one group trying to extend its patrol (N18.7, V.A.1).
 *
 * @example
 * ```ts
 * extendPatrolInputSchema.parse({ side: 'US', ships: [{ id: 'San Francisco', type: 'CA', zone: 'The Slot' }] });
 * ```
 */
export const extendPatrolInputSchema = z.strictObject({
  /** The side the group belongs to. */
  side: sideSchema,
  /** The ships of the group: any number and type, all from one sea zone, no transports. */
  ships: z.array(patrolShipSchema).min(1, 'a patrol group needs at least one ship'),
  /** The game turn, when known: extension is tried at the end of odd turns only (V.A). */
  turn: z.number().int().min(1).optional(),
});
/** A patrol extension input as callers write it. */
export type ExtendPatrolInput = z.input<typeof extendPatrolInputSchema>;

/** The unit types that are transports: the text spells them both `TRAN` and `TRANS` (I.A.4, O4.0). */
export const TRANSPORT_TYPES: readonly string[] = ['TRAN', 'TRANS'];

/**
 * Whether a group may try to extend its patrol (N18.7, R18.3, V.A): all ships from one sea
 * zone, no transports (type `TRAN` or `TRANS`, both spellings the text uses), and only at
 * the end of an odd game turn.
 *
 * @example
 * ```ts
 * checkPatrolGroup({ side: 'US', ships: [{ id: 'T1', type: 'TRAN', zone: 'The Slot' }] });
 * // { ok: false, rule: 'R18.3', reason: 'T1 is a transport: transports never extend their patrol' }
 * ```
 */
export function checkPatrolGroup(
  input: ExtendPatrolInput,
): { ok: true; zone: string } | { ok: false; reason: string; rule: string } {
  return checkGroup(parseInput(extendPatrolInputSchema, input, { rule: 'N18.7', what: 'patrol group' }));
}

/** {@link checkPatrolGroup} on validated input. */
function checkGroup(
  valid: z.output<typeof extendPatrolInputSchema>,
): { ok: true; zone: string } | { ok: false; reason: string; rule: string } {
  if (valid.turn !== undefined && valid.turn % 2 === 0) {
    return {
      ok: false,
      rule: 'N18.7',
      reason: `turn ${valid.turn} is even: patrols are extended only at the end of odd game turns (V.A)`,
    };
  }
  const transport = valid.ships.find((s) => TRANSPORT_TYPES.includes(s.type));
  if (transport !== undefined) {
    return { ok: false, rule: 'R18.3', reason: `${transport.id} is a transport: transports never extend their patrol` };
  }
  const zones = [...new Set(valid.ships.map((s) => s.zone))];
  const zone = zones[0];
  if (zone === undefined || zones.length > 1) {
    return {
      ok: false,
      rule: 'N18.7',
      reason: `a group's ships must all be from one sea zone; this one has ${zones.join(', ')}`,
    };
  }
  const misspelt = namedZoneMisspelling(zone);
  if (misspelt !== undefined) {
    return {
      ok: false,
      rule: 'N18.7',
      reason: `${zone} is not spelt as the variant names it: did you mean "${misspelt}"? (its modifier reads the exact name)`,
    };
  }
  const ids = valid.ships.map((s) => s.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) return { ok: false, rule: 'N18.7', reason: `${twice} is in the group twice` };
  return { ok: true, zone };
}

/**
 * The modifiers of a patrol extension roll (N18.7), all cumulative: U.S. group −1; a
 * damaged ship +1; U.S. group in The Slot or Northwest Coral Sea +2; Japanese group in
 * the Eastern Solomons or Northeast Coral Sea +2; Japanese group with a battleship +1.
 * Values and zones come from the rules object. The zone read is the first ship's (check
 * the group with {@link checkPatrolGroup} first; the resolver does).
 *
 * @example
 * ```ts
 * extendPatrolModifiers({ side: 'US', ships: [{ id: 'Helena', type: 'CL', zone: 'The Slot', damaged: true }] })
 *   .map((m) => m.delta); // [-1, 1, 2]
 * ```
 */
export function extendPatrolModifiers(input: ExtendPatrolInput, rules?: ShoestringRulesOverrides): Modifier[] {
  const valid = parseInput(extendPatrolInputSchema, input, { rule: 'N18.7', what: 'patrol group' });
  return modifiersOf(valid, resolveShoestringRules(rules));
}

/** The modifiers of a validated patrol group under resolved rules. */
function modifiersOf(valid: z.output<typeof extendPatrolInputSchema>, rules: ShoestringRules): Modifier[] {
  const r = rules.extendPatrol;
  const zone = valid.ships[0]?.zone ?? '';
  const us = valid.side === 'US';
  const out: Modifier[] = [];
  if (us) out.push(modifier('N18.7', 'U.S. group', r.usGroup));
  if (valid.ships.some((s) => s.damaged)) out.push(modifier('N18.7', 'group has a damaged ship', r.damagedShip));
  if (us && r.usDistantZones.includes(zone)) out.push(modifier('N18.7', `U.S. group in ${zone}`, r.usDistantZone));
  if (!us && r.japaneseDistantZones.includes(zone)) {
    out.push(modifier('N18.7', `Japanese group in ${zone}`, r.japaneseDistantZone));
  }
  if (!us && valid.ships.some((s) => s.type === 'BB')) {
    out.push(modifier('N18.7', 'Japanese group with a battleship', r.japaneseBattleship));
  }
  return out;
}

/**
 * Reads a modified roll on the Extend Naval Patrol Table (N18.7).
 *
 * @example
 * ```ts
 * lookupExtendPatrol(6); // 'Return'
 * ```
 */
export function lookupExtendPatrol(modifiedRoll: number, rules?: ShoestringRulesOverrides): ExtendPatrolResult {
  return lookupBand(resolveShoestringRules(rules).tables.extendPatrol, modifiedRoll).result;
}

/**
 * Rolls for one group on the Extend Naval Patrol Table (N18.7, step V.A.1 of an odd turn):
 * a d10 (0–9) with the cumulative modifiers of {@link extendPatrolModifiers}. On Extend the
 * group joins the units assigned to the even turn (I.A.4) and serves that turn, then goes
 * to the 1 wk box of the Naval Repair Track in its V.B (damaged units: repair track as
 * normal; see {@link navalAndAirReturn}); on Return it goes back to base. An illegal group
 * (mixed zones, a transport, an even turn) is a RulesError (`ILLEGAL_ACTION`).
 *
 * @example
 * ```ts
 * resolveExtendPatrol({ side: 'US', ships: [{ id: 'Atlanta', type: 'CL', zone: 'Coral Sea' }] }, createDice(7)).outcome;
 * // 'Extend' | 'Return'
 * ```
 */
export function resolveExtendPatrol(
  input: ExtendPatrolInput,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<ExtendPatrolResult> {
  expectDice(dice, 'N18.7');
  const valid = parseInput(extendPatrolInputSchema, input, { rule: 'N18.7', what: 'patrol group' });
  const check = checkGroup(valid);
  if (!check.ok) throw new RulesError(`${check.rule}: ${check.reason}`, { code: 'ILLEGAL_ACTION', rule: check.rule });
  const resolved = resolveShoestringRules(rules);
  const table = resolved.tables.extendPatrol;
  const modifiers = modifiersOf(valid, resolved);
  const mark = logMark(dice);
  const natural = dice.d10Zero(`N18.7 extend patrol (${valid.side} group in ${check.zone})`);
  const roll = applyModifiers(natural, modifiers);
  const read = lookupBand(table, roll.total);
  return resolution({
    rule: 'N18.7',
    title: `Extend naval patrol: ${valid.side} group of ${valid.ships.length} in ${check.zone}`,
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: read.row,
    outcome: read.result,
    notes: [
      read.result === 'Extend'
        ? 'placed with the units assigned to the even game turn (I.A.4); in that turn\u2019s V.B they go to the 1 wk box of the Naval Repair Track (damaged: repair track as normal)'
        : 'returned to base in step V.B',
    ],
  });
}

/**
 * The exact odds of {@link resolveExtendPatrol}.
 *
 * @example
 * ```ts
 * extendPatrolOdds({ side: 'US', ships: [{ id: 'Atlanta', type: 'CL', zone: 'Coral Sea' }] }).outcomes;
 * // Extend 7/10, Return 3/10
 * ```
 */
export function extendPatrolOdds(
  input: ExtendPatrolInput,
  rules?: ShoestringRulesOverrides,
): ExactOdds<ExtendPatrolResult> {
  return exactOdds((dice) => resolveExtendPatrol(input, dice, rules).outcome);
}
