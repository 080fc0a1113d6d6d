import type { ShoestringGameState } from './game-state.js';

/**
 * The game as one side may see it: the other side's assignment (I.A.4), its sea-zone
 * placement (II.A.1) and search bombers (II.A.2) are secret until found; a unit in a zone
 * where air search found that side keeps its zone. Internal.
 */
export function hideShoestring(state: ShoestringGameState, side: 'US' | 'Japanese'): ShoestringGameState {
  const them = side === 'US' ? 'Japanese' : 'US';
  const seen = new Set(state.found.filter((f) => f.side === them).map((f) => f.zone));
  const forces = state.forces[them];
  const hidden = {
    ...forces,
    naval: forces.naval.map((unit) => ({
      ...unit,
      assignedTo: null,
      extended: false,
      zone: unit.zone !== null && seen.has(unit.zone) ? unit.zone : null,
    })),
    air: forces.air.map((unit) => (unit.status === 'search' ? { ...unit, status: 'base' as const, zone: null } : unit)),
    transportPoints: {
      pool: forces.transportPoints.pool + forces.transportPoints.odd + forces.transportPoints.even,
      odd: 0,
      even: 0,
    },
  };
  return { ...state, forces: { ...state.forces, [them]: hidden }, yamatoCommitted: null };
}
