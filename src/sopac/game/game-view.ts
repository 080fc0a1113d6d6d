import type * as z from 'zod';
import { enemyOf } from './game-lookup.js';
import { type SopacGameState, sopacGameStateSchema } from './game-state.js';

/**
 * Zod schema of a SOPAC game as one side sees it (`sopacGame.viewFor`): the state without
 * the dice, the other side's log sheet, missions, MTB orders and unseen ships left out.
 */
export const sopacViewSchema = sopacGameStateSchema.omit({ dice: true });
/** A SOPAC game as one side sees it. */
export type SopacView = z.output<typeof sopacViewSchema>;

/**
 * The game as one side may see it: the other side's log sheet is hidden (its minefields
 * always, its flotillas unless they made contact: 19.31, 20.21, 20.3), its fleets' missions
 * and its MTB orders are hidden, and of its ships only those MTB contact revealed are shown.
 * Contact rolls the side did not make show only when contact was made. What a side has
 * learnt of mined boundaries is in its `known` list; the ships of an enemy fleet stopped at
 * a minefield are not named. Internal.
 */
export function hideSopac(state: SopacGameState, side: 'Allied' | 'Japanese'): SopacView {
  const them = enemyOf(side);
  const known = state.known[side];
  const ownFlotillas = new Set(state.logs[side].flotillas.map((f) => f.id));
  // One copy of the state (the rest of it), whose hidden parts are then replaced in place.
  const { dice: _dice, ...view } = state;
  const own = view as unknown as { -readonly [K in keyof SopacView]: SopacView[K] };
  own.fleets = state.fleets.map((f) => (f.side === them ? { ...f, mission: null } : f));
  const ships: SopacView['ships'][number][] = [];
  for (const s of state.ships) {
    // Of an enemy ship it sees, a side knows no orders, and not how long it has gone
    // undisturbed (that would tell a secret mission or a minefield laid, 19.31, 19.41).
    if (s.side === side) ships.push(s);
    else if (known.ships.includes(s.id)) ships.push({ ...s, firesAt: null, undisturbedTurns: 0 });
  }
  own.ships = ships;
  const theirs = {
    minefields: [],
    flotillas: state.logs[them].flotillas.filter((f) => known.flotillas.includes(f.id)),
  };
  const unknown = { boundaries: [], ships: [], flotillas: [] };
  // Written out by side rather than spread with a computed key: the same two keys, in order.
  own.logs =
    side === 'Allied'
      ? { Allied: state.logs.Allied, Japanese: theirs }
      : { Allied: theirs, Japanese: state.logs.Japanese };
  own.known = side === 'Allied' ? { Allied: known, Japanese: unknown } : { Allied: unknown, Japanese: known };
  own.mtbOrders =
    side === 'Allied'
      ? { Allied: state.mtbOrders.Allied, Japanese: 'none' }
      : { Allied: 'none', Japanese: state.mtbOrders.Japanese };
  own.contacts = state.contacts.filter((c) => ownFlotillas.has(c.flotilla) || c.made);
  own.crossing =
    state.crossing === null || state.fleets.find((f) => f.id === state.crossing?.fleet)?.side === side
      ? state.crossing
      : { ...state.crossing, toRoll: [], rolled: [] };
  return own;
}
