import type { Dice } from '../../dice/dice.js';
import { redeal } from '../../game/game-helpers.js';
import { serviceSide } from '../service-side.js';
import type { CartwheelGameState } from './game-state.js';

/**
 * Re-deals what `side` cannot see of the other player's airbase displays (6.1): among its
 * air units at airbases, at ports or unbased whose counters are alike (all but the id) and
 * whose strength and Flown status the reports made known, which stands where, Disrupted,
 * Regrouping or stage-moved. What a recon examination disclosed (fighters and bombers by
 * airbase) stays as it was. Internal.
 */
export function resampleCartwheel(state: CartwheelGameState, side: 'Allied' | 'Japanese', dice: Dice): void {
  const hidden = state.board.airUnits.filter(
    (u) =>
      serviceSide(u.unit.service) !== side &&
      (u.location.at === 'airbase' || u.location.at === 'port' || u.location.at === 'unbased'),
  );
  const placed = new Map(hidden.map((u) => [u, { ...u }]));
  redeal(
    hidden,
    (u) => {
      const { id: _id, ...counter } = u.unit;
      return JSON.stringify([counter, u.reduced, u.flown]);
    },
    (u) => ({ location: u.location, disrupted: u.disrupted, regrouping: u.regrouping, stageMoved: u.stageMoved }),
    (u, secret) => placed.set(u, { ...u, ...secret }),
    dice,
    '6.1 re-dealt airbase displays',
  );
  state.board = { ...state.board, airUnits: state.board.airUnits.map((u) => placed.get(u) ?? u) };
}
