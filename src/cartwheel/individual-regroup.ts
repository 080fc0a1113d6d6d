import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { isAerialCombatUnit } from './air-units.js';
import { sideArg, stateArg } from './arguments.js';
import { type Check, enforce, illegal, refuse } from './check.js';
import { type Side, sideSchema } from './schemas/common.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { serviceSide } from './service-side.js';
import { checkBoardArgs, parseCartwheelState, requirePhase, updateAirUnits } from './state.js';

/** What a regroup designation checks: the board and the rest of its arguments. */
const regroupDesignationArgs = z.strictObject({ state: stateArg, side: sideArg, unitId: z.string() });

/**
 * Whether a unit may be marked as regrouping (7.2): one of the player's own disrupted
 * aerial combat units (not a C-47 or recon unit) on an airbase display.
 *
 * @example
 * ```ts
 * checkRegroupDesignation(state, 'Japanese', '11-A6M-1').ok;
 * ```
 */
export function checkRegroupDesignation(state: CartwheelState, side: Side, unitId: string): Check {
  checkBoardArgs(regroupDesignationArgs, { state, side, unitId }, { rule: '5.3', what: 'regroup designation' });
  // 2.2: the id is looked up among the side's own units first (the other side may use it too).
  const unit =
    state.airUnits.find((u) => u.unit.id === unitId && serviceSide(u.unit.service) === side) ??
    state.airUnits.find((u) => u.unit.id === unitId);
  if (unit === undefined) return refuse('7.2', `there is no air unit "${unitId}"`);
  if (serviceSide(unit.unit.service) !== side)
    return refuse('7.2', `${unitId} is not ${side === 'Allied' ? 'an Allied' : 'a Japanese'} unit`);
  if (!isAerialCombatUnit(unit.unit))
    return refuse('7.2', `${unitId} is not an aerial combat unit (C-47s and recon do not regroup)`);
  if (!unit.disrupted) return refuse('7.2', `${unitId} is not disrupted`);
  if (unit.location.at !== 'airbase') return refuse('7.2', `${unitId} is not at an airbase`);
  if (unit.regrouping) return refuse('7.2', `${unitId} already has a Regroup marker`);
  return { ok: true };
}

/** What {@link designateRegroup} takes besides the state. */
const designationArgs = z.strictObject({ side: sideSchema, unitIds: z.array(z.string().min(1)).max(500) });

/**
 * Marks some, none or all of a player's disrupted aerial combat units at airbases as
 * regrouping (7.2), after the general regroup declaration (7.1). Regrouping units may not
 * fly air missions (3.0).
 *
 * @example
 * ```ts
 * designateRegroup(state, 'Japanese', ['11-A6M-1']).airUnits.find((u) => u.unit.id === '11-A6M-1')?.regrouping; // true
 * ```
 */
export function designateRegroup(input: CartwheelStateInput, side: Side, unitIds: readonly string[]): CartwheelState {
  const state = parseCartwheelState(input, '7.2');
  parseInput(designationArgs, { side, unitIds }, { rule: '7.2', what: 'regroup designation' });
  requirePhase(state, 'initiative', '7.2');
  if (state.decisions.generalRegroup === undefined)
    illegal('7.2', 'the Allied general regroup declaration (7.1) comes first');
  if (new Set(unitIds).size !== unitIds.length) illegal('7.2', 'a unit is named twice');
  for (const id of unitIds) enforce(checkRegroupDesignation(state, side, id));
  return updateAirUnits(state, unitIds, (u) => ({ ...u, regrouping: true }), side);
}
