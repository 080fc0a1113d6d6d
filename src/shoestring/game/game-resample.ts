import type { Dice } from '../../dice/dice.js';
import { redeal } from '../../game/game-helpers.js';
import type { ShoestringGameState } from './game-state.js';

/**
 * Re-deals what `side` cannot see of the other side's forces: among its naval units that
 * look alike in `side`'s view (type, strength, damage, repair box, Yamato), which holds
 * which assignment, sea zone and patrol extension (I.A.4, II.A.1, N18.7); among its air
 * units that look alike, which is on search in which zone (II.A.2). Counts by zone, and so
 * every air-search report, stay as they were. Internal.
 */
export function resampleShoestring(state: ShoestringGameState, side: 'US' | 'Japanese', dice: Dice): void {
  const forces = state.forces[side === 'US' ? 'Japanese' : 'US'];
  redeal(
    forces.naval,
    ({ id: _id, assignedTo: _a, zone: _z, extended: _e, triedExtension: _t, ...seen }) => JSON.stringify(seen),
    (unit) => ({
      assignedTo: unit.assignedTo,
      zone: unit.zone,
      extended: unit.extended,
      triedExtension: unit.triedExtension,
    }),
    (unit, secret) => Object.assign(unit, secret),
    dice,
    'I.A.4 re-dealt assignment',
  );
  redeal(
    forces.air.filter((unit) => unit.status !== 'eliminated'),
    ({ id: _id, status: _s, zone: _z, ...seen }) => JSON.stringify(seen),
    (unit) => ({ status: unit.status, zone: unit.zone }),
    (unit, secret) => Object.assign(unit, secret),
    dice,
    'II.A.2 re-dealt search',
  );
}
