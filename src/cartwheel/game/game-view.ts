import type * as z from 'zod';
import type { AirUnitState } from '../schemas/air-unit-state.js';
import { belongsTo } from './game-side-board.js';
import { type CartwheelGameState, cartwheelGameStateSchema } from './game-state.js';

/**
 * Zod schema of a Cartwheel game as one player sees it (`cartwheelGame.viewFor`): the state
 * without the dice, the other player's airbase displays and recon results left out.
 */
export const cartwheelViewSchema = cartwheelGameStateSchema.omit({ dice: true });
/** A Cartwheel game as one player sees it. */
export type CartwheelView = z.output<typeof cartwheelViewSchema>;

/**
 * The game as one player may see it (6.1): the other player's airbase displays are
 * hidden (their air units at airbases and ports are removed, with their Flown, Disrupted
 * and Regroup status and their recon flight rolls); what the player's own recon disclosed
 * stays in `examinations`, the other's recon results do not (7.3.4). Units on map hexes
 * (recon) and eliminated units stay. Internal.
 */
export function hideCartwheel(state: CartwheelGameState, side: 'Allied' | 'Japanese'): CartwheelView {
  const hidden = (u: AirUnitState) =>
    !belongsTo(u, side) && (u.location.at === 'airbase' || u.location.at === 'port' || u.location.at === 'unbased');
  // The rest of the state, with its hidden parts replaced in place: not spread again, for
  // V8 gives a frozen copy made by spread a shape of its own (every view one, before).
  const { dice: _dice, ...rest } = state;
  const view = rest as { -readonly [K in keyof CartwheelView]: CartwheelView[K] };
  view.board = { ...state.board, airUnits: state.board.airUnits.filter((u) => !hidden(u)) };
  view.reconFlights = state.reconFlights.filter((f) => f.side === side);
  view.examinations = state.examinations.filter((e) => e.by === side);
  return view;
}
