import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { d6FaceSchema } from '../core/die-face.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type AircraftStand, aircraftStandSchema } from './schemas/aircraft.js';
import { type BattleConditions, battleConditionsSchema, conditionsOrLateDaylight } from './schemas/conditions.js';
import { type AircraftClass, aircraftClassSchema } from './schemas/enums.js';
import { WAVE_ARRIVAL } from './tables/matrix-12-wave-arrival.js';

const RULE = 'Aeroplane actions';

/** What {@link resolveWaveArrival} takes. */
export const waveArrivalInputSchema = z.strictObject({
  /** Battle conditions: bad weather or dusk/dawn raise the score; at night no aircraft act. Default Late Period daylight. */
  conditions: conditionsOrLateDaylight,
});
/** What {@link resolveWaveArrival} takes. */
export type WaveArrivalInput = z.input<typeof waveArrivalInputSchema>;

/** Whether a wave comes on this turn. */
export type WaveArrivalOutcome = 'arrives' | 'not-yet';

function illegalAtNight(c: BattleConditions, what: string): void {
  if (c.timeOfDay === 'night') {
    throw new RulesError(`${RULE}: no aircraft actions can occur at night (${what})`, {
      code: 'ILLEGAL_ACTION',
      rule: RULE,
      path: ['conditions', 'timeOfDay'],
    });
  }
}

/**
 * The d6 score a wave needs to come on: 5+, or 6+ in bad weather or at dusk or dawn.
 * Throws `ILLEGAL_ACTION` at night.
 *
 * @example
 * ```ts
 * waveArrivalScore({ period: 'late', timeOfDay: 'dawn' }); // 6
 * ```
 */
export function waveArrivalScore(conditions: z.input<typeof battleConditionsSchema>): number {
  const c = parseInput(battleConditionsSchema, conditions, { rule: RULE, what: 'battle conditions' });
  illegalAtNight(c, 'wave arrival');
  return scoreFor(c);
}

function scoreFor(c: BattleConditions): number {
  const hard = c.weather === 'bad' || c.timeOfDay === 'dusk' || c.timeOfDay === 'dawn';
  return hard ? WAVE_ARRIVAL.badWeatherOrDuskDawn : WAVE_ARRIVAL.normal;
}

/**
 * Pure lookup beside {@link resolveWaveArrival}: does a d6 bring the wave on?
 *
 * @example
 * ```ts
 * lookupWaveArrival(5, { period: 'late', weather: 'bad' }); // 'not-yet' (needs 6+)
 * ```
 */
export function lookupWaveArrival(
  score: number,
  conditions: z.input<typeof battleConditionsSchema>,
): WaveArrivalOutcome {
  parseInput(z.strictObject({ score: d6FaceSchema }), { score }, { rule: RULE, what: 'wave arrival die' });
  return score >= waveArrivalScore(conditions) ? 'arrives' : 'not-yet';
}

/**
 * Throws a d6 for an aircraft wave at its point in the sequence of play (Page 17): it
 * comes on with 5+, or 6+ in bad weather or at dusk or dawn. No aircraft act at night
 * (`ILLEGAL_ACTION`).
 *
 * @example
 * ```ts
 * resolveWaveArrival({}, scriptedDice([5])).outcome; // 'arrives'
 * ```
 */
export function resolveWaveArrival(input: WaveArrivalInput, dice: Dice): Resolution<WaveArrivalOutcome> {
  expectDice(dice, RULE);
  const v = parseInput(waveArrivalInputSchema, input, { rule: RULE, what: 'wave arrival input' });
  illegalAtNight(v.conditions, 'wave arrival');
  const needed = scoreFor(v.conditions);
  const mark = logMark(dice);
  const score = dice.d6(`${RULE} wave arrival`);
  return resolution({
    rule: RULE,
    title: 'Aircraft wave arrival',
    rolls: ownRolls(dice, mark),
    total: score,
    row: `${needed}+`,
    outcome: score >= needed ? 'arrives' : 'not-yet',
  });
}

/**
 * Throws `ILLEGAL_ACTION` at night, when no aircraft act (shared by the aircraft resolvers).
 *
 * @example
 * ```ts
 * checkAircraftDaylight(battleConditionsSchema.parse({ period: 'late', timeOfDay: 'night' }), 'air attack'); // throws
 * ```
 */
export function checkAircraftDaylight(c: BattleConditions, what: string): void {
  illegalAtNight(c, what);
}

const freshStands = new Map<AircraftClass, AircraftStand>();

/**
 * An aircraft stand: the given stand, or a fresh on-table stand of the given class (named
 * for it, nationality "Other"; built once per class, frozen).
 *
 * @example
 * ```ts
 * aircraftStand('TB').status; // 'on-table'
 * ```
 */
export function aircraftStand(stand: AircraftClass | AircraftStand): AircraftStand {
  if (typeof stand !== 'string')
    return parseInput(aircraftStandSchema, stand, { rule: 'Matrix 12', what: 'aircraft stand' });
  parseInput(aircraftClassSchema, stand, { rule: 'Matrix 12', what: 'aircraft class' });
  let fresh = freshStands.get(stand);
  if (fresh === undefined) {
    fresh = deepFreeze(
      aircraftStandSchema.parse({ name: stand, class: stand, nationality: 'Other', status: 'on-table' }),
    );
    freshStands.set(stand, fresh);
  }
  return fresh;
}

/** An aircraft stand given either as its class code (a fresh on-table stand) or as the stand itself. */
export const aircraftRefSchema = z.union([aircraftClassSchema, aircraftStandSchema]).transform(aircraftStand);
