import { plainCopy } from '../../core/plain-copy.js';
import { TRANSPORT_TYPES } from '../patrol-extension.js';
import type { GameForces, GameNavalUnit, ShoestringGameState } from './game-state.js';

/** `'odd'` or `'even'`: which turn of its pair the current game turn is. Internal. */
export function parityOf(turn: number): 'odd' | 'even' {
  return turn % 2 === 1 ? 'odd' : 'even';
}

/** True when the unit serves in the current turn: assigned to it (I.A.4) or extended into it (N18.7), and not under repair. Internal. */
export function serves(state: ShoestringGameState, unit: GameNavalUnit): boolean {
  if (unit.repair !== null || unit.eliminated) return false;
  const parity = parityOf(state.turn);
  return unit.assignedTo === parity || (parity === 'even' && unit.extended);
}

/** Why a `TRAN`/`TRANS` naval unit is refused where units enter the game. Internal. */
export const TRANSPORT_UNIT =
  'transports are transport points (`transportPoints`), assigned in I.A.4 and placed in II.A.1, never naval units';

/** True for a transport type (R18.3: `TRAN` or `TRANS`), which the game takes as points, never as a unit. Internal. */
export function isTransport(unit: { readonly type: string }): boolean {
  return (TRANSPORT_TYPES as readonly string[]).includes(unit.type);
}

/** True for the O5.0 PT boat unit. Internal. */
export function isPt(unit: GameNavalUnit): boolean {
  return unit.type === 'PT';
}

/** The steps where base-game combat results are reported: submarine attacks, air and surface combat. Internal. */
export const COMBAT_STEPS: readonly string[] = [
  'I.A.5',
  'II.B.2',
  'II.B.3',
  'II.B.4',
  'II.B.5',
  'II.C.1',
  'II.C.2',
  'II.C.3',
  'II.C.4',
];

/**
 * True when the current step waits for both sides to be done (each sends `advance`): the
 * steps where both sides act in turn order, search bombers (II.A.2), air search (II.B.1)
 * and, on an odd turn, patrol extension (V.A.1). Internal.
 */
export function waitsForBoth(state: ShoestringGameState): boolean {
  if (state.step === 'V.A.1') return parityOf(state.turn) === 'odd';
  return state.step === 'II.A.2' || state.step === 'II.B.1';
}

/**
 * One side's forces, writable: a step's state shares its forces with the state it started
 * from (the game's `sharedFields`), frozen; the side's forces are copied the first time a
 * step changes them. Internal.
 */
export function writableForces(state: ShoestringGameState, side: 'US' | 'Japanese'): GameForces {
  if (Object.isFrozen(state.forces)) state.forces = { ...state.forces };
  if (Object.isFrozen(state.forces[side])) state.forces[side] = plainCopy(state.forces[side]);
  return state.forces[side];
}
