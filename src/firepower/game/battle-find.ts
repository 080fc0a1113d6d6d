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

/** The ship named `name`, wherever it is, or undefined. Internal. */
export function findShip(state: BattleState, name: string): Found | undefined {
  for (const fleet of state.fleets) {
    for (const squadron of fleet.squadrons) {
      const ship = squadron.ships.find((s) => s.name === name);
      if (ship !== undefined) return { fleet, squadron, ship, side: fleet.side };
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

/** Replaces a ship (by name) in a state copy the game owns. Internal. */
export function replaceShip(state: BattleState, next: Ship): void {
  for (const fleet of state.fleets) {
    for (const squadron of fleet.squadrons) {
      const index = squadron.ships.findIndex((s) => s.name === next.name);
      if (index >= 0) {
        squadron.ships[index] = next;
        return;
      }
    }
  }
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
