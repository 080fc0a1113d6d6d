import * as z from 'zod';
import { expectString } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { isAerialCombatUnit } from './air-units.js';
import { checkNotOverCapacity } from './airbase-capacity.js';
import { type Check, enforce, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { otherSide, sideSchema } from './schemas/common.js';
import type { CartwheelStateInput } from './schemas/state.js';
import { airUnitWithId, parseCartwheelState } from './state.js';

/** What a player does when it is his turn to act in the Air/Naval Operations Phase (4.4). */
export const operationsActionSchema = z.enum(['air-mission', 'naval-mission', 'pass']);
/** An operations action. */
export type OperationsAction = z.output<typeof operationsActionSchema>;

/** The Air/Naval Operations Phase as a small state machine (4.4, 7.5, 8.0). */
export const operationsStateSchema = z.strictObject({
  /** The initiative player this turn (7.4). */
  initiative: sideSchema,
  /** Missions left in the initiative player's opening run (7.5); 0 once alternation has begun. */
  openingRemaining: z.number().int().min(0),
  /** Whose turn it is to act. */
  toAct: sideSchema,
  /** Passes in a row since the last mission. */
  consecutivePasses: z.number().int().min(0),
  /** True once the phase is over. */
  ended: z.boolean(),
  /** Every action so far, oldest first. */
  history: z.array(
    z.strictObject({
      /** Who acted. */
      side: sideSchema,
      /** What he did. */
      action: operationsActionSchema,
    }),
  ),
});
/** The operations phase state, as parsed. */
export type OperationsState = z.output<typeof operationsStateSchema>;
/** The operations phase state, as written by a caller. */
export type OperationsStateInput = z.input<typeof operationsStateSchema>;

/** What {@link startOperations} takes. */
export const operationsStartSchema = z.strictObject({
  /** The initiative player (7.4). */
  initiative: sideSchema,
  /** The opening missions rolled on the Initiative Player's Missions table (7.5), at least 1. */
  openingMissions: z.number().int().min(1),
});

/**
 * Opens the Air/Naval Operations Phase (4.4): the initiative player acts first and may fly
 * `openingMissions` missions before the other player may fly one (7.5).
 *
 * @example
 * ```ts
 * startOperations({ initiative: 'Allied', openingMissions: 2 }).toAct; // 'Allied'
 * ```
 */
export function startOperations(input: z.input<typeof operationsStartSchema>): OperationsState {
  const valid = parseInput(operationsStartSchema, input, { rule: '4.4', what: 'operations start' });
  return {
    initiative: valid.initiative,
    openingRemaining: valid.openingMissions,
    toAct: valid.initiative,
    consecutivePasses: 0,
    ended: false,
    history: [],
  };
}

/**
 * Whether `side` may take `action` now (4.4): the phase is not over and it is his turn.
 *
 * @example
 * ```ts
 * checkOperationsAction(ops, 'Japanese', 'air-mission'); // { ok: false, reason: 'it is the Allied player's turn to act', rule: '4.4' }
 * ```
 */
export function checkOperationsAction(
  input: OperationsStateInput,
  side: z.input<typeof sideSchema>,
  action: OperationsAction,
): Check {
  const ops = parseInput(operationsStateSchema, input, { rule: '4.4', what: 'operations state' });
  parseInput(operationsActionSchema, action, { rule: '4.4', what: 'operations action' });
  return operationsCheck(ops, side);
}

/** {@link checkOperationsAction} on a valid operations state. Internal. */
export function operationsCheck(ops: OperationsState, side: z.input<typeof sideSchema>): Check {
  if (ops.ended)
    return refuse('4.4', 'the Air/Naval Operations Phase is over: both players have passed twice in a row');
  if (ops.toAct !== side) {
    const opening = ops.openingRemaining > 0 ? ` (${ops.openingRemaining} opening missions left, 7.5)` : '';
    return refuse('4.4', `it is the ${ops.toAct} player's turn to act${opening}`);
  }
  return { ok: true };
}

/**
 * Takes one action in the Air/Naval Operations Phase (4.4, 7.5): a mission uses one of the
 * initiative player's opening missions while any remain, then play alternates one action
 * each; a pass hands over at once (it also ends the initiative player's opening run, by
 * the decided reading). The phase ends after `rules.operations.consecutivePassesToEnd`
 * passes in a row (default 4: each player has passed twice).
 *
 * @example
 * ```ts
 * let ops = startOperations({ initiative: 'Japanese', openingMissions: 1 });
 * ops = takeOperationsAction(ops, 'Japanese', 'air-mission'); // now the Allied player acts
 * ```
 */
export function takeOperationsAction(
  input: OperationsStateInput,
  side: z.input<typeof sideSchema>,
  action: OperationsAction,
  rules?: CartwheelRulesOverrides,
): OperationsState {
  const ops = parseInput(operationsStateSchema, input, { rule: '4.4', what: 'operations state' });
  parseInput(operationsActionSchema, action, { rule: '4.4', what: 'operations action' });
  return nextOperations(ops, side, action, rules);
}

/**
 * {@link takeOperationsAction} on a valid operations state and action (a game's own state,
 * parsed once when it came in): nothing is parsed again. Internal.
 */
export function nextOperations(
  ops: OperationsState,
  side: z.input<typeof sideSchema>,
  action: OperationsAction,
  rules?: CartwheelRulesOverrides,
): OperationsState {
  enforce(operationsCheck(ops, side));
  const history = [...ops.history, { side: ops.toAct, action }];
  if (action === 'pass') {
    const passes = ops.consecutivePasses + 1;
    return {
      ...ops,
      history,
      openingRemaining: 0,
      consecutivePasses: passes,
      toAct: otherSide(ops.toAct),
      ended: passes >= resolveCartwheelRules(rules).operations.consecutivePassesToEnd,
    };
  }
  const opening = ops.toAct === ops.initiative && ops.openingRemaining > 0;
  const openingRemaining = opening ? ops.openingRemaining - 1 : 0;
  const keepsActing = opening && openingRemaining > 0;
  return {
    ...ops,
    history,
    openingRemaining,
    consecutivePasses: 0,
    toAct: keepsActing ? ops.toAct : otherSide(ops.toAct),
  };
}

/**
 * Whether an air unit may fly an attack mission (3.0, 6.3.3, 6.4): an aerial combat unit
 * (not a C-47 or recon unit) in the Ready half of an airbase or port, not regrouping, not
 * stage-moved this turn, and not at an over-capacity airbase. Other limits of 9.1 (not in
 * the text) are the caller's.
 *
 * @example
 * ```ts
 * checkAttackMissionUnit(state, '38FG-1').ok;
 * ```
 */
export function checkAttackMissionUnit(
  input: CartwheelStateInput,
  unitId: string,
  rules?: CartwheelRulesOverrides,
): Check {
  expectString(unitId, '3.0', 'unitId');
  const state = parseCartwheelState(input, '3.0');
  const unit = airUnitWithId(state, unitId, '3.0');
  if (unit === undefined) return refuse('3.0', `there is no air unit "${unitId}"`);
  if (!isAerialCombatUnit(unit.unit))
    return refuse('3.0', `${unitId} is not an aerial combat unit (C-47s and recon do not attack)`);
  if (unit.location.at !== 'airbase' && unit.location.at !== 'port')
    return refuse('6.4', `${unitId} is not on an airbase or at a port`);
  if (unit.regrouping) return refuse('3.0', `${unitId} is regrouping and may not fly an air attack mission`);
  if (unit.stageMoved) return refuse('3.0', `${unitId} made a stage move and may not fly an air attack mission`);
  if (unit.flown) return refuse('6.4', `${unitId} is in the Flown half: it has already flown this turn`);
  return checkNotOverCapacity(state, unitId, rules);
}
