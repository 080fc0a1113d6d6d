import type { Refusal } from '../../game/game.js';
import { refusal as no } from '../../game/game-helpers.js';
import { boundaryOf } from '../map-distance.js';
import type { SopacSide } from '../schemas.js';
import type { GameFleet, GameFlotilla, GameShip, SopacGameState } from './game-state.js';

/** The other side. Internal. */
export const enemyOf = (side: SopacSide): SopacSide => (side === 'Allied' ? 'Japanese' : 'Allied');

/** True for a refusal rather than a found thing. Internal. */
export const isRefusal = (value: object): value is Refusal => 'reason' in value;

/** A ship of `side` still afloat, or why not. Internal. */
export function ownShip(state: SopacGameState, side: SopacSide, id: string, field = 'ship'): GameShip | Refusal {
  const ship = state.ships.find((s) => s.id === id);
  if (ship === undefined) return no('Scenario set-up', `there is no ship ${id}`, field);
  if (ship.side !== side) return no('Scenario set-up', `${id} is not a ship of the ${side} side`, field);
  if (ship.sunk) return no('Scenario set-up', `${id} has sunk`, field);
  return ship;
}

/** A fleet of `side`, or why not. Internal. */
export function ownFleet(state: SopacGameState, side: SopacSide, id: string, field = 'fleet'): GameFleet | Refusal {
  const fleet = state.fleets.find((f) => f.id === id);
  if (fleet === undefined) return no('Scenario set-up', `there is no fleet ${id}`, field);
  if (fleet.side !== side) return no('Scenario set-up', `${id} is not a fleet of the ${side} side`, field);
  return fleet;
}

/** The fleet a ship sails in (the set-up checked it exists). Internal. */
export function fleetOf(state: SopacGameState, ship: GameShip): GameFleet {
  const fleet = state.fleets.find((f) => f.id === ship.fleet);
  if (fleet === undefined) throw new Error(`fleet ${ship.fleet} vanished`);
  return fleet;
}

/** The ships of a fleet still afloat. Internal. */
export const afloatIn = (state: SopacGameState, fleet: string): GameShip[] =>
  state.ships.filter((s) => s.fleet === fleet && !s.sunk);

/** A flotilla on `side`'s log sheet, or undefined. Internal. */
export const flotillaOf = (state: SopacGameState, side: SopacSide, id: string): GameFlotilla | undefined =>
  state.logs[side].flotillas.find((f) => f.id === id);

/** The active minefields of `owner` on a boundary this turn. Internal. */
export const activeOn = (state: SopacGameState, owner: SopacSide, boundary: string) =>
  state.logs[owner].minefields.filter((m) => m.boundary === boundary && m.activeFrom <= state.turn);

/** The boundaries of a zone, as the log sheet writes them. Internal. */
export function boundariesOf(state: SopacGameState, zone: string): string[] {
  const z = state.map.zones.find((candidate) => candidate.id === zone);
  return (z?.neighbours ?? []).map((n) => boundaryOf(zone, n));
}
