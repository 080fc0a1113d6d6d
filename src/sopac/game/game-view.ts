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
  const ships: SopacView['ships'][number][] = [];
  for (const s of state.ships) {
    // Of an enemy ship it sees, a side knows no orders, and not how long it has gone
    // undisturbed (that would tell a secret mission or a minefield laid, 19.31, 19.41).
    if (s.side === side) ships.push(s);
    else if (known.ships.includes(s.id)) ships.push({ ...s, firesAt: null, undisturbedTurns: 0 });
  }
  const theirs = {
    minefields: [],
    flotillas: state.logs[them].flotillas.filter((f) => known.flotillas.includes(f.id)),
  };
  const unknown = { boundaries: [], ships: [], flotillas: [] };
  const allied = side === 'Allied';
  // One object literal in the schema's order, not a rest of the frozen state: V8 copies a
  // frozen object's rest field by field, several times slower. Both sides' records are
  // written out by side rather than spread with a computed key: the same two keys, in order.
  return {
    game: state.game,
    rules: state.rules,
    map: state.map,
    gunneryDamageTable: state.gunneryDamageTable,
    turn: state.turn,
    lastTurn: state.lastTurn,
    light: state.light,
    afterDayTurn: state.afterDayTurn,
    weather: state.weather,
    fleets: state.fleets.map((f) => (f.side === them ? { ...f, mission: null } : f)),
    ships,
    logs: allied ? { Allied: state.logs.Allied, Japanese: theirs } : { Allied: theirs, Japanese: state.logs.Japanese },
    known: allied ? { Allied: known, Japanese: unknown } : { Allied: unknown, Japanese: known },
    mtbBases: state.mtbBases,
    points: state.points,
    mtbOrders: allied
      ? { Allied: state.mtbOrders.Allied, Japanese: 'none' }
      : { Allied: 'none', Japanese: state.mtbOrders.Japanese },
    contacts: state.contacts.filter((c) => ownFlotillas.has(c.flotilla) || c.made),
    reveal: state.reveal,
    crossing:
      state.crossing === null || state.fleets.find((f) => f.id === state.crossing?.fleet)?.side === side
        ? state.crossing
        : { ...state.crossing, toRoll: [], rolled: [] },
    mtbAttack: state.mtbAttack,
  };
}
