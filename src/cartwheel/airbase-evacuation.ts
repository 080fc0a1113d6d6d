import * as z from 'zod';
import { distinctList } from '../core/distinct-list.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { requireTable } from '../core/require-table.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { currentFace } from './air-units.js';
import { checkBasingRules } from './airbase-basing.js';
import { applyOverCapacityPenalty } from './airbase-capacity.js';
import { type Check, enforce, illegal, refuse } from './check.js';
import { type CartwheelRules, type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { airUnitWithId, parseCartwheelState, updateAirUnits } from './state.js';
import { EVACUATION_DISRUPTED_DRM_ID } from './tables/airbase-evacuation-table.js';

// Argument schemas, built once (not on every call).
const EVACUATION_ARGS = /* @__PURE__ */ z.strictObject({
  airbaseDisrupted: z.boolean().optional(),
  conditions: z.array(z.string()).max(100).optional(),
});

/** What {@link resolveAirbaseEvacuation} takes: the units on the ground at a captured airbase. */
export const airbaseEvacuationInputSchema = z.strictObject({
  /** Each air unit trying to evacuate. */
  units: z
    .array(
      z.strictObject({
        /** Counter id. */
        id: z.string().min(1),
        /** Its printed SR/MP on the face it shows; `null` when none is printed (recon units). */
        srmp: z.number().int().min(0).nullable(),
      }),
    )
    .min(1),
  /** True when the airbase was disrupted before the capture: the table's disrupted-airbase row applies (6.6.2). */
  airbaseDisrupted: z.boolean().default(false),
  /** Ids of other Airbase Evacuation table rows that apply to every unit. */
  conditions: distinctList(z.string(), 'condition').default([]),
});
/** Airbase evacuation input, as written by a caller. */
export type AirbaseEvacuationInput = z.input<typeof airbaseEvacuationInputSchema>;

/**
 * The evacuation input for a captured airbase, read from the board (6.6.5): every air
 * unit now unbased from it, with the SR/MP printed on the face it shows, and whether the
 * airbase was disrupted. Use it instead of typing SR/MP values.
 *
 * @example
 * ```ts
 * resolveAirbaseEvacuation(evacuationInputFor(captured, 'lae'), createDice(1), rules);
 * ```
 */
export function evacuationInputFor(
  input: CartwheelStateInput,
  airbaseId: string,
  options: { readonly airbaseDisrupted?: boolean; readonly conditions?: readonly string[] } = {},
): AirbaseEvacuationInput {
  const state = parseCartwheelState(input, '6.6.5');
  parseInput(z.string().min(1), airbaseId, { rule: '6.6.5', what: 'airbase id' });
  const opts = parseInput(EVACUATION_ARGS, options, { rule: '6.6.5', what: 'evacuation options' });
  const units = state.airUnits.filter((u) => u.location.at === 'unbased' && u.location.formerAirbaseId === airbaseId);
  if (units.length === 0) illegal('6.6.5', `no air unit is evacuating ${airbaseId}`);
  return {
    units: units.map((u) => ({ id: u.unit.id, srmp: currentFace(u).srmp })),
    airbaseDisrupted: opts.airbaseDisrupted ?? false,
    conditions: [...(opts.conditions ?? [])],
  };
}

/** One unit's evacuation result. */
export interface EvacuationResult {
  /** Counter id. */
  readonly id: string;
  /** `'evacuates'`: it may stage to a friendly base within its printed range; `'destroyed'`: it is lost. */
  readonly result: 'evacuates' | 'destroyed';
}

/**
 * The Airbase Evacuation table modifiers that apply (6.6.5), as data. Needs the table
 * (`MISSING_TABLE` otherwise); a condition id the table does not have is `INVALID_INPUT`.
 *
 * @example
 * ```ts
 * evacuationModifiers({ units: [{ id: 'a', srmp: 5 }], airbaseDisrupted: true }, { tables: { airbaseEvacuation: MADE_UP_EVACUATION } });
 * ```
 */
export function evacuationModifiers(input: AirbaseEvacuationInput, rules?: CartwheelRulesOverrides): Modifier[] {
  const valid = parseInput(airbaseEvacuationInputSchema, input, { rule: '6.6.5', what: 'airbase evacuation input' });
  return modifiersFor(valid, resolveCartwheelRules(rules));
}

function modifiersFor(valid: z.output<typeof airbaseEvacuationInputSchema>, rules: CartwheelRules): Modifier[] {
  const table = requireTable(rules.tables.airbaseEvacuation, {
    table: 'Airbase Evacuation table (Player’s Aid Charts)',
    rule: '6.6.5',
    field: 'tables.airbaseEvacuation',
  });
  // The disrupted row once, whether given as the flag, as a condition, or both.
  const ids = [...new Set([...(valid.airbaseDisrupted ? [EVACUATION_DISRUPTED_DRM_ID] : []), ...valid.conditions])];
  return ids.map((id, index) => {
    const row = table.modifiers.find((m) => m.id === id);
    if (row === undefined)
      throw new RulesError(`6.6.5: conditions[${index}]: the ${table.name} has no row "${id}"`, {
        code: 'INVALID_INPUT',
        rule: '6.6.5',
        path: ['conditions', index],
      });
    return modifier('6.6.5', row.label, row.delta);
  });
}

/**
 * Airbase evacuation (6.6.5): for each unit on the ground at a captured airbase, one d10
 * plus the Airbase Evacuation table's modifiers; at or below the unit's printed SR/MP it
 * escapes (it may stage to a friendly base within its printed range), otherwise it is
 * destroyed. A unit with no printed SR/MP cannot meet the test and is destroyed without a
 * roll (decided reading). Each unit is a step of the resolution.
 *
 * @example
 * ```ts
 * resolveAirbaseEvacuation({ units: [{ id: '475FG-1', srmp: 6 }] }, createDice(1), { tables: { airbaseEvacuation: MADE_UP_EVACUATION } }).outcome;
 * // [{ id: '475FG-1', result: 'evacuates' }] or 'destroyed'
 * ```
 */
export function resolveAirbaseEvacuation(
  input: AirbaseEvacuationInput,
  dice: Dice,
  rules?: CartwheelRulesOverrides,
): Resolution<EvacuationResult[]> {
  expectDice(dice, '6.6.5');
  const valid = parseInput(airbaseEvacuationInputSchema, input, { rule: '6.6.5', what: 'airbase evacuation input' });
  const modifiers = modifiersFor(valid, resolveCartwheelRules(rules));
  const mark = logMark(dice);
  const steps = valid.units.map((unit) => {
    if (unit.srmp === null)
      return resolution<EvacuationResult>({
        rule: '6.6.5',
        title: `Evacuate ${unit.id}`,
        outcome: { id: unit.id, result: 'destroyed' },
        notes: ['no SR/MP is printed, so the roll cannot be at or below it: destroyed (decided reading)'],
      });
    const unitMark = logMark(dice);
    const natural = dice.d10(`6.6.5 evacuation of ${unit.id}`);
    const roll = applyModifiers(natural, modifiers);
    const escapes = roll.total <= unit.srmp;
    return resolution<EvacuationResult>({
      rule: '6.6.5',
      title: `Evacuate ${unit.id}`,
      rolls: ownRolls(dice, unitMark),
      modifiers: roll.modifiers,
      total: roll.total,
      row: escapes ? `\u2264${unit.srmp} (SR/MP)` : `>${unit.srmp} (SR/MP)`,
      outcome: { id: unit.id, result: escapes ? 'evacuates' : 'destroyed' },
    });
  });
  return resolution({
    rule: '6.6.5',
    title: 'Airbase evacuation',
    rolls: ownRolls(dice, mark),
    modifiers,
    outcome: steps.map((s) => s.outcome),
    steps,
  });
}

/** A distance on the map, in whole hexes. */
const distanceSchema = z.number().int().min(0).max(10_000);

/**
 * Whether an evacuating unit may stage to an airbase (6.6.5): a friendly base it may use
 * (6.3), other than the one it fled, within its printed (not doubled) range.
 *
 * @example
 * ```ts
 * checkEvacuationDestination(state, '475FG-1', 'dobodura', 3).ok;
 * ```
 */
export function checkEvacuationDestination(
  input: CartwheelStateInput,
  unitId: string,
  airbaseId: string,
  distance: number,
  rules?: CartwheelRulesOverrides,
): Check {
  const state = parseCartwheelState(input, '6.6.5');
  parseInput(distanceSchema, distance, { rule: '6.6.5', what: 'distance in hexes' });
  const unit = airUnitWithId(state, unitId, '6.6.5');
  if (unit === undefined) return refuse('6.6.5', `there is no air unit "${unitId}"`);
  if (unit.location.at !== 'unbased') return refuse('6.6.5', `${unitId} is not evacuating a captured airbase`);
  if (unit.location.formerAirbaseId === airbaseId) return refuse('6.6.5', 'a unit evacuates to another airbase');
  const base = state.airbases.find((b) => b.id === airbaseId);
  if (base === undefined) return refuse('6.6.5', `there is no airbase "${airbaseId}"`);
  const basing = checkBasingRules(unit.unit, base, rules);
  if (!basing.ok) return basing;
  const range = currentFace(unit).range;
  if (range !== 'U' && distance > range)
    return refuse('6.6.5', `${base.name} is ${distance} hexes away, beyond ${unitId}'s printed range of ${range}`);
  return { ok: true };
}

/**
 * Applies one unit's evacuation result (6.6.5): a unit that escapes stages to `to` and is
 * placed in the Flown half there with its disruption unchanged, marked as stage-moved
 * (decided reading); a unit that fails is eliminated.
 *
 * @example
 * ```ts
 * applyEvacuation(state, { id: '475FG-1', result: 'evacuates' }, { to: 'dobodura', distance: 3 });
 * ```
 */
export function applyEvacuation(
  input: CartwheelStateInput,
  result: EvacuationResult,
  destination?: { readonly to: string; readonly distance: number },
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state: CartwheelState = parseCartwheelState(input, '6.6.5');
  const unit = airUnitWithId(state, result.id, '6.6.5');
  if (unit === undefined) return illegal('6.6.5', `there is no air unit "${result.id}"`);
  if (unit.location.at !== 'unbased') return illegal('6.6.5', `${result.id} is not evacuating a captured airbase`);
  if (result.result === 'destroyed')
    return updateAirUnits(state, [result.id], (u) => ({ ...u, location: { at: 'eliminated', turn: state.turn } }));
  if (destination === undefined)
    return illegal('6.6.5', `${result.id} escaped: name the friendly airbase it stages to`);
  enforce(checkEvacuationDestination(state, result.id, destination.to, destination.distance, rules));
  const moved = updateAirUnits(state, [result.id], (u) => ({
    ...u,
    location: { at: 'airbase', airbaseId: destination.to },
    flown: true,
    stageMoved: true,
  }));
  // 6.3.3: a base the evacuee leaves over capacity puts all its units in the Flown half.
  return applyOverCapacityPenalty(moved, destination.to, rules);
}
