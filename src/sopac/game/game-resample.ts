import type { Dice } from '../../dice/dice.js';
import { SOPAC_MISSIONS, type SopacSide } from '../schemas.js';
import { enemyOf } from './game-lookup.js';
import type { SopacGameState } from './game-state.js';

/**
 * Re-deals what `side` cannot see of the other side's orders: each of its fleets flies a
 * mission drawn afresh, each of the five (19.31, 19.41, 19.61; `'Other'` for the base
 * game's rest) equally likely and every fleet on its own, so the draw covers every way the
 * missions could be plotted and never depends on the real plot. Kept: its log sheet, its
 * unseen ships and its boats (what a side learnt of them constrains them too tightly for a
 * blind re-deal). Internal.
 */
export function resampleSopac(state: SopacGameState, side: SopacSide, dice: Dice): void {
  for (const fleet of state.fleets) {
    if (fleet.side !== enemyOf(side)) continue;
    fleet.mission = SOPAC_MISSIONS[dice.dN(SOPAC_MISSIONS.length, 'Missions (base game): re-dealt') - 1] ?? 'Other';
  }
}
