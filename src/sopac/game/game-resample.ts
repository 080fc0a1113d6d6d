import type { Dice } from '../../dice/dice.js';
import { shuffled } from '../../game/game-helpers.js';
import type { SopacSide } from '../schemas.js';
import { enemyOf } from './game-lookup.js';
import type { SopacGameState } from './game-state.js';

/**
 * Re-deals what `side` cannot see of the other side's orders: which of its fleets flies
 * which mission (the base game's secret missions). Its log sheet, its unseen ships and its
 * boats stay as they are: what a side has learnt of them constrains them too tightly for a
 * blind re-deal. Internal.
 */
export function resampleSopac(state: SopacGameState, side: SopacSide, dice: Dice): void {
  const theirs = state.fleets.filter((f) => f.side === enemyOf(side));
  const missions = shuffled(
    theirs.map((f) => f.mission),
    dice,
    'Missions (base game): re-dealt',
  );
  theirs.forEach((fleet, index) => {
    fleet.mission = missions[index] ?? fleet.mission;
  });
}
