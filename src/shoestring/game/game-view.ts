import type * as z from 'zod';
import type { GameEvent } from '../../game/game.js';
import { type ShoestringGameState, shoestringGameStateSchema } from './game-state.js';

/**
 * Zod schema of a Shoestring game as one side sees it (`shoestringGame.viewFor`): the state
 * without the dice; the other side's assignment, sea zones, extensions, search bombers,
 * transport points by turn and Yamato commitment blanked (see `viewFor`).
 */
export const shoestringViewSchema = shoestringGameStateSchema.omit({ dice: true });
/** A Shoestring game as one side sees it. */
export type ShoestringView = z.output<typeof shoestringViewSchema>;

/**
 * The game as one side may see it: the other side's assignment (I.A.4), its sea-zone
 * placement (II.A.1), its search bombers (II.A.2) and its patrol extensions (N18.7, V.A)
 * are secret. An air search that finds that side gives only its report (II.B.1: N ship
 * counters, M of them carriers, in `found`), never which units. Internal.
 */
export function hideShoestring(state: ShoestringGameState, side: 'US' | 'Japanese'): ShoestringView {
  const them = side === 'US' ? 'Japanese' : 'US';
  const forces = state.forces[them];
  const hidden = {
    ...forces,
    naval: forces.naval.map((unit) => ({
      ...unit,
      assignedTo: null,
      extended: false,
      triedExtension: false,
      zone: null,
    })),
    air: forces.air.map((unit) => (unit.status === 'search' ? { ...unit, status: 'base' as const, zone: null } : unit)),
    transportPoints: {
      pool: forces.transportPoints.pool + forces.transportPoints.odd + forces.transportPoints.even,
      odd: 0,
      even: 0,
      zones: [],
    },
  };
  const own = state.forces[side];
  // The rest of the state, with its hidden parts replaced in place: not spread again, for
  // V8 gives a frozen copy made by spread a shape of its own (every view one, before).
  const { dice: _dice, ...rest } = state;
  const view = rest as { -readonly [K in keyof ShoestringView]: ShoestringView[K] };
  view.forces = side === 'US' ? { US: own, Japanese: hidden } : { US: hidden, Japanese: own };
  view.yamatoCommitted = side === 'Japanese' ? state.yamatoCommitted : null;
  return view;
}

/** Fields of an event kept from the side that did not act: its secret choices (I.A.4, II.A.1, II.A.2). */
const SECRET_FIELDS: Readonly<Record<string, readonly string[]>> = Object.assign(Object.create(null), {
  'naval-assignment': ['yamatoCommitted'],
  placed: ['units', 'transportPoints'],
  'search-bombers': ['units'],
});

/** The event as `side` may see it: the other side's secret choices removed from it. Internal. */
export function shoestringEventFor(event: GameEvent, side: 'US' | 'Japanese'): GameEvent {
  const secret = SECRET_FIELDS[event.type];
  if (secret === undefined || event.data.side === side) return event;
  const data = Object.fromEntries(Object.entries(event.data).filter(([key]) => !secret.includes(key)));
  return { ...event, data };
}
