import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { type Check, enforce, illegal, refuse } from './check.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { parseCartwheelState } from './state.js';
import { PHASE_IDS, SEQUENCE_OF_PLAY, type SequencePhase } from './tables/sequence-of-play.js';

/**
 * The phase of the sequence of play (4.0) with id `id`.
 *
 * @example
 * ```ts
 * sequencePhase('initiative').rule; // '4.3'
 * ```
 */
export function sequencePhase(id: CartwheelState['phase']): SequencePhase {
  const found = SEQUENCE_OF_PLAY.find((p) => p.id === id);
  return found ?? illegal('4.0', `no phase "${id}"`);
}

/**
 * Whether the decisions a phase needs before play leaves it are made (5.2 and 5.3 in the
 * Random Events Phase, 7.1 in the Initiative Phase): {@link advancePhase} enforces it, and
 * the game's refusal of `advance` asks it. Internal.
 */
export function decisionsMade(state: CartwheelState): Check {
  const decided = state.decisions;
  if (state.phase === 'random-events') {
    if (decided.hikoshidan === undefined)
      return refuse('5.2', 'the Japanese player has not yet decided on the 11th Hikoshidan');
    if (decided.usnCommitted === undefined)
      return refuse('5.3', 'the Allied player has not yet declared the USN commitment');
  }
  if (state.phase === 'initiative' && decided.generalRegroup === undefined)
    return refuse('7.1', 'the Allied player has not yet declared whether this is a general regroup turn');
  return { ok: true };
}

/** The scenario's final turn, when given. */
const finalTurnArg = z.number().int().min(1).optional();

/**
 * Moves play to the next phase (4.0). Before leaving the Random Events Phase both
 * decisions of 5.2 and 5.3 must have been made. After the Victory Points Phase (4.10) the
 * turn advances: turn + 1, this turn's decisions cleared, stage-move marks removed, and
 * the Airbase Reorganization (14.2) applied: Flown units back to Ready, Regroup markers
 * off (disruption stays until the regroup of 14.1 removes it). On `finalTurn` play stops
 * instead (`ILLEGAL_ACTION`).
 *
 * @example
 * ```ts
 * advancePhase(state).phase; // the phase after state.phase
 * ```
 */
export function advancePhase(input: CartwheelStateInput, finalTurn?: number): CartwheelState {
  const state = parseCartwheelState(input, '4.0');
  parseInput(finalTurnArg, finalTurn, { rule: '4.10', what: "the scenario's final turn" });
  enforce(decisionsMade(state));
  const index = PHASE_IDS.indexOf(state.phase);
  const next = PHASE_IDS[index + 1];
  if (next !== undefined) return { ...state, phase: next };
  if (finalTurn !== undefined && state.turn >= finalTurn)
    illegal('4.10', `turn ${state.turn} is the scenario's last: determine the victor (16.0, 17.0)`);
  // The turn ends with the Airbase Reorganization (14.2, named by 5.2 but printed in the
  // base game's rules 9-16): Flown units return to Ready and Regroup markers come off, so
  // each turn's flights and regroups count only in that turn. Disruption stays: removing it
  // is the regroup procedure of 14.1, whose results the players apply.
  return {
    ...state,
    turn: state.turn + 1,
    phase: 'random-events',
    decisions: { magicInEffect: false },
    airUnits: state.airUnits.map((u) =>
      u.stageMoved || u.flown || u.regrouping ? { ...u, stageMoved: false, flown: false, regrouping: false } : u,
    ),
  };
}
