import type { SopacSide } from '../schemas.js';
import type { SopacGameState } from './game-state.js';

/** Records that `side` learnt of at least `minefields` enemy minefields on a boundary. Internal. */
export function learnBoundary(state: SopacGameState, side: SopacSide, boundary: string, minefields: number): void {
  const known = state.known[side].boundaries;
  const entry = known.find((b) => b.boundary === boundary);
  if (entry === undefined) known.push({ boundary, minefields, turn: state.turn });
  else {
    entry.minefields = minefields;
    entry.turn = state.turn;
  }
}

/** Adds ids to a known list, once each. Internal. */
export function learnIds(list: string[], ids: readonly string[]): void {
  for (const id of ids) if (!list.includes(id)) list.push(id);
}
