import { serviceSide } from '../airbase-basing.js';
import type { CartwheelGameState } from './game-state.js';

/**
 * The game as one player may see it (6.1): the other player's airbase displays are
 * hidden (their air units at airbases and ports are removed, with their Flown, Disrupted
 * and Regroup status and their recon flight rolls); what recon revealed stays in
 * `examinations`. Units on map hexes (recon) and eliminated units stay. Internal.
 */
export function hideCartwheel(state: CartwheelGameState, side: 'allied' | 'japanese'): CartwheelGameState {
  const hidden = new Set(
    state.board.airUnits
      .filter(
        (u) =>
          serviceSide(u.unit.service) !== side &&
          (u.location.at === 'airbase' || u.location.at === 'port' || u.location.at === 'unbased'),
      )
      .map((u) => u.unit.id),
  );
  return {
    ...state,
    board: { ...state.board, airUnits: state.board.airUnits.filter((u) => !hidden.has(u.unit.id)) },
    reconFlights: Object.fromEntries(Object.entries(state.reconFlights).filter(([id]) => !hidden.has(id))),
  };
}
