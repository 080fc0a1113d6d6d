import * as z from 'zod';
import { distinctList } from '../../core/distinct-list.js';

/**
 * The aircraft types of rule 2.2: F fighter, B regular bomber, FB fighter-bomber (the RAAF
 * Beaufighter), D dive, P precision, S skip, T torpedo bomber, C cargo transport (C-47),
 * R reconnaissance.
 */
export const airUnitTypeSchema = z.enum(['F', 'B', 'FB', 'D', 'P', 'S', 'T', 'C', 'R']);
/** An aircraft type letter of rule 2.2. */
export type AirUnitType = z.output<typeof airUnitTypeSchema>;

/** The special bombing designations printed with a BF (2.2): Torpedo, Skip, Dive, Precision. */
export const bombingDesignationSchema = z.enum(['T', 'S', 'D', 'P']);
/** A special bombing designation letter. */
export type BombingDesignation = z.output<typeof bombingDesignationSchema>;

/**
 * The air services told apart by counter colours (2.2) and by the basing limits of 6.3.4:
 * Allied USAAF (also US Army and naval transports), USN (TF-36), USMC, RAAF; Japanese
 * 6th Hikoshidan (Army), 11th Hikoshidan, IJN (Japanese Naval).
 */
export const airServiceSchema = z.enum(['USAAF', 'USN', 'USMC', 'RAAF', '6th Hikoshidan', '11th Hikoshidan', 'IJN']);
/** An air service. */
export type AirService = z.output<typeof airServiceSchema>;

/** A printed range (2.2): a number of hexes, or `'U'` for any hex on the map. */
export const airRangeSchema = z.union([z.number().int().min(0), z.literal('U')]);
/** A printed range. */
export type AirRange = z.output<typeof airRangeSchema>;

/**
 * What the upper-right corner of an air counter shows (2.2, 3.0): a Bombing Factor with any
 * special designations, an `S` strafing factor (fighters), a `C` (C-47: carries one
 * parachute unit), or nothing.
 */
export const airStrikeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** A Bombing Factor is printed. */
    kind: z.literal('bombs'),
    /** The Bombing Factor. */
    factor: z.number().int().min(0),
    /** Special attack designations printed with it (T, S, D, P); empty for regular bombing only. */
    designations: distinctList(bombingDesignationSchema, 'designation').default([]),
  }),
  z.strictObject({
    /** An `S` strafing factor is printed instead of a BF (fighters only). */
    kind: z.literal('strafing'),
    /** The strafing factor. */
    factor: z.number().int().min(0),
  }),
  z.strictObject({
    /** A `C` is printed: the unit carries one parachute unit (Allied C-47s). */
    kind: z.literal('cargo'),
  }),
  z.strictObject({
    /** Nothing is printed there (fighters without strafing, recon units). */
    kind: z.literal('none'),
  }),
]);
/** The upper-right corner of an air counter. */
export type AirStrike = z.output<typeof airStrikeSchema>;

/** One face (full or reduced) of an air counter: the printed factors of rule 2.2. */
export const airUnitFaceSchema = z.strictObject({
  /** Attack Factor, upper left; 0 when none is printed. */
  af: z.number().int().min(0).default(0),
  /** True when the AF is printed red: it may be used only in defence. */
  afDefensiveOnly: z.boolean().default(false),
  /** Defense Factor, lower left; 0 when none is printed. */
  df: z.number().int().min(0).default(0),
  /** Bombing Factor, strafing factor, cargo mark, or nothing (upper right). */
  strike: airStrikeSchema.default({ kind: 'none' }),
  /** Range, middle lower right: hexes, or `'U'` (unlimited). */
  range: airRangeSchema,
  /** Speed Rating / Movement Points, lower right; `null` where none is printed (recon units). For bombers this is the loaded value. */
  srmp: z.number().int().min(0).nullable(),
});
/** One face of an air counter. */
export type AirUnitFace = z.output<typeof airUnitFaceSchema>;

/** An air counter (2.2): identity, type, service and its printed faces. */
export const airUnitSchema = z.strictObject({
  /** Unique id of the counter, e.g. `'38FG-1'`. */
  id: z.string().min(1),
  /** Aircraft model as printed, e.g. `'B-25'`, `'A6M Zeke'`, `'Ki-46 Dinah'`. */
  model: z.string().min(1),
  /** Aircraft type letter (2.2). */
  type: airUnitTypeSchema,
  /** Service / formation (2.2 colours, 6.3.4). */
  service: airServiceSchema,
  /** The full-strength face. */
  full: airUnitFaceSchema,
  /** The reduced face; `null` when the counter has no reverse side and is eliminated instead (2.2). */
  reduced: airUnitFaceSchema.nullable(),
  /** True for the Rufe floatplane, which bases only at ports or coastal mobile airbases (6.3.5). */
  floatplane: z.boolean().default(false),
  /** True for the PBY Magic Intelligence recon marker (7.3), which always flies. */
  magic: z.boolean().default(false),
});
/** An air counter, as parsed. */
export type AirUnit = z.output<typeof airUnitSchema>;
/** An air counter, as written by a caller (defaults may be left out). */
export type AirUnitInput = z.input<typeof airUnitSchema>;
