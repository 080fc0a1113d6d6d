import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { requireTable } from '../core/require-table.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { illegal } from './check.js';
import { naturalD10 } from './natural-d10.js';
import { type CartwheelRules, type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { type CartwheelState, type CartwheelStateInput, withDecision } from './schemas/state.js';
import { parseCartwheelState, requirePhase } from './state.js';
import type { RandomEvent } from './tables/random-events-table.js';
import { randomEventSchema } from './tables/random-events-table.js';

/** What {@link resolveRandomEvent} takes: nothing but the turn, for the record. */
export const randomEventInputSchema = z.strictObject({
  /** The game turn the event is rolled for (informational). */
  turn: z.number().int().min(1).optional(),
});
/** Random event input, as written by a caller. */
export type RandomEventInput = z.input<typeof randomEventInputSchema>;

function randomEventsTable(rules: CartwheelRules) {
  return requireTable(rules.tables.randomEvents, {
    table: 'Random Events table (printed on the map)',
    rule: '5.1',
    field: 'tables.randomEvents',
  });
}

/**
 * Reads a d10 roll (1–10) on your Random Events table (5.1), without rolling.
 *
 * @example
 * ```ts
 * lookupRandomEvent(4, { tables: { randomEvents: MADE_UP_RANDOM_EVENTS } }).name;
 * ```
 */
export function lookupRandomEvent(roll: number, rules?: CartwheelRulesOverrides): RandomEvent {
  return lookupBand(randomEventsTable(resolveCartwheelRules(rules)), naturalD10(roll, '5.1')).result;
}

/**
 * Rolls for the turn's Random Event (5.1): one d10 (0 reads 10) on the Random Events table
 * printed on the map. The table is an input (`rules.tables.randomEvents`; `MISSING_TABLE`
 * without it).
 *
 * @example
 * ```ts
 * resolveRandomEvent({ turn: 2 }, createDice(5), { tables: { randomEvents: MADE_UP_RANDOM_EVENTS } }).outcome.name;
 * ```
 */
export function resolveRandomEvent(
  input: RandomEventInput,
  dice: Dice,
  rules?: CartwheelRulesOverrides,
): Resolution<RandomEvent> {
  expectDice(dice, '5.1');
  parseInput(randomEventInputSchema, input, { rule: '5.1', what: 'random event input' });
  const table = randomEventsTable(resolveCartwheelRules(rules));
  const mark = logMark(dice);
  const natural = dice.d10('5.1 random event');
  const read = lookupBand(table, natural);
  return resolution({
    rule: '5.1',
    title: 'Random event',
    rolls: ownRolls(dice, mark),
    total: natural,
    row: read.row,
    outcome: read.result,
  });
}

/**
 * Records the rolled event on the state (5.1): the Magic Intelligence event makes the PBY
 * Magic recon marker available this turn (7.3). Other events' texts are applied by the
 * players.
 *
 * @example
 * ```ts
 * applyRandomEvent(state, { name: 'MADE_UP Magic', text: '', magic: true }).decisions.magicInEffect; // true
 * ```
 */
export function applyRandomEvent(input: CartwheelStateInput, event: RandomEvent): CartwheelState {
  parseInput(randomEventSchema, event, { rule: '5.1', what: 'random event' });
  const state = parseCartwheelState(input, '5.1');
  requirePhase(state, 'random-events', '5.1');
  return event.magic ? { ...state, decisions: withDecision(state.decisions, { magicInEffect: true }) } : state;
}

/**
 * The Allied USN (TF-36) declaration (5.3, 4.1): made after the Japanese 11th Hikoshidan
 * decision, once a turn.
 *
 * @example
 * ```ts
 * declareUsnCommitment(state, true).decisions.usnCommitted; // true
 * ```
 */
export function declareUsnCommitment(input: CartwheelStateInput, commit: boolean): CartwheelState {
  const state = parseCartwheelState(input, '5.3');
  requirePhase(state, 'random-events', '5.3');
  if (state.decisions.hikoshidan === undefined)
    illegal('5.2', 'the Japanese player decides on the 11th Hikoshidan before the USN commitment is declared');
  if (state.decisions.usnCommitted !== undefined) illegal('5.3', 'the USN commitment was already declared this turn');
  return { ...state, decisions: withDecision(state.decisions, { usnCommitted: commit }) };
}
