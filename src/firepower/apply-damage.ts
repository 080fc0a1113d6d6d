import * as z from 'zod';
import { appended } from '../core/appended.js';
import { parseInput } from '../core/parse-input.js';
import type { DamageDieReading } from './damage-dice.js';
import type { FirepowerRules, FirepowerRulesOverrides } from './rules.js';
import type { Period, Scale, ShipStatus, SpecialEffect } from './schemas/enums.js';
import { specialEffectSchema } from './schemas/enums.js';
import type { Ship } from './schemas/ship.js';
import { shipSchema } from './schemas/ship.js';
import { copyShipDamage, shipWithDamage } from './ship-copy.js';
import { BLACK, NO_EFFECT } from './tables/damage-die-cells.js';
import { LIST_SINKS_ABOVE } from './tables/damage-die-red.js';
import { FIRE_THRESHOLDS } from './tables/damage-die-white.js';
import { matrix1Row } from './tables/matrix-01-ship-classes.js';
import { lookupSpecialEffect } from './tables/special-effects.js';

/** The text's own scale: 30 cm is 1 foot, so an inch of BLUE DIE loss is 2.5 cm of move rate. */
export const CM_PER_INCH = 2.5;

/** What applying damage needs besides the ship: the period and scale (for the move rate) and the rules. */
export interface DamageContext {
  /** The period division (Matrix 5 move rate). */
  readonly period: Period;
  /** The model scale (large doubles the move rate). */
  readonly scale: Scale;
  /** The rules in force. */
  readonly rules: FirepowerRules;
  /** The same rules as overrides, for the Matrix 5 lookup. */
  readonly overrides?: FirepowerRulesOverrides | undefined;
}

/** A ship after some damage, with what happened in words. */
export interface AppliedDamage {
  /** The new ship state (the old one is never changed). */
  readonly ship: Ship;
  /** What happened, one line each. */
  readonly notes: readonly string[];
}

/** A status's rank, worst highest: a switch, not a lookup by a key known only at run time (this runs on many hits). */
function statusRank(status: ShipStatus): number {
  switch (status) {
    case 'afloat':
      return 0;
    case 'left-formation':
      return 1;
    case 'abandoned':
      return 2;
    case 'sunk':
      return 3;
    case 'exploded':
      return 4;
  }
}

/**
 * The worse of two ship statuses (afloat < left formation < abandoned < sunk < exploded):
 * damage never improves a ship's status.
 *
 * @example
 * ```ts
 * worseStatus('left-formation', 'abandoned'); // 'abandoned'
 * ```
 */
export function worseStatus(a: ShipStatus, b: ShipStatus): ShipStatus {
  return statusRank(b) > statusRank(a) ? b : a;
}

/**
 * A ship's move rate left, in inches, after its BLUE DIE losses (Matrix 5 move rate,
 * converted at the text's 2.5 cm to the inch).
 *
 * @example
 * ```ts
 * moveRateLeftInches(ship, { period: 'late', scale: 'small', rules }); // 8 for an undamaged ship
 * ```
 */
export function moveRateLeftInches(ship: Ship, context: DamageContext): number {
  return moveRateLeft(ship.damage.speedLostInches, context);
}

/** A ship's damage and status while damage dice are applied, changed in place. Internal. */
export interface DamageWork {
  /** The ship as it was before the dice (for its profile; never changed). */
  readonly ship: Ship;
  /** The status so far (only ever worsens). */
  status: ShipStatus;
  /** Own initiative (a BLUE black square, or special effect 1). */
  ownInitiative: boolean;
  /** Own initiative for the rest of the game (special effect 1). */
  ownInitiativeForGame: boolean;
  /** A private copy of the ship's damage, written as the dice are applied. */
  readonly damage: { -readonly [K in keyof Ship['damage']]: Ship['damage'][K] };
  /** What happened that a reader should know beyond the readings themselves. */
  readonly notes: string[];
}

/** A working copy of a ship's damage and status. Internal. */
export function damageWork(ship: Ship): DamageWork {
  return {
    ship,
    status: ship.status,
    ownInitiative: ship.ownInitiative,
    ownInitiativeForGame: ship.ownInitiativeForGame,
    damage: copyShipDamage(ship.damage),
    notes: [],
  };
}

/** The ship a {@link DamageWork} has reached: a new ship with the damage and status applied. Internal. */
export function workedShip(work: DamageWork): Ship {
  return shipWithDamage(work.ship, work.status, work.ownInitiative, work.ownInitiativeForGame, work.damage);
}

// The notes that follow from a threshold, worded once rather than on every hit that passes it.
const LIST_SINKS_NOTE = `list past ${LIST_SINKS_ABOVE}\u00b0: the ship turns turtle and sinks`;
const FIRE_ABANDONS_NOTE = `fire points over ${FIRE_THRESHOLDS.abandoned}: abandoned and left to burn`;
const FIRE_LEAVES_FORMATION_NOTE = `fire points over ${FIRE_THRESHOLDS.leavesFormation}: pulls out of formation for its own table edge`;

function worsen(work: DamageWork, status: ShipStatus, note: string): void {
  work.status = worseStatus(work.status, status);
  work.notes.push(note);
}

/**
 * Applies one damage die's reading to a working copy of a ship's damage (see
 * {@link applyDamageReading}). The reading itself is the record of what the die did;
 * notes are added only for what follows from it (sinking, explosion, fire, lost power).
 * Internal.
 */
export function applyReadingTo(work: DamageWork, reading: DamageDieReading, context: DamageContext): void {
  const { cell } = reading;
  if (cell === NO_EFFECT) return;
  const damage = work.damage;
  switch (reading.die) {
    case 'red': {
      if (cell === BLACK) {
        worsen(work, 'sunk', 'RED DIE black square: the ship turns turtle and sinks');
        return;
      }
      damage.listDegrees += cell;
      if (reading.aspect !== undefined) damage.listAspects = appended(damage.listAspects, reading.aspect);
      if (damage.listDegrees > LIST_SINKS_ABOVE) {
        worsen(work, 'sunk', LIST_SINKS_NOTE);
      }
      return;
    }
    case 'blue': {
      if (cell === BLACK) {
        damage.propulsionLost = true;
        work.notes.push('BLUE DIE black square: all propulsion lost');
        return;
      }
      damage.speedLostInches += cell;
      if (!damage.propulsionLost && moveRateLeft(damage.speedLostInches, context) <= 0) {
        damage.propulsionLost = true;
        work.notes.push('move rate at 0: all propulsion lost');
      }
      return;
    }
    case 'green': {
      if (cell === BLACK) {
        worsen(work, 'exploded', 'GREEN DIE black square: the ship explodes and sinks');
        return;
      }
      const lost = Math.abs(cell);
      damage.mainBatteryClassesLost += lost;
      // The profile's secondary, read without copying the Matrix 1 row (this runs on every hit).
      const ship = work.ship;
      if ((ship.profile ?? matrix1Row(ship.class, context.rules.tables.shipClasses)).secondary !== null) {
        damage.secondaryBatteryClassesLost =
          context.rules.interpretations.secondaryBatteryLoss === 'total'
            ? Math.floor(damage.mainBatteryClassesLost / 2)
            : damage.secondaryBatteryClassesLost + Math.floor(lost / 2);
      }
      return;
    }
    case 'white': {
      if (cell === BLACK) {
        worsen(work, 'abandoned', 'WHITE DIE black square: the ship is abandoned');
        return;
      }
      damage.firePoints += cell;
      if (damage.firePoints > FIRE_THRESHOLDS.abandoned) {
        worsen(work, 'abandoned', FIRE_ABANDONS_NOTE);
      } else if (damage.firePoints > FIRE_THRESHOLDS.leavesFormation) {
        worsen(work, 'left-formation', FIRE_LEAVES_FORMATION_NOTE);
      }
      return;
    }
  }
}

/** Inches of move rate left after `speedLostInches` of BLUE DIE losses. */
function moveRateLeft(speedLostInches: number, context: DamageContext): number {
  const table = context.rules.tables.movement;
  const rate = table[context.period].moveRateCm * (context.scale === 'large' ? table.largeScaleMoveMultiplier : 1);
  return rate / CM_PER_INCH - speedLostInches;
}

/**
 * Applies one coloured damage die's reading to a ship and returns the new ship (never
 * changing the old one):
 * - RED: list accumulates; past 40° or a black square, the ship turns turtle and sinks.
 * - BLUE: inches of move rate lost accumulate; at 0 or below, or a black square, propulsion is lost
 *   (a black square also sends the ship to Matrix 4, which the resolver throws).
 * - GREEN: main battery classes lost accumulate; the secondary loses half (rounded down, see
 *   `interpretations.secondaryBatteryLoss`); a black square explodes the ship.
 * - WHITE: fire points accumulate; over 8 the ship leaves formation, over 12 or a black square it is abandoned.
 *
 * The notes say only what follows from the reading (a sinking, lost propulsion, a ship out
 * of formation); the reading is itself the record of what the die did.
 *
 * @example
 * ```ts
 * applyDamageReading(ship, { die: 'red', score: 6, level: 'M', cell: 25 }, context).ship.damage.listDegrees; // +25
 * ```
 */
export function applyDamageReading(ship: Ship, reading: DamageDieReading, context: DamageContext): AppliedDamage {
  if (reading.cell === NO_EFFECT) return { ship, notes: [] };
  const work = damageWork(ship);
  applyReadingTo(work, reading, context);
  return { ship: workedShip(work), notes: work.notes };
}

const specialEffectArgs = z.strictObject({ ship: shipSchema, effect: specialEffectSchema });

/**
 * Records a special effect on a ship (Page 15) and applies what needs no further die:
 * 1 own initiative for the rest of the game; 3 engine rooms (movement halved each turn,
 * which the game applies turn by turn); 4 power lost (no armament or radar); 6 munitions,
 * the ship sinks. Effects 2 and 5 throw more damage dice, which the resolver does.
 *
 * @example
 * ```ts
 * applySpecialEffect(ship, 6).ship.status; // 'sunk'
 * ```
 */
export function applySpecialEffect(given: Ship, effect: SpecialEffect): AppliedDamage {
  const { ship } = parseInput(
    specialEffectArgs,
    { ship: given, effect },
    { rule: 'Special effects', what: 'special effect' },
  );
  const work = damageWork(ship);
  applySpecialEffectTo(work, effect);
  return { ship: workedShip(work), notes: work.notes };
}

/** {@link applySpecialEffect} on a working copy of a ship's damage. Internal. */
export function applySpecialEffectTo(work: DamageWork, effect: SpecialEffect): void {
  const row = lookupSpecialEffect(effect);
  work.damage.specialEffects = appended(work.damage.specialEffects, effect);
  if (row.kind === 'own-initiative') {
    work.ownInitiative = true;
    work.ownInitiativeForGame = true;
  }
  if (row.kind === 'munitions') work.status = worseStatus(work.status, 'sunk');
  work.notes.push(`special effect ${effect}: ${row.summary}`);
}

const shipArgs = z.strictObject({ ship: shipSchema });

/**
 * True when special effect 4 (power lost) has struck the ship: it cannot use its armament.
 *
 * @example
 * ```ts
 * hasLostPower(ship); // false for an undamaged ship
 * ```
 */
export function hasLostPower(ship: Ship): boolean {
  return lostPower(parseInput(shipArgs, { ship }, { rule: 'Special effects', what: 'ship' }).ship);
}

/** {@link hasLostPower} on a ship already validated: the resolvers' own path, no parse. Internal. */
export function lostPower(ship: Ship): boolean {
  return ship.damage.specialEffects.includes(4);
}

/**
 * True when the ship can still act: afloat or out of formation (not abandoned, sunk or exploded).
 *
 * @example
 * ```ts
 * isInAction(ship); // true for an undamaged ship
 * ```
 */
export function isInAction(ship: Ship): boolean {
  return inAction(parseInput(shipArgs, { ship }, { rule: 'Damage', what: 'ship' }).ship);
}

/** {@link isInAction} on a ship already validated: the resolvers' own path, no parse. Internal. */
export function inAction(ship: Ship): boolean {
  return ship.status === 'afloat' || ship.status === 'left-formation';
}
