import { firstByKey } from '../../core/first-by-key.js';
import { scopedValue } from '../../core/scoped-value.js';
import type { AircraftStand } from '../schemas/aircraft.js';
import type { Ship } from '../schemas/ship.js';
import type { Squadron } from '../schemas/squadron.js';
import type { BattleFleet, BattleSide, BattleState } from './battle-state.js';

/** A ship of the battle with the fleet and squadron that hold it. Internal. */
export interface Found {
  readonly fleet: BattleFleet;
  readonly squadron: Squadron;
  readonly ship: Ship;
  readonly side: BattleSide;
}

/** A ship's record of this player turn (see `shipTurnFor`). */
type ShipTurn = BattleState['shipTurns'][number];

/** The ships of one state by name, and their records of the turn, while {@link withShipIndex} runs on it. */
const index = scopedValue<{
  readonly state: BattleState;
  readonly ships: Map<string, Found>;
  readonly turns: Map<string, ShipTurn>;
}>();

/**
 * Runs `run` with the ships of `state` and their records of the turn indexed by name, so
 * that {@link findShip} and `shipTurnFor` on that state are one look-up each: for many
 * refusals on one state that nothing changes meanwhile (legalActions weighs every
 * candidate). The index lasts only while `run` runs. Internal.
 */
export function withShipIndex<T>(state: BattleState, run: () => T): T {
  const ships = new Map<string, Found>();
  for (const fleet of state.fleets) {
    for (const squadron of fleet.squadrons) {
      for (const ship of squadron.ships) {
        if (!ships.has(ship.name)) ships.set(ship.name, { fleet, squadron, ship, side: fleet.side });
      }
    }
  }
  return index.run({ state, ships, turns: firstByKey(state.shipTurns, (turn) => turn.ship) }, run);
}

/** The ships' records of the turn by name while {@link withShipIndex} runs on `state`; else undefined. Internal. */
export function indexedShipTurns(state: BattleState): ReadonlyMap<string, ShipTurn> | undefined {
  const indexed = index.current();
  return indexed?.state === state ? indexed.turns : undefined;
}

/** The ship named `name`, wherever it is, or undefined. Internal. */
export function findShip(state: BattleState, name: string): Found | undefined {
  const indexed = index.current();
  if (indexed?.state === state) return indexed.ships.get(name);
  for (const fleet of state.fleets) {
    for (const squadron of fleet.squadrons) {
      for (const ship of squadron.ships) {
        if (ship.name === name) return { fleet, squadron, ship, side: fleet.side };
      }
    }
  }
  return undefined;
}

/** The squadron named `name` with its fleet, or undefined. Internal. */
export function findSquadron(
  state: BattleState,
  name: string,
): { readonly fleet: BattleFleet; readonly squadron: Squadron } | undefined {
  for (const fleet of state.fleets) {
    const squadron = fleet.squadrons.find((s) => s.name === name);
    if (squadron !== undefined) return { fleet, squadron };
  }
  return undefined;
}

/** The fleet of `side`. Internal. */
export function fleetOf(state: BattleState, side: BattleSide): BattleFleet {
  return state.fleets[side === 'A' ? 0 : 1] as BattleFleet;
}

/** The other player. Internal. */
export function otherSide(side: BattleSide): BattleSide {
  return side === 'A' ? 'B' : 'A';
}

/** True while a ship can act: afloat or out of formation. Internal. */
export function inAction(ship: Ship): boolean {
  return ship.status === 'afloat' || ship.status === 'left-formation';
}

/** The squadron's flagship: the ship flagged squadron or fleet, else its first ship in action. Internal. */
export function squadronFlagship(squadron: Squadron): Ship | undefined {
  return squadron.ships.find((s) => s.flag !== 'none' && inAction(s)) ?? squadron.ships.find(inAction);
}

/** The fleet flagship of `side` if it is still in action. Internal. */
export function fleetFlagship(state: BattleState, side: BattleSide): Ship | undefined {
  for (const squadron of fleetOf(state, side).squadrons) {
    const ship = squadron.ships.find((s) => s.flag === 'fleet');
    if (ship !== undefined) return inAction(ship) ? ship : undefined;
  }
  return undefined;
}

/**
 * The fleets of a step's state are copied only where the step changes them (the game's
 * `sharedFields`): a frozen part is the returned state's own, shared, and is copied before
 * it is written. These give the part to write, copied on the way down where frozen.
 */
function own<T extends object>(value: T): T {
  if (!Object.isFrozen(value)) return value;
  return (Array.isArray(value) ? [...value] : { ...value }) as T;
}

/** The fleet at `index` (0 for A, 1 for B), writable. Internal. */
export function writableFleet(state: BattleState, index: number): BattleFleet {
  state.fleets = own(state.fleets);
  const fleet = own(state.fleets[index] as BattleFleet);
  state.fleets[index] = fleet;
  return fleet;
}

/** Where the ship named `name` stands: fleet, squadron and ship indexes, or undefined. */
function shipAt(state: BattleState, name: string): readonly [number, number, number] | undefined {
  for (const [f, fleet] of state.fleets.entries()) {
    for (const [q, squadron] of fleet.squadrons.entries()) {
      const i = squadron.ships.findIndex((s) => s.name === name);
      if (i >= 0) return [f, q, i];
    }
  }
  return undefined;
}

/** The squadron at fleet `f`, index `q`, writable, with its list of ships. */
function squadronAt(state: BattleState, f: number, q: number): Squadron {
  const fleet = writableFleet(state, f);
  fleet.squadrons = own(fleet.squadrons);
  const squadron = own(fleet.squadrons[q] as Squadron);
  fleet.squadrons[q] = squadron;
  squadron.ships = own(squadron.ships);
  return squadron;
}

/** The squadron named `name`, writable, or undefined. Internal. */
export function writableSquadron(state: BattleState, name: string): Squadron | undefined {
  for (const [f, fleet] of state.fleets.entries()) {
    const q = fleet.squadrons.findIndex((s) => s.name === name);
    if (q >= 0) return squadronAt(state, f, q);
  }
  return undefined;
}

/** The ship named `name`, writable, or undefined. Internal. */
export function writableShip(state: BattleState, name: string): Ship | undefined {
  const at = shipAt(state, name);
  if (at === undefined) return undefined;
  const squadron = squadronAt(state, at[0], at[1]);
  const ship = own(squadron.ships[at[2]] as Ship);
  squadron.ships[at[2]] = ship;
  return ship;
}

/** Replaces a ship (by name) in a step's state. Internal. */
export function replaceShip(state: BattleState, next: Ship): void {
  const at = shipAt(state, next.name);
  if (at !== undefined) squadronAt(state, at[0], at[1]).ships[at[2]] = next;
}

/** The aircraft stand named `name` with its side, or undefined. Internal. */
export function findStand(
  state: BattleState,
  name: string,
): { readonly fleet: BattleFleet; readonly stand: AircraftStand; readonly side: BattleSide } | undefined {
  for (const fleet of state.fleets) {
    const stand = fleet.aircraft.find((s) => s.name === name);
    if (stand !== undefined) return { fleet, stand, side: fleet.side };
  }
  return undefined;
}
