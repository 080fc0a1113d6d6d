/**
 * Argument schemas of Cartwheel's helper functions. A helper that reads only some fields
 * of a unit or airbase (a `Pick<…>` parameter) checks just those fields and lets the rest
 * of a full record through (`z.object`, not strict): it never reads them, and apps pass
 * whole units. A helper that reads the game state checks the whole state.
 */
import * as z from 'zod';
import { airUnitFaceSchema, airUnitSchema, airUnitTypeSchema } from './schemas/air-unit.js';
import { airbaseKindSchema } from './schemas/airbase.js';
import { sideSchema } from './schemas/common.js';
import { groundUnitKindSchema } from './schemas/ground-unit.js';
import { navalUnitTypeSchema } from './schemas/naval-unit.js';
import { cartwheelStateSchema } from './schemas/state.js';

/** The role an air unit flies in (2.2). */
export const actingRoleSchema = z.enum(['fighter', 'bomber']);
/** A unit whose type is read. */
export const unitTypeArg = z.object({ type: airUnitTypeSchema });
/** A unit whose type and model are read. */
export const unitTypeModelArg = z.object({ type: airUnitTypeSchema, model: z.string() });
/** A unit whose model is read. */
export const unitModelArg = z.object({ model: z.string() });
/** An air unit in play whose faces and reduced flag are read. */
export const unitFacesArg = z.object({ unit: airUnitSchema, reduced: z.boolean() });
/** A face whose SR/MP is read. */
export const faceSrmpArg = z.object({ srmp: airUnitFaceSchema.shape.srmp });
/** A face whose strike is read. */
export const faceStrikeArg = z.object({ strike: airUnitFaceSchema.shape.strike });
/** A counter whose step loss is decided. */
export const stepArg = z.object({ reduced: z.boolean(), hasReducedSide: z.boolean() });
/** A ground unit whose kind is read. */
export const groundKindArg = z.object({ kind: groundUnitKindSchema });
/** A ground unit whose id and garrison flag are read. */
export const garrisonArg = z.object({ id: z.string(), garrison: z.boolean() });
/** A naval unit whose type is read. */
export const navalTypeArg = z.object({ type: navalUnitTypeSchema });
/** A naval unit face whose cargo is read. */
export const cargoArg = z.object({ cargo: z.number().int().min(0).nullable() });
/** A unit named for an air combat target check. */
export const combatTargetArg = z.object({ type: z.string(), id: z.string() });
/** An airbase whose kind and name are read. */
export const airbaseKindNameArg = z.object({ kind: airbaseKindSchema, name: z.string() });
/** An airbase whose AA state is read. */
export const airbaseAaArg = z.object({
  kind: airbaseKindSchema,
  name: z.string(),
  disrupted: z.boolean(),
  destroyed: z.boolean(),
  underConstruction: z.boolean(),
});
/** The game state, whole. */
export const stateArg = cartwheelStateSchema;
/** A side. */
export const sideArg = sideSchema;
