import * as z from 'zod';
import {
  damageLevelSchema,
  flagSchema,
  listAspectSchema,
  nationalitySchema,
  propulsionSchema,
  shipClassSchema,
  shipStatusSchema,
  specialEffectSchema,
  subClassSchema,
} from './enums.js';
import { shipProfileSchema } from './profile.js';

/**
 * Everything the damage rules record on a ship (RED, BLUE, GREEN, WHITE dice and the
 * special effects). Every field defaults to "undamaged", so `{}` is a fresh ship.
 */
export const shipDamageSchema = z.strictObject({
  /** Cumulative list in degrees (RED die); past 40° the ship turns turtle; −1 to hit per full 10°. */
  listDegrees: z.number().min(0).default(0),
  /** Aspects of the list rolled so far, if the optional aspect column is used. */
  listAspects: z.array(listAspectSchema).default([]),
  /** Cumulative speed lost in inches (BLUE die; results include 1/2). */
  speedLostInches: z.number().min(0).default(0),
  /** True once propulsion is gone (speed at 0 or below, or a BLUE black square): the ship cannot move. */
  propulsionLost: z.boolean().default(false),
  /** Main battery classes lost so far (GREEN die, cumulative). */
  mainBatteryClassesLost: z.number().int().min(0).default(0),
  /** Secondary battery classes lost so far (half the main battery's rate, rounded down). */
  secondaryBatteryClassesLost: z.number().int().min(0).default(0),
  /** Fire points (WHITE die, cumulative): over 6 −1 to hit, over 8 −2 and out of formation, over 12 abandoned. */
  firePoints: z.number().int().min(0).default(0),
  /** Special effects suffered (1–6 on the special effect table), in order. */
  specialEffects: z.array(specialEffectSchema).default([]),
  /** Damage levels (Matrix 10 codes) of the hits taken, in order; torpedo modifiers read Medium and Extensive damage here. */
  damageLevels: z.array(damageLevelSchema).default([]),
  /** True when a depth-charge attack has damaged this submarine (5 on the depth-charge die). */
  submarineDamaged: z.boolean().default(false),
});
/** A ship's damage state after parsing (every field present). */
export type ShipDamage = z.output<typeof shipDamageSchema>;
/** A ship's damage state as given (fields may be left out). */
export type ShipDamageInput = z.input<typeof shipDamageSchema>;

/**
 * One ship model: its Matrix 1 class with sub-class and propulsion suffix, nationality,
 * flag, command state and damage state. Only `name`, `class` and `nationality` are
 * required; the rest default to a fresh, undamaged ship under control.
 */
export const shipSchema = z.strictObject({
  /** The ship's name, e.g. `'Hood'`. */
  name: z.string().min(1),
  /** Its Matrix 1 class. */
  class: shipClassSchema,
  /** Its finer grading (`'+'`, `'-'`, `'--'`), `''` for the standard class (Matrix 13). */
  subClass: subClassSchema.default(''),
  /** Propulsion/fuel suffix (C coal, D diesel/oil, G gas turbine, N nuclear), when known. */
  propulsion: propulsionSchema.optional(),
  /** Its navy. */
  nationality: nationalitySchema,
  /** The flag it carries: none, its squadron's, or the fleet's. */
  flag: flagSchema.default('none'),
  /** Its own fighting values when they differ from the Matrix 1 row of its class (non-standard ships). */
  profile: shipProfileSchema.optional(),
  /** What has happened to it so far. */
  damage: shipDamageSchema.prefault({}),
  /** Afloat, left formation, abandoned, sunk or exploded. */
  status: shipStatusSchema.default('afloat'),
  /** True while it acts on its own initiative (failed Matrix 2, Matrix 4 course of action). */
  ownInitiative: z.boolean().default(false),
  /** True after a C3 hit (special effect 1): it acts on its own initiative for the rest of the game. */
  ownInitiativeForGame: z.boolean().default(false),
  /** True once it has fired this game (Matrix 8 gives +1 against a target that has fired). */
  hasFired: z.boolean().default(false),
  /** True once its squadron has broken off (Matrix 3). */
  brokenOff: z.boolean().default(false),
  /** Submarines: true while submerged (they start the game submerged). */
  submerged: z.boolean().default(false),
});
/** A ship after parsing (every defaulted field present). */
export type Ship = z.output<typeof shipSchema>;
/** A ship as given (defaulted fields may be left out). */
export type ShipInput = z.input<typeof shipSchema>;
