import { firstByKey } from '../../core/first-by-key.js';
import { scopedValue } from '../../core/scoped-value.js';
import type { Refusal } from '../../game/game.js';
import { refusal as no } from '../../game/game-helpers.js';
import { boundaryOf } from '../map-distance.js';
import type { SopacSide } from '../schemas.js';
import type { GameFleet, GameFlotilla, GameShip, SopacGameState } from './game-state.js';

/** The other side. Internal. */
export const enemyOf = (side: SopacSide): SopacSide => (side === 'Allied' ? 'Japanese' : 'Allied');

/** True for a refusal rather than a found thing. Internal. */
export const isRefusal = (value: object): value is Refusal => 'reason' in value;

/** A zone of the state's map. */
type MapZone = SopacGameState['map']['zones'][number];

/** The ships, fleets and map zones of one state by id, while {@link withSopacIndex} runs on it. */
const index = scopedValue<{
  readonly state: SopacGameState;
  readonly ships: Map<string, GameShip>;
  readonly fleets: Map<string, GameFleet>;
  readonly zones: Map<string, MapZone>;
}>();

/**
 * Runs `run` with the ships, fleets and map zones of `state` indexed by id, so that each
 * look-up here on that state is one step: for many refusals on one state that nothing
 * changes meanwhile (legalActions weighs every candidate). The first of a repeated id is
 * the one found, as a search would find it. The index lasts only while `run` runs. Internal.
 */
export function withSopacIndex<T>(state: SopacGameState, run: () => T): T {
  const ships = firstByKey(state.ships, (ship) => ship.id);
  const fleets = firstByKey(state.fleets, (fleet) => fleet.id);
  const zones = firstByKey(state.map.zones, (zone) => zone.id);
  return index.run({ state, ships, fleets, zones }, run);
}

function shipById(state: SopacGameState, id: string): GameShip | undefined {
  const indexed = index.current();
  return indexed?.state === state ? indexed.ships.get(id) : state.ships.find((s) => s.id === id);
}

function fleetById(state: SopacGameState, id: string): GameFleet | undefined {
  const indexed = index.current();
  return indexed?.state === state ? indexed.fleets.get(id) : state.fleets.find((f) => f.id === id);
}

/** The map zone `id`, or undefined. Internal. */
export function zoneById(state: SopacGameState, id: string): MapZone | undefined {
  const indexed = index.current();
  return indexed?.state === state ? indexed.zones.get(id) : state.map.zones.find((z) => z.id === id);
}

/** A ship of `side` still afloat, or why not. Internal. */
export function ownShip(state: SopacGameState, side: SopacSide, id: string, field = 'ship'): GameShip | Refusal {
  const ship = shipById(state, id);
  if (ship === undefined) return no('Scenario set-up', `there is no ship ${id}`, field);
  if (ship.side !== side) return no('Scenario set-up', `${id} is not a ship of the ${side} side`, field);
  if (ship.sunk) return no('Scenario set-up', `${id} has sunk`, field);
  return ship;
}

/** A fleet of `side`, or why not. Internal. */
export function ownFleet(state: SopacGameState, side: SopacSide, id: string, field = 'fleet'): GameFleet | Refusal {
  const fleet = fleetById(state, id);
  if (fleet === undefined) return no('Scenario set-up', `there is no fleet ${id}`, field);
  if (fleet.side !== side) return no('Scenario set-up', `${id} is not a fleet of the ${side} side`, field);
  return fleet;
}

/** The fleet a ship sails in (the set-up checked it exists). Internal. */
export function fleetOf(state: SopacGameState, ship: GameShip): GameFleet {
  const fleet = fleetById(state, ship.fleet);
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
  return (zoneById(state, zone)?.neighbours ?? []).map((n) => boundaryOf(zone, n));
}
