import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { illegal } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import type { CartwheelStateInput } from './schemas/state.js';
import { findAirUnit, parseCartwheelState } from './state.js';
import { reconFlightTable } from './tables/recon-flight-table.js';

/** What {@link resolveReconFlight} takes. */
export const reconFlightInputSchema = z.strictObject({
  /** The recon unit's counter id (for the record). */
  unitId: z.string().min(1),
  /** True for the PBY Magic marker, which always flies. */
  magic: z.boolean().default(false),
  /** True when the Allied player declared this a general regroup turn (7.1): +1 to the roll. */
  generalRegroupTurn: z.boolean().default(false),
});
/** Recon flight input, as written by a caller. */
export type ReconFlightInput = z.input<typeof reconFlightInputSchema>;

/**
 * The recon roll's modifiers (7.3.2), as data.
 *
 * @example
 * ```ts
 * reconFlightModifiers({ unitId: 'Dinah-6', generalRegroupTurn: true }); // [{ rule: '7.3.2', label: 'general regroup turn', delta: 1 }]
 * ```
 */
export function reconFlightModifiers(input: ReconFlightInput, rules?: CartwheelRulesOverrides): Modifier[] {
  const valid = parseInput(reconFlightInputSchema, input, { rule: '7.3.2', what: 'recon flight input' });
  const drm = resolveCartwheelRules(rules).recon.generalRegroupDrm;
  return valid.generalRegroupTurn ? [modifier('7.3.2', 'general regroup turn', drm)] : [];
}

/**
 * Rolls for a reconnaissance flight (7.3.2): one d10, +1 on a general regroup turn; 7 or
 * less flies, 8 or more sends the unit to its base's Flown quadrant. The PBY Magic marker
 * always flies, without a roll.
 *
 * @example
 * ```ts
 * resolveReconFlight({ unitId: 'P-38', generalRegroupTurn: false }, createDice(3)).outcome; // 'flies' | 'fails'
 * ```
 */
export function resolveReconFlight(
  input: ReconFlightInput,
  dice: Dice,
  rules?: CartwheelRulesOverrides,
): Resolution<'flies' | 'fails'> {
  expectDice(dice, '7.3.2');
  const valid = parseInput(reconFlightInputSchema, input, { rule: '7.3.2', what: 'recon flight input' });
  if (valid.magic)
    return resolution({
      rule: '7.3.2',
      title: `Recon flight of ${valid.unitId}`,
      outcome: 'flies',
      notes: ['Magic always flies (7.3.2)'],
    });
  const limit = resolveCartwheelRules(rules).recon.flyMaximum;
  const mark = logMark(dice);
  const natural = dice.d10(`7.3.2 recon flight of ${valid.unitId}`);
  const roll = applyModifiers(natural, reconFlightModifiers(valid, rules));
  const read = lookupBand(reconFlightTable(limit), roll.total);
  return resolution({
    rule: '7.3.2',
    title: `Recon flight of ${valid.unitId}`,
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: read.row,
    outcome: read.result,
  });
}

/**
 * The recon roll's input for a unit in the game (7.3.2): whether it is the Magic marker,
 * and whether the Allied player declared this a general regroup turn (7.1).
 *
 * @example
 * ```ts
 * resolveReconFlight(reconFlightInputFor(state, 'P-38'), dice).outcome;
 * ```
 */
export function reconFlightInputFor(input: CartwheelStateInput, unitId: string): ReconFlightInput {
  const state = parseCartwheelState(input, '7.3.2');
  const unit = findAirUnit(state, unitId, '7.3.2');
  if (unit.unit.type !== 'R') illegal('7.3', `${unitId} is not a reconnaissance unit`);
  return { unitId, magic: unit.unit.magic, generalRegroupTurn: state.decisions.generalRegroup === true };
}
