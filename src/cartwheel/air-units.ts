import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import {
  actingRoleSchema,
  faceSrmpArg,
  faceStrikeArg,
  stepArg,
  unitFacesArg,
  unitModelArg,
  unitTypeArg,
  unitTypeModelArg,
} from './arguments.js';
import { type Check, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { type AirUnit, type AirUnitFace, type AirUnitType, airUnitTypeSchema } from './schemas/air-unit.js';
import type { AirUnitState } from './schemas/air-unit-state.js';
import { checkBoardArgs } from './state.js';
import { HEAVY_BOMBER_MODELS, SINGLE_ENGINE_BOMBER_MODELS } from './tables/aircraft-classes.js';

// Argument schemas, built once (not on every call).
const ACTING_AS_ARGS = /* @__PURE__ */ z.strictObject({ unit: unitTypeModelArg, actingAs: actingRoleSchema });
const ROLE_ARGS = /* @__PURE__ */ z.strictObject({ unit: unitTypeArg, role: actingRoleSchema });
const STRIKE_ARGS = /* @__PURE__ */ z.strictObject({
  unit: unitTypeArg,
  face: faceStrikeArg,
  actingAs: actingRoleSchema,
});

/** What an air unit counts as (3.0): a fighter, a bomber, either (the Beaufighter FB), a transport (C-47) or recon. */
export type AirRole = 'fighter' | 'bomber' | 'either' | 'transport' | 'recon';

/** The role in which a Beaufighter (or any unit) flies a mission: as a fighter or as a bomber. */
export type ActingRole = 'fighter' | 'bomber';

const BOMBER_TYPES: readonly AirUnitType[] = ['B', 'D', 'P', 'S', 'T'];

/**
 * What an air unit type counts as (3.0): F fighter; B, D, P, S, T bomber; FB either (2.2);
 * C transport; R recon.
 *
 * @example
 * ```ts
 * airRole('FB'); // 'either'
 * ```
 */
export function airRole(type: AirUnitType): AirRole {
  checkBoardArgs(airUnitTypeSchema, type, { rule: '2.2', what: 'air unit type' });
  if (type === 'F') return 'fighter';
  if (type === 'FB') return 'either';
  if (type === 'C') return 'transport';
  if (type === 'R') return 'recon';
  return 'bomber';
}

/**
 * True for aerial combat units (3.0): every air unit except the C-47 transports and the
 * reconnaissance units.
 *
 * @example
 * ```ts
 * isAerialCombatUnit({ type: 'C' }); // false
 * ```
 */
export function isAerialCombatUnit(unit: Pick<AirUnit, 'type'>): boolean {
  checkBoardArgs(unitTypeArg, unit, { rule: '3.0', what: 'air unit' });
  return unit.type !== 'C' && unit.type !== 'R';
}

/**
 * Single- or multi-engine, for bombers (3.0): the D3A Val, D4Y Judy, B5N Kate, TBF Avenger
 * and SBD Dauntless are single-engine, every other bomber multi-engine. `null` for units
 * that are not bombers (a Beaufighter counts as a bomber only when flying as one).
 *
 * @example
 * ```ts
 * bomberEngines({ type: 'D', model: 'SBD Dauntless' }); // 'single'
 * bomberEngines({ type: 'B', model: 'B-25 Mitchell' }); // 'multi'
 * ```
 */
export function bomberEngines(
  unit: Pick<AirUnit, 'type' | 'model'>,
  actingAs: ActingRole = 'bomber',
): 'single' | 'multi' | null {
  checkBoardArgs(ACTING_AS_ARGS, { unit, actingAs }, { rule: '2.2', what: 'bomber engines' });
  const bomber = BOMBER_TYPES.includes(unit.type) || (unit.type === 'FB' && actingAs === 'bomber');
  if (!bomber) return null;
  const model = unit.model.toUpperCase();
  return SINGLE_ENGINE_BOMBER_MODELS.some((code) => model.includes(code)) ? 'single' : 'multi';
}

/**
 * True for the Allied heavy bombers of 6.3.4 (B-17 and B-24 models).
 *
 * @example
 * ```ts
 * isHeavyBomber({ model: 'B-24 Liberator' }); // true
 * ```
 */
export function isHeavyBomber(unit: Pick<AirUnit, 'model'>): boolean {
  checkBoardArgs(unitModelArg, unit, { rule: '2.2', what: 'air unit' });
  const model = unit.model.toUpperCase();
  return HEAVY_BOMBER_MODELS.some((code) => model.includes(code));
}

/**
 * Whether a unit may fly in the given role (2.2): fighters as fighters, bombers as
 * bombers, only the Beaufighter FB as either; transports and recon in neither.
 *
 * @example
 * ```ts
 * checkActingRole({ type: 'FB' }, 'fighter'); // { ok: true }
 * checkActingRole({ type: 'B' }, 'fighter').ok; // false
 * ```
 */
export function checkActingRole(unit: Pick<AirUnit, 'type'>, role: ActingRole): Check {
  checkBoardArgs(ROLE_ARGS, { unit, role }, { rule: '2.2', what: 'acting role' });
  const kind = airRole(unit.type);
  if (kind === 'either' || kind === role) return { ok: true };
  return refuse('2.2', `a ${unit.type} unit cannot fly as a ${role}; only the Beaufighter FB plays either role`);
}

/**
 * The face an air unit shows now (2.2).
 *
 * @example
 * ```ts
 * currentFace(airUnitState).srmp;
 * ```
 */
export function currentFace(state: Pick<AirUnitState, 'unit' | 'reduced'>): AirUnitFace {
  checkBoardArgs(unitFacesArg, state, { rule: '2.2', what: 'air unit in play' });
  return state.reduced && state.unit.reduced !== null ? state.unit.reduced : state.unit.full;
}

const MOVEMENT_ARGS = /* @__PURE__ */ z.strictObject({
  unit: unitTypeModelArg,
  face: faceSrmpArg,
  options: z.strictObject({ bombsDropped: z.boolean().optional(), actingAs: actingRoleSchema.optional() }),
});

/** What {@link movementPoints} takes besides the unit. */
export interface MovementOptions {
  /** True once the unit has dropped its bombs, for whatever reason (2.2). */
  readonly bombsDropped?: boolean;
  /** The role a Beaufighter flies in; ignored for other units. Default `'bomber'`. */
  readonly actingAs?: ActingRole;
}

/**
 * Movement points on the Tactical Battle Board (2.2): the printed SR/MP, plus one for a
 * bomber that has dropped its bombs. `null` for units with no SR/MP printed (recon).
 *
 * @example
 * ```ts
 * movementPoints({ type: 'B', model: 'B-25' }, { srmp: 4 }, { bombsDropped: true }); // 5
 * ```
 */
export function movementPoints(
  unit: Pick<AirUnit, 'type' | 'model'>,
  face: Pick<AirUnitFace, 'srmp'>,
  options: MovementOptions = {},
  rules?: CartwheelRulesOverrides,
): number | null {
  checkBoardArgs(MOVEMENT_ARGS, { unit, face, options }, { rule: '2.2', what: 'movement points' });
  if (face.srmp === null) return null;
  const isBomber = bomberEngines(unit, options.actingAs ?? 'bomber') !== null;
  const bonus =
    isBomber && options.bombsDropped === true ? resolveCartwheelRules(rules).airUnits.unloadedBomberMpBonus : 0;
  return face.srmp + bonus;
}

/** A kind of bombing attack (2.2): regular, the four specialised ones, or strafing. */
export type BombingAttack = 'regular' | 'torpedo' | 'skip' | 'dive' | 'precision' | 'strafing';

const DESIGNATED: Record<'T' | 'S' | 'D' | 'P', BombingAttack> = {
  T: 'torpedo',
  S: 'skip',
  D: 'dive',
  P: 'precision',
};

/**
 * The bombing attacks a unit may make (2.2, 3.0): a printed BF of 1 or more gives regular
 * bombing plus any printed specialised attacks (D, P, S and T units may always bomb
 * regularly instead); an `S` factor of 1 or more gives strafing; a Beaufighter flying as a
 * bomber bombs regularly only. Empty when the unit cannot bomb.
 *
 * @example
 * ```ts
 * bombingAttacks({ type: 'T' }, { strike: { kind: 'bombs', factor: 3, designations: ['T'] } }); // ['regular', 'torpedo']
 * ```
 */
export function bombingAttacks(
  unit: Pick<AirUnit, 'type'>,
  face: Pick<AirUnitFace, 'strike'>,
  actingAs: ActingRole = 'bomber',
): BombingAttack[] {
  const valid = parseInput(STRIKE_ARGS, { unit, face, actingAs }, { rule: '2.2', what: 'bombing attacks' });
  const strike = valid.face.strike;
  if (strike.kind === 'strafing') return strike.factor >= 1 ? ['strafing'] : [];
  if (strike.kind !== 'bombs' || strike.factor < 1) return [];
  if (unit.type === 'FB') return actingAs === 'bomber' ? ['regular'] : [];
  return ['regular', ...strike.designations.map((d) => DESIGNATED[d])];
}

/** What a step loss does to a unit (2.2). */
export type StepLoss = { readonly result: 'reduced' } | { readonly result: 'eliminated'; readonly reason: string };

/**
 * Applies one step loss (2.2): a full unit with a reverse side flips to reduced; a reduced
 * unit, or one with no reverse side (C-47s, recon), is eliminated.
 *
 * @example
 * ```ts
 * stepLoss({ reduced: false, hasReducedSide: false }); // { result: 'eliminated', reason: '…' }
 * ```
 */
export function stepLoss(unit: { readonly reduced: boolean; readonly hasReducedSide: boolean }): StepLoss {
  checkBoardArgs(stepArg, unit, { rule: '2.2', what: 'counter' });
  if (unit.reduced) return { result: 'eliminated', reason: 'a reduced unit that loses a step is eliminated (2.2)' };
  if (!unit.hasReducedSide)
    return { result: 'eliminated', reason: 'the counter has no reduced side, so it is eliminated instead (2.2)' };
  return { result: 'reduced' };
}

/**
 * Whether an eliminated air unit may ever come back: a recon unit destroyed on the ground
 * cannot be replaced or rebuilt (7.3.3). Other units are not restricted by rules 1–8.
 *
 * @example
 * ```ts
 * checkRebuildable({ type: 'R' }).ok; // false
 * ```
 */
export function checkRebuildable(unit: Pick<AirUnit, 'type'>): Check {
  checkBoardArgs(unitTypeArg, unit, { rule: '7.3.3', what: 'air unit' });
  if (unit.type === 'R') return refuse('7.3.3', 'a destroyed reconnaissance unit cannot be replaced or rebuilt');
  return { ok: true };
}
