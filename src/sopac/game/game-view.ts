import { enemyOf } from './game-lookup.js';
import type { SopacGameState } from './game-state.js';

/**
 * The game as one side may see it: the other side's log sheet is hidden (its minefields
 * always, its flotillas unless they made contact), its fleets' missions are hidden, and of
 * its ships only those MTB contact revealed are shown. What a side has learnt of mined
 * boundaries is in its `known` list; the ships of an enemy fleet stopped at a minefield
 * are not named. Internal.
 */
export function hideSopac(state: SopacGameState, side: 'Allied' | 'Japanese'): SopacGameState {
  const them = enemyOf(side);
  const known = state.known[side];
  return {
    ...state,
    fleets: state.fleets.map((f) => (f.side === them ? { ...f, mission: null } : f)),
    ships: state.ships.filter((s) => s.side === side || known.ships.includes(s.id)),
    logs: {
      ...state.logs,
      [them]: { minefields: [], flotillas: state.logs[them].flotillas.filter((f) => known.flotillas.includes(f.id)) },
    },
    known: { ...state.known, [them]: { boundaries: [], ships: [], flotillas: [] } },
    crossing:
      state.crossing === null || state.fleets.find((f) => f.id === state.crossing?.fleet)?.side === side
        ? state.crossing
        : { ...state.crossing, toRoll: [], rolled: [] },
  };
}
