import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { profileIn } from './classes.js';
import type { DamageDieReading } from './damage-dice.js';
import type { FirepowerRules, FirepowerRulesOverrides } from './rules.js';
import type { Period, Scale, ShipStatus, SpecialEffect } from './schemas/enums.js';
import { specialEffectSchema } from './schemas/enums.js';
import type { Ship } from './schemas/ship.js';
import { shipSchema } from './schemas/ship.js';
import { BLACK, NO_EFFECT } from './tables/damage-die-cells.js';
import { LIST_SINKS_ABOVE } from './tables/damage-die-red.js';
import { FIRE_THRESHOLDS } from './tables/damage-die-white.js';
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

const STATUS_RANK: Readonly<Record<ShipStatus, number>> = {
  afloat: 0,
  'left-formation': 1,
  abandoned: 2,
  sunk: 3,
  exploded: 4,
};

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
  return STATUS_RANK[b] > STATUS_RANK[a] ? b : a;
}

function withStatus(ship: Ship, status: ShipStatus): Ship {
  const next = worseStatus(ship.status, status);
  return next === ship.status ? ship : { ...ship, status: next };
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
  const table = context.rules.tables.movement;
  const rate = table[context.period].moveRateCm * (context.scale === 'large' ? table.largeScaleMoveMultiplier : 1);
  return rate / CM_PER_INCH - ship.damage.speedLostInches;
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
 * @example
 * ```ts
 * applyDamageReading(ship, { die: 'red', score: 6, level: 'M', cell: 25 }, context).ship.damage.listDegrees; // +25
 * ```
 */
export function applyDamageReading(ship: Ship, reading: DamageDieReading, context: DamageContext): AppliedDamage {
  const { cell } = reading;
  const tag = `${reading.die.toUpperCase()} DIE ${reading.score} at ${reading.level}`;
  if (cell === NO_EFFECT) return { ship, notes: [`${tag}: no effect`] };
  switch (reading.die) {
    case 'red': {
      if (cell === BLACK)
        return { ship: withStatus(ship, 'sunk'), notes: [`${tag}: black square, turns turtle and sinks`] };
      const listDegrees = ship.damage.listDegrees + cell;
      const listAspects =
        reading.aspect === undefined ? ship.damage.listAspects : [...ship.damage.listAspects, reading.aspect];
      let next: Ship = { ...ship, damage: { ...ship.damage, listDegrees, listAspects } };
      const notes = [
        `${tag}: ${cell}\u00b0 list${reading.aspect === undefined ? '' : ` to ${reading.aspect}`}, ${listDegrees}\u00b0 in all`,
      ];
      if (listDegrees > LIST_SINKS_ABOVE) {
        next = withStatus(next, 'sunk');
        notes.push(`list past ${LIST_SINKS_ABOVE}\u00b0: turns turtle and sinks`);
      }
      return { ship: next, notes };
    }
    case 'blue': {
      if (cell === BLACK) {
        return {
          ship: { ...ship, damage: { ...ship.damage, propulsionLost: true } },
          notes: [`${tag}: black square, all propulsion lost`],
        };
      }
      const speedLostInches = ship.damage.speedLostInches + cell;
      let next: Ship = { ...ship, damage: { ...ship.damage, speedLostInches } };
      const notes = [`${tag}: ${cell}" of move rate lost, ${speedLostInches}" in all`];
      if (!next.damage.propulsionLost && moveRateLeftInches(next, context) <= 0) {
        next = { ...next, damage: { ...next.damage, propulsionLost: true } };
        notes.push('move rate at 0: all propulsion lost');
      }
      return { ship: next, notes };
    }
    case 'green': {
      if (cell === BLACK)
        return { ship: withStatus(ship, 'exploded'), notes: [`${tag}: black square, explodes and sinks`] };
      const lost = Math.abs(cell);
      const mainBatteryClassesLost = ship.damage.mainBatteryClassesLost + lost;
      const hasSecondary = profileIn(ship, context.rules.tables.shipClasses).secondary !== null;
      const secondaryBatteryClassesLost = !hasSecondary
        ? ship.damage.secondaryBatteryClassesLost
        : context.rules.interpretations.secondaryBatteryLoss === 'total'
          ? Math.floor(mainBatteryClassesLost / 2)
          : ship.damage.secondaryBatteryClassesLost + Math.floor(lost / 2);
      return {
        ship: { ...ship, damage: { ...ship.damage, mainBatteryClassesLost, secondaryBatteryClassesLost } },
        notes: [
          `${tag}: ${lost} main battery class${lost === 1 ? '' : 'es'} lost (${mainBatteryClassesLost} in all${hasSecondary ? `, secondary ${secondaryBatteryClassesLost}` : ''})`,
        ],
      };
    }
    case 'white': {
      if (cell === BLACK) return { ship: withStatus(ship, 'abandoned'), notes: [`${tag}: black square, abandoned`] };
      const firePoints = ship.damage.firePoints + cell;
      let next: Ship = { ...ship, damage: { ...ship.damage, firePoints } };
      const notes = [`${tag}: ${cell} fire point${cell === 1 ? '' : 's'}, ${firePoints} in all`];
      if (firePoints > FIRE_THRESHOLDS.abandoned) {
        next = withStatus(next, 'abandoned');
        notes.push(`fire points over ${FIRE_THRESHOLDS.abandoned}: abandoned and left to burn`);
      } else if (firePoints > FIRE_THRESHOLDS.leavesFormation) {
        next = withStatus(next, 'left-formation');
        notes.push(
          `fire points over ${FIRE_THRESHOLDS.leavesFormation}: pulls out of formation for its own table edge`,
        );
      }
      return { ship: next, notes };
    }
  }
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
  const row = lookupSpecialEffect(effect);
  let next: Ship = { ...ship, damage: { ...ship.damage, specialEffects: [...ship.damage.specialEffects, effect] } };
  if (row.kind === 'own-initiative') next = { ...next, ownInitiative: true, ownInitiativeForGame: true };
  if (row.kind === 'munitions') next = withStatus(next, 'sunk');
  return { ship: next, notes: [`special effect ${effect}: ${row.summary}`] };
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
  return parseInput(shipArgs, { ship }, { rule: 'Special effects', what: 'ship' }).ship.damage.specialEffects.includes(
    4,
  );
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
  const { status } = parseInput(shipArgs, { ship }, { rule: 'Damage', what: 'ship' }).ship;
  return status === 'afloat' || status === 'left-formation';
}
