import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveShoestringRules, type ShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import {
  airStrengthSchema,
  extraModifierSchema,
  searchBomberTypeSchema,
  seaZoneSchema,
  sideSchema,
} from './schemas.js';
import { searchChartName, searchNumber } from './search-number.js';

/** What an air search finds: the other side's units in the zone, or nothing. */
export type AirSearchOutcome = 'Found' | 'Not found';

/**
 * What {@link resolveAirSearch} takes: one side's air search roll in one sea zone (II.B.1).
 *
 * @example
 * ```ts
 * airSearchInputSchema.parse({ side: 'US', zone: 'The Slot', bombers: [{ type: 'LB BMB', strength: 'full' }] });
 * ```
 */
export const airSearchInputSchema = z.strictObject({
  /** The searching side (its own sea zone chart is read). */
  side: sideSchema,
  /** The sea zone searched, spelled as on the searcher's chart. */
  zone: seaZoneSchema,
  /** N19.3: LB BMB / CV BMB units the searcher assigned to this zone in step II.A.2; default none. */
  bombers: z
    .array(
      z.strictObject({
        /** Counter id, for the record; optional. */
        id: z.string().min(1).optional(),
        /** `LB BMB` or `CV BMB`. */
        type: searchBomberTypeSchema,
        /** Full-strength units give −1 each; reduced ones give nothing. */
        strength: airStrengthSchema,
      }),
    )
    .default([]),
  /** Base-game modifiers to the search roll ("modifies as necessary"), as data; default none. */
  extraModifiers: z.array(extraModifierSchema).default([]),
});
/** An air search input as callers write it. */
export type AirSearchInput = z.input<typeof airSearchInputSchema>;

/**
 * The modifiers of an air search roll: −1 (N19.3) for each full-strength LB BMB or CV BMB
 * assigned to the zone, none for reduced-strength units, then the caller's base-game ones.
 *
 * @example
 * ```ts
 * airSearchModifiers({ side: 'US', zone: 'The Slot', bombers: [{ type: 'CV BMB', strength: 'full' }] });
 * // [{ rule: 'N19.3', label: 'full-strength CV BMB searching', delta: -1 }]
 * ```
 */
export function airSearchModifiers(input: AirSearchInput, rules?: ShoestringRulesOverrides): Modifier[] {
  const valid = parseInput(airSearchInputSchema, input, { rule: 'N19.3', what: 'air search input' });
  return modifiersOf(valid, resolveShoestringRules(rules));
}

/** The modifiers of validated air search input under resolved rules. */
function modifiersOf(valid: z.output<typeof airSearchInputSchema>, rules: ShoestringRules): Modifier[] {
  const perUnit = rules.airSearch.perFullStrengthBomber;
  return [
    ...valid.bombers
      .filter((b) => b.strength === 'full')
      .map((b) =>
        modifier('N19.3', `full-strength ${b.type}${b.id === undefined ? '' : ` ${b.id}`} searching`, perUnit),
      ),
    ...valid.extraModifiers.map((m) => modifier(m.rule, m.label, m.delta)),
  ];
}

const lookupAirSearchArgs = z.strictObject({
  modifiedRoll: z.number().int().min(-1000).max(1000),
  chartNumber: z.number().int().min(-1000).max(1000),
});

/**
 * Reads a modified air search roll against the chart number: found when the roll is below it.
 *
 * @example
 * ```ts
 * lookupAirSearch(3, 4); // 'Found'
 * lookupAirSearch(4, 4); // 'Not found'
 * ```
 */
export function lookupAirSearch(modifiedRoll: number, chartNumber: number): AirSearchOutcome {
  parseInput(lookupAirSearchArgs, { modifiedRoll, chartNumber }, { rule: 'N19.3', what: 'air search lookup' });
  return modifiedRoll < chartNumber ? 'Found' : 'Not found';
}

/**
 * Rolls one side's air search in a sea zone (II.B.1, N19.3): a d10 (0–9), −1 per
 * full-strength bomber assigned to search there, plus any base-game modifiers; the other
 * side is found when the total is below the zone's number on the searcher's sea zone
 * search chart (a base-game table: `tables.seaZoneSearch.<side>`, required). The
 * bombers used are out of combat this turn and return to base in step V.B.
 *
 * @example
 * ```ts
 * const rules = { tables: { seaZoneSearch: { US: { zones: { 'The Slot': 4 } } } } }; // MADE_UP chart
 * resolveAirSearch({ side: 'US', zone: 'The Slot', bombers: [{ type: 'LB BMB', strength: 'full' }] },
 *   createDice(7), rules).outcome; // 'Found' | 'Not found'
 * ```
 */
export function resolveAirSearch(
  input: AirSearchInput,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<AirSearchOutcome> {
  expectDice(dice, 'N19.3');
  const valid = parseInput(airSearchInputSchema, input, { rule: 'N19.3', what: 'air search input' });
  const resolved = resolveShoestringRules(rules);
  const target = searchNumber(valid.side, valid.zone, resolved, 'II.B.1');
  const modifiers = modifiersOf(valid, resolved);
  const mark = logMark(dice);
  const natural = dice.d10Zero(`II.B.1 ${valid.side} air search in ${valid.zone}`);
  const roll = applyModifiers(natural, modifiers);
  const outcome: AirSearchOutcome = roll.total < target ? 'Found' : 'Not found';
  const notes = [`${searchChartName(valid.side)}: ${valid.zone} ${target}; found when the modified roll is below it`];
  if (valid.bombers.length > 0) {
    notes.push('N19.3: bombers assigned to air search take no part in combat and return to base in step V.B');
  }
  return resolution({
    rule: 'N19.3',
    title: `${valid.side} air search in ${valid.zone}`,
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: `< ${target}`,
    outcome,
    notes,
  });
}

/**
 * The exact odds of {@link resolveAirSearch}.
 *
 * @example
 * ```ts
 * airSearchOdds({ side: 'US', zone: 'The Slot' }, rules).outcomes; // Found 4/10 with a MADE_UP chart number 4
 * ```
 */
export function airSearchOdds(input: AirSearchInput, rules?: ShoestringRulesOverrides): ExactOdds<AirSearchOutcome> {
  return exactOdds((dice) => resolveAirSearch(input, dice, rules).outcome);
}

/**
 * What {@link checkAirUnitForCombat} takes: an air unit and whether it was assigned to search.
 *
 * @example
 * ```ts
 * airUnitTaskSchema.parse({ id: 'VB-6', searchZone: 'The Slot' });
 * ```
 */
export const airUnitTaskSchema = z.strictObject({
  /** The air unit's id. */
  id: z.string().min(1),
  /** The sea zone it was assigned to search in step II.A.2, if any. */
  searchZone: seaZoneSchema.optional(),
});

/**
 * Whether an air unit may fly a combat mission this turn (N19.3): not when it was assigned
 * to air search.
 *
 * @example
 * ```ts
 * checkAirUnitForCombat({ id: 'VB-6', searchZone: 'The Slot' }); // { ok: false, rule: 'N19.3', reason: … }
 * ```
 */
export function checkAirUnitForCombat(
  input: z.input<typeof airUnitTaskSchema>,
): { ok: true } | { ok: false; reason: string; rule: string } {
  const valid = parseInput(airUnitTaskSchema, input, { rule: 'N19.3', what: 'air unit' });
  if (valid.searchZone !== undefined) {
    return {
      ok: false,
      rule: 'N19.3',
      reason: `${valid.id} is assigned to air search in ${valid.searchZone} and takes no part in combat; it returns to base in step V.B`,
    };
  }
  return { ok: true };
}
