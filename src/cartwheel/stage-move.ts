import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { currentFace } from './air-units.js';
import { checkBasing } from './airbase-basing.js';
import { applyOverCapacityPenalty } from './airbase-capacity.js';
import { type Check, enforce, refuse } from './check.js';
import type { CartwheelRulesOverrides } from './rules.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { airUnitWithId, parseCartwheelState, phaseRefusal, updateAirUnits } from './state.js';

/** What {@link stageMove} takes. */
export const stageMoveSchema = z.strictObject({
  /** The air unit that stages. */
  unitId: z.string().min(1),
  /** The friendly airbase it stages to. */
  airbaseId: z.string().min(1),
  /** Hexes between the two airbases. */
  distance: z.number().int().min(0).max(10_000),
});
/** What {@link stageMove} takes. */
export type StageMoveInput = z.input<typeof stageMoveSchema>;
/** A stage move, as validated. */
export type StageMove = z.output<typeof stageMoveSchema>;

/**
 * Whether a stage move is allowed now (9.3, 6.3, 6.4): in the Air/Naval Operations Phase,
 * a Ready unit at an airbase, to another friendly airbase it may use, within its range.
 * Decided before anything moves; {@link stageMove} enforces it.
 *
 * @example
 * ```ts
 * checkStageMove(state, { unitId: '475FG-1', airbaseId: 'dobodura', distance: 2 }).ok;
 * ```
 */
export function checkStageMove(state: CartwheelState, move: StageMove, rules?: CartwheelRulesOverrides): Check {
  const wrong = phaseRefusal(state, 'air-naval-operations', '9.3');
  if (wrong !== null) return wrong;
  const unit = airUnitWithId(state, move.unitId, '9.3');
  if (unit === undefined) return refuse('9.3', `there is no air unit "${move.unitId}"`);
  if (unit.location.at !== 'airbase') return refuse('9.3', `${move.unitId} is not at an airbase`);
  if (unit.location.airbaseId === move.airbaseId) return refuse('9.3', `${move.unitId} is already there`);
  if (unit.flown) return refuse('6.4', `${move.unitId} is in the Flown half: only Ready units move`);
  const range = currentFace(unit).range;
  if (range !== 'U' && move.distance > range) {
    return refuse('9.3', `the airbase is ${move.distance} hexes away, beyond ${move.unitId}'s range of ${range}`);
  }
  const basing = checkBasing(state, move.unitId, move.airbaseId, rules);
  return basing.ok ? { ok: true } : basing;
}

/**
 * A stage move in the Air/Naval Operations Phase (9.3, 6.3): a Ready unit moves to another
 * friendly airbase it may use within its range, and may fly no attack mission this turn
 * (3.0). Basing limits are checked (6.3.4, 6.3.5); a base left over capacity takes the
 * 6.3.3 penalty at once: all its units go to the Flown half.
 *
 * @example
 * ```ts
 * stageMove(state, { unitId: '475FG-1', airbaseId: 'dobodura', distance: 2 });
 * ```
 */
export function stageMove(
  input: CartwheelStateInput,
  moveInput: StageMoveInput,
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state = parseCartwheelState(input, '9.3');
  const move = parseInput(stageMoveSchema, moveInput, { rule: '9.3', what: 'stage move' });
  enforce(checkStageMove(state, move, rules));
  const moved = updateAirUnits(state, [move.unitId], (u) => ({
    ...u,
    location: { at: 'airbase', airbaseId: move.airbaseId },
    stageMoved: true,
  }));
  return applyOverCapacityPenalty(moved, move.airbaseId, rules);
}
