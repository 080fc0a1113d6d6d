import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { cargoArg, garrisonArg, groundKindArg, navalTypeArg } from './arguments.js';
import { type Check, refuse } from './check.js';
import type { GroundUnit } from './schemas/ground-unit.js';
import type { NavalUnit, NavalUnitFace } from './schemas/naval-unit.js';

// Argument schemas, built once (not on every call).
const CARGO_ARGS = /* @__PURE__ */ z.strictObject({ unit: navalTypeArg, face: cargoArg });

/**
 * True for units that count as infantry (2.2): infantry, marine and parachute units; armor
 * does not.
 *
 * @example
 * ```ts
 * countsAsInfantry({ kind: 'parachute' }); // true
 * ```
 */
export function countsAsInfantry(unit: Pick<GroundUnit, 'kind'>): boolean {
  parseInput(groundKindArg, unit, { rule: '2.2', what: 'ground unit' });
  return unit.kind !== 'armor';
}

/**
 * Whether a ground unit may attack: a garrison (red CF) may only defend (2.2).
 *
 * @example
 * ```ts
 * checkGroundAttack({ id: 'Lae garrison', garrison: true }).ok; // false
 * ```
 */
export function checkGroundAttack(unit: Pick<GroundUnit, 'id' | 'garrison'>): Check {
  parseInput(garrisonArg, unit, { rule: '2.2', what: 'ground unit' });
  if (unit.garrison) return refuse('2.2', `${unit.id} is a garrison (red CF) and may only defend`);
  return { ok: true };
}

/**
 * True for naval combat units (3.0): every naval unit except transports (T).
 *
 * @example
 * ```ts
 * isNavalCombatUnit({ type: 'CLT' }); // true
 * ```
 */
export function isNavalCombatUnit(unit: Pick<NavalUnit, 'type'>): boolean {
  parseInput(navalTypeArg, unit, { rule: '2.2', what: 'naval unit' });
  return unit.type !== 'T';
}

/**
 * The naval category of rule 2.2: surface warship (BB, CA, CLT), carrier (CV, CVL),
 * transport (T) or submarine (SS).
 *
 * @example
 * ```ts
 * navalCategory('CVL'); // 'carrier'
 * ```
 */
export function navalCategory(type: NavalUnit['type']): 'surface warship' | 'carrier' | 'transport' | 'submarine' {
  if (type === 'CV' || type === 'CVL') return 'carrier';
  if (type === 'T') return 'transport';
  if (type === 'SS') return 'submarine';
  return 'surface warship';
}

/**
 * How many supply and/or combat steps a naval unit can carry (2.2): its printed Cargo
 * Capacity; only transports and the CLT (3.0 note) carry. 0 for others.
 *
 * @example
 * ```ts
 * cargoCapacity({ type: 'T' }, { cargo: 4 }); // 4
 * ```
 */
export function cargoCapacity(unit: Pick<NavalUnit, 'type'>, face: Pick<NavalUnitFace, 'cargo'>): number {
  parseInput(CARGO_ARGS, { unit, face }, { rule: '2.2', what: 'cargo capacity' });
  if (unit.type !== 'T' && unit.type !== 'CLT') return 0;
  return face.cargo ?? 0;
}
