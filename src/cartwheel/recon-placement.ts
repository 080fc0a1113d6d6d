import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { currentFace } from './air-units.js';
import { checkBasingRules } from './airbase-basing.js';
import { applyOverCapacityPenalty } from './airbase-capacity.js';
import { combatTargetArg } from './arguments.js';
import { type Check, enforce, illegal, type Refusal, refuse } from './check.js';
import { availableRecon } from './recon-availability.js';
import type { CartwheelRulesOverrides } from './rules.js';
import { hexSchema } from './schemas/common.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { serviceSide } from './service-side.js';
import {
  airUnitWithId,
  findAirUnit,
  parseCartwheelState,
  phaseRefusal,
  requirePhase,
  updateAirUnits,
} from './state.js';

// Argument schemas, built once (not on every call).
const PLACEMENT_ARGS = /* @__PURE__ */ z.strictObject({
  unitId: z.string(),
  distance: z.number().int().min(0).max(10_000),
});

/**
 * Whether an available recon unit that flies may be placed on a hex (7.3.2): within its
 * printed range of its hosting airbase (`distance` in hexes; range `U` reaches any hex).
 *
 * @example
 * ```ts
 * checkReconPlacement(state, 'P-38', '1234', 6).ok;
 * ```
 */
export function checkReconPlacement(input: CartwheelStateInput, unitId: string, distance: number): Check {
  parseInput(PLACEMENT_ARGS, { unitId, distance }, { rule: '7.3.2', what: 'recon placement' });
  const state = parseCartwheelState(input, '7.3');
  const unit = airUnitWithId(state, unitId, '7.3');
  if (unit === undefined) return refuse('7.3', `there is no air unit "${unitId}"`);
  if (state.phase !== 'initiative') return refuse('7.3.2', 'recon flights are flown in the Initiative Phase');
  const availability = availableRecon(state, serviceSide(unit.unit.service)).find((r) => r.id === unitId);
  if (availability === undefined) return refuse('7.3', `${unitId} is not a reconnaissance unit`);
  if (!availability.available) return refuse('7.3', `${unitId} cannot fly: ${availability.reason}`);
  const range = currentFace(unit).range;
  if (range !== 'U' && distance > range)
    return refuse('7.3.2', `the hex is ${distance} hexes away, beyond ${unitId}'s range of ${range}`);
  return { ok: true };
}

/** Where a recon unit that flew goes. */
export const reconPlacementSchema = z.strictObject({
  /** The recon unit's counter id. */
  unitId: z.string().min(1),
  /** The hex it watches. */
  hex: hexSchema,
  /** Hexes from its hosting airbase to that hex. */
  distance: z.number().int().min(0),
});
/** A recon placement, as written by a caller. */
export type ReconPlacementInput = z.input<typeof reconPlacementSchema>;

/**
 * Places a recon unit that flew (7.3.2): it goes on the hex, within range of its hosting
 * airbase, and stays there until the Operations Conclusion Phase (7.3.5).
 *
 * @example
 * ```ts
 * placeRecon(state, { unitId: 'P-38', hex: '1234', distance: 6 });
 * ```
 */
export function placeRecon(input: CartwheelStateInput, placementInput: ReconPlacementInput): CartwheelState {
  const state = parseCartwheelState(input, '7.3');
  const placement = parseInput(reconPlacementSchema, placementInput, { rule: '7.3.2', what: 'recon placement' });
  requirePhase(state, 'initiative', '7.3.2');
  enforce(checkReconPlacement(state, placement.unitId, placement.distance));
  const unit = findAirUnit(state, placement.unitId, '7.3');
  if (unit.location.at !== 'airbase') return illegal('7.3.1', `${placement.unitId} is not on an airbase`);
  const from = unit.location.airbaseId;
  return updateAirUnits(state, [placement.unitId], (u) => ({
    ...u,
    location: { at: 'hex', hex: placement.hex, fromAirbaseId: from },
  }));
}

/**
 * A recon unit whose roll was 8 or more (7.3.2) goes to the Flown quadrant of its hosting
 * airbase.
 *
 * @example
 * ```ts
 * groundRecon(state, 'Dinah-6').airUnits.find((u) => u.unit.id === 'Dinah-6')?.flown; // true
 * ```
 */
export function groundRecon(input: CartwheelStateInput, unitId: string): CartwheelState {
  const state = parseCartwheelState(input, '7.3');
  requirePhase(state, 'initiative', '7.3.2');
  const unit = findAirUnit(state, unitId, '7.3');
  const availability = availableRecon(state, serviceSide(unit.unit.service)).find((r) => r.id === unitId);
  if (availability === undefined) return illegal('7.3', `${unitId} is not a reconnaissance unit`);
  if (!availability.available) return illegal('7.3', `${unitId} cannot fly: ${availability.reason}`);
  return updateAirUnits(state, [unitId], (u) => ({ ...u, flown: true }));
}

/**
 * Whether an air unit may be intercepted or take part in aerial or AA combat: recon units
 * may not (7.3.3); they are lost only if caught on the ground.
 *
 * @example
 * ```ts
 * checkAirCombatTarget({ type: 'R', id: 'Dinah' }).ok; // false
 * ```
 */
export function checkAirCombatTarget(unit: { readonly type: string; readonly id: string }): Check {
  parseInput(combatTargetArg, unit, { rule: '7.3.4', what: 'air combat target' });
  if (unit.type === 'R')
    return refuse(
      '7.3.3',
      `${unit.id} is a reconnaissance unit: it cannot be intercepted or fight in the air or against AA`,
    );
  return { ok: true };
}

/** A refusal of {@link checkReturnRecon}, with the argument at fault (none for the phase). Internal. */
export type ReturnReconRefusal = Refusal & { readonly field?: 'unitId' | 'airbaseId' | 'distance' };

/**
 * Whether a recon unit may come home now (7.3.5): in the Operations Conclusion Phase, a unit
 * out on a recon hex, to an airbase that exists and may base it (6.3), within its range.
 * What {@link returnRecon} enforces, and what the game's `check` answers before it runs.
 * Internal.
 */
export function checkReturnRecon(
  state: CartwheelState,
  unitId: string,
  airbaseId: string,
  distance: number,
  rules?: CartwheelRulesOverrides,
): Check | ReturnReconRefusal {
  const wrong = phaseRefusal(state, 'operations-conclusion', '7.3.5');
  if (wrong !== null) return wrong;
  const unit = airUnitWithId(state, unitId, '7.3');
  if (unit === undefined) return { ...refuse('7.3.5', `there is no air unit "${unitId}"`), field: 'unitId' };
  if (unit.location.at !== 'hex') return { ...refuse('7.3.5', `${unitId} is not out on a recon hex`), field: 'unitId' };
  const base = state.airbases.find((b) => b.id === airbaseId);
  if (base === undefined) return { ...refuse('7.3.5', `there is no airbase "${airbaseId}"`), field: 'airbaseId' };
  const basing = checkBasingRules(unit.unit, base, rules);
  if (!basing.ok) return { ...basing, field: 'airbaseId' };
  const range = currentFace(unit).range;
  if (range !== 'U' && distance > range) {
    return {
      ...refuse('7.3.5', `${base.name} is ${distance} hexes away, beyond ${unitId}'s range of ${range}`),
      field: 'distance',
    };
  }
  return { ok: true };
}

/**
 * Brings a recon unit home in the Operations Conclusion Phase (7.3.5, 12.1): to a friendly
 * airbase it may use within its range of the hex it watched (`distance` in hexes).
 *
 * @example
 * ```ts
 * returnRecon(state, 'P-38', 'port-moresby', 4);
 * ```
 */
export function returnRecon(
  input: CartwheelStateInput,
  unitId: string,
  airbaseId: string,
  distance: number,
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state = parseCartwheelState(input, '7.3.5');
  parseInput(
    z.strictObject({
      unitId: z.string().min(1),
      airbaseId: z.string().min(1),
      distance: z.number().int().min(0).max(10_000),
    }),
    { unitId, airbaseId, distance },
    { rule: '7.3.5', what: 'recon return' },
  );
  enforce(checkReturnRecon(state, unitId, airbaseId, distance, rules));
  const back = updateAirUnits(state, [unitId], (u) => ({ ...u, location: { at: 'airbase', airbaseId }, flown: true }));
  // 6.3.3: a base the recon unit leaves over capacity puts all its units in the Flown half.
  return applyOverCapacityPenalty(back, airbaseId, rules);
}
