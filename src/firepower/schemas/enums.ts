import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { d6FaceSchema as naturalD6 } from '../../core/die-face.js';

/**
 * The ship classes of Matrix 1, in printed order: SB, BB, BC, CA, CL, DD, DE (the class
 * ladder), then MTB, SM, CV, CVE, CVA, AK, AKL.
 */
export const SHIP_CLASSES = /* @__PURE__ */ deepFreeze([
  'SB',
  'BB',
  'BC',
  'CA',
  'CL',
  'DD',
  'DE',
  'MTB',
  'SM',
  'CV',
  'CVE',
  'CVA',
  'AK',
  'AKL',
] as const);
/** A ship class of Matrix 1. */
export const shipClassSchema = z.enum(SHIP_CLASSES);
/** A ship class of Matrix 1, e.g. `'BB'`. */
export type ShipClass = z.infer<typeof shipClassSchema>;

/**
 * The class ladder of Matrix 1, highest first: the steps counted by "x up-class" and
 * "x down-class" (a BC is 2 up-class of a CL). Battery and armour classes are rungs of it.
 */
export const CLASS_LADDER = /* @__PURE__ */ deepFreeze(['SB', 'BB', 'BC', 'CA', 'CL', 'DD', 'DE'] as const);
/** A rung of the class ladder. */
export const ladderClassSchema = z.enum(CLASS_LADDER);
/** A rung of the class ladder, e.g. `'CA'`. */
export type LadderClass = z.infer<typeof ladderClassSchema>;

/** Battery classes: the ladder plus `T` (torpedoes, Matrix 1 and Matrix 7). */
export const BATTERY_CLASSES = /* @__PURE__ */ deepFreeze([...CLASS_LADDER, 'T'] as const);
/** A battery class (Matrix 1 main/secondary battery, Matrix 7 rows). */
export const batteryClassSchema = z.enum(BATTERY_CLASSES);
/** A battery class, e.g. `'BB'` or `'T'`. */
export type BatteryClass = z.infer<typeof batteryClassSchema>;

/** The +/− finer grading of a class (Matrix 13 prints `+`, `-` and, for BC, `--`); `''` is the standard class. */
export const SUB_CLASSES = /* @__PURE__ */ deepFreeze(['+', '', '-', '--'] as const);
/** A ship sub-class: `'+'`, `''` (standard), `'-'` or `'--'`. */
export const subClassSchema = z.enum(SUB_CLASSES);
/** A ship sub-class. */
export type SubClass = z.infer<typeof subClassSchema>;

/** Aircraft sub-classes: `'+'`, `''` (standard) or `'-'` (Matrix 13). */
export const AIRCRAFT_SUB_CLASSES = /* @__PURE__ */ deepFreeze(['+', '', '-'] as const);
/** An aircraft sub-class. */
export const aircraftSubClassSchema = z.enum(AIRCRAFT_SUB_CLASSES);
/** An aircraft sub-class. */
export type AircraftSubClass = z.infer<typeof aircraftSubClassSchema>;

/** Propulsion/fuel suffix of a ship class: Coal, Diesel/Oil, Gas turbine, Nuclear (Matrix 1 notes). */
export const PROPULSIONS = /* @__PURE__ */ deepFreeze(['C', 'D', 'G', 'N'] as const);
/** A propulsion suffix. */
export const propulsionSchema = z.enum(PROPULSIONS);
/** A propulsion suffix, e.g. `'D'`. */
export type Propulsion = z.infer<typeof propulsionSchema>;

/** Nationalities the rules distinguish (Matrix 2 modifiers, Matrix 3 rows). */
export const NATIONALITIES = /* @__PURE__ */ deepFreeze([
  'Japanese',
  'British',
  'American',
  'German',
  'French',
  'Italian',
  'Other',
] as const);
/** A nationality. */
export const nationalitySchema = z.enum(NATIONALITIES);
/** A nationality, e.g. `'Japanese'`. */
export type Nationality = z.infer<typeof nationalitySchema>;

/** Aircraft classes: air superiority, torpedo bomber, fighter/dive bomber, heavy bomber, kamikaze (Matrix 1 notes). */
export const AIRCRAFT_CLASSES = /* @__PURE__ */ deepFreeze(['AS', 'TB', 'FB', 'HB', 'KM'] as const);
/** An aircraft class. */
export const aircraftClassSchema = z.enum(AIRCRAFT_CLASSES);
/** An aircraft class, e.g. `'TB'`. */
export type AircraftClass = z.infer<typeof aircraftClassSchema>;

/** The three period divisions: Early 1895–1906, Middle 1906–1925, Late 1925–1945. */
export const PERIODS = /* @__PURE__ */ deepFreeze(['early', 'middle', 'late'] as const);
/** A period division. */
export const periodSchema = z.enum(PERIODS);
/** A period division. */
export type Period = z.infer<typeof periodSchema>;

/**
 * Model scales: `small` is below 1/700 (1/1200 to 1/6000, the printed rates); `large` is
 * 1/600 or 1/700 (moves and ranges doubled).
 */
export const SCALES = /* @__PURE__ */ deepFreeze(['small', 'large'] as const);
/** A model scale class. */
export const scaleSchema = z.enum(SCALES);
/** A model scale class. */
export type Scale = z.infer<typeof scaleSchema>;

/** Times of day of Matrix 6. */
export const TIMES_OF_DAY = /* @__PURE__ */ deepFreeze(['daylight', 'night', 'dusk', 'dawn'] as const);
/** A time of day. */
export const timeOfDaySchema = z.enum(TIMES_OF_DAY);
/** A time of day. */
export type TimeOfDay = z.infer<typeof timeOfDaySchema>;

/** Weather of Matrix 6. */
export const WEATHERS = /* @__PURE__ */ deepFreeze(['good', 'bad'] as const);
/** The weather. */
export const weatherSchema = z.enum(WEATHERS);
/** The weather. */
export type Weather = z.infer<typeof weatherSchema>;

/** The four movement orders: Engage, Intercept, Break-off, Manoeuvre. */
export const MOVEMENT_ORDERS = /* @__PURE__ */ deepFreeze(['engage', 'intercept', 'break-off', 'manoeuvre'] as const);
/** A movement order. */
export const movementOrderSchema = z.enum(MOVEMENT_ORDERS);
/** A movement order. */
export type MovementOrder = z.infer<typeof movementOrderSchema>;

/** The four formation orders: Line Ahead, Line Abreast, Scatter, Open. */
export const FORMATION_ORDERS = /* @__PURE__ */ deepFreeze(['line-ahead', 'line-abreast', 'scatter', 'open'] as const);
/** A formation order. */
export const formationOrderSchema = z.enum(FORMATION_ORDERS);
/** A formation order. */
export type FormationOrder = z.infer<typeof formationOrderSchema>;

/** Damage level codes of Matrix 10, lightest first: `-` no effect, then S, L, M, H, E, C. */
export const DAMAGE_LEVELS = /* @__PURE__ */ deepFreeze(['-', 'S', 'L', 'M', 'H', 'E', 'C'] as const);
/** A Matrix 10 damage level code. */
export const damageLevelSchema = z.enum(DAMAGE_LEVELS);
/** A Matrix 10 damage level code. */
export type DamageLevel = z.infer<typeof damageLevelSchema>;

/** List aspects of the RED die table's optional aspect column. */
export const LIST_ASPECTS = /* @__PURE__ */ deepFreeze(['bow', 'stern', 'port', 'starboard'] as const);
/** A list aspect. */
export const listAspectSchema = z.enum(LIST_ASPECTS);
/** A list aspect. */
export type ListAspect = z.infer<typeof listAspectSchema>;

/**
 * A ship's status: afloat; out of formation and heading home (fires over 8); abandoned
 * (fires over 12 or a WHITE black square); sunk (list past 40°, a RED black square,
 * munitions); exploded (a GREEN black square).
 */
export const SHIP_STATUSES = /* @__PURE__ */ deepFreeze([
  'afloat',
  'left-formation',
  'abandoned',
  'sunk',
  'exploded',
] as const);
/** A ship's status. */
export const shipStatusSchema = z.enum(SHIP_STATUSES);
/** A ship's status. */
export type ShipStatus = z.infer<typeof shipStatusSchema>;

/** Which flag a ship carries: none, its squadron's, or the fleet's (the fleet flagship also leads its squadron). */
export const FLAGS = /* @__PURE__ */ deepFreeze(['none', 'squadron', 'fleet'] as const);
/** Which flag a ship carries. */
export const flagSchema = z.enum(FLAGS);
/** Which flag a ship carries. */
export type Flag = z.infer<typeof flagSchema>;

/** A special effect number, 1–6, as on the special effect table. */
export const specialEffectSchema: z.ZodNumber = naturalD6;
/** A special effect number, 1–6. */
export type SpecialEffect = z.infer<typeof specialEffectSchema>;

/** A d6 face, 1–6. */
export const d6FaceSchema: z.ZodNumber = naturalD6;
