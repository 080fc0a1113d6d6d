import type { Ship, ShipDamage } from './schemas/ship.js';

// Spreading a frozen object (every parsed input the parse cache keeps is frozen) takes V8
// its slow path, several times the cost of an object literal. A ship is copied on every
// hit, so these copies are written out field by field, in the order the schema writes them.
// test/firepower/ship-copy.test.ts fails when the ship schema gains a field.

/**
 * A copy of a ship's damage record. Internal.
 *
 * @example
 * ```ts
 * copyShipDamage(ship.damage); // equal to { ...ship.damage }, and not frozen
 * ```
 */
export function copyShipDamage(d: ShipDamage): ShipDamage {
  return {
    listDegrees: d.listDegrees,
    listAspects: d.listAspects,
    speedLostInches: d.speedLostInches,
    propulsionLost: d.propulsionLost,
    mainBatteryClassesLost: d.mainBatteryClassesLost,
    secondaryBatteryClassesLost: d.secondaryBatteryClassesLost,
    firePoints: d.firePoints,
    specialEffects: d.specialEffects,
    damageLevels: d.damageLevels,
    submarineDamaged: d.submarineDamaged,
  };
}

/**
 * A copy of a ship with new damage and status, its keys in the same order as
 * `{ ...ship, status, ownInitiative, ownInitiativeForGame, damage }`. Internal.
 *
 * @example
 * ```ts
 * shipWithDamage(ship, 'sunk', false, false, copyShipDamage(ship.damage)).status; // 'sunk'
 * ```
 */
export function shipWithDamage(
  ship: Ship,
  status: Ship['status'],
  ownInitiative: boolean,
  ownInitiativeForGame: boolean,
  damage: ShipDamage,
): Ship {
  // The optional fields sit between the required ones: keep the spread's key order there.
  if (ship.propulsion !== undefined || ship.profile !== undefined) {
    return { ...ship, status, ownInitiative, ownInitiativeForGame, damage };
  }
  return {
    name: ship.name,
    class: ship.class,
    subClass: ship.subClass,
    nationality: ship.nationality,
    flag: ship.flag,
    damage,
    status,
    ownInitiative,
    ownInitiativeForGame,
    hasFired: ship.hasFired,
    brokenOff: ship.brokenOff,
    submerged: ship.submerged,
  };
}
