/**
 * The combat parts of the Firepower rules object (gunnery, damage, torpedoes, aircraft,
 * AA): zod fields and printed defaults that `rules.ts` spreads into its
 * `interpretations`, `optional` and `tables` sections.
 * @module
 */
import * as z from 'zod';
import { bandTableSchema } from '../core/band-table.js';
import { deepFreeze } from '../core/deep-freeze.js';
import { aircraftClassSchema, damageLevelSchema, ladderClassSchema } from './schemas/enums.js';
import { BLUE_DIE } from './tables/damage-die-blue.js';
import { DAMAGE_DIE_COLUMNS, damageDieTableSchema, SPECIAL_EFFECT_THRESHOLDS } from './tables/damage-die-cells.js';
import { GREEN_DIE } from './tables/damage-die-green.js';
import { RED_DIE } from './tables/damage-die-red.js';
import { WHITE_DIE } from './tables/damage-die-white.js';
import { MATRIX_8_TO_HIT } from './tables/matrix-08-to-hit.js';
import { MATRIX_9_CLASS_MODIFIER } from './tables/matrix-09-class-modifier.js';
import { MATRIX_10_BANDS, MATRIX_10_META } from './tables/matrix-10-damage-level.js';
import { MATRIX_11_TORPEDO, TORPEDO_PERIODS } from './tables/matrix-11-torpedo.js';
import { MATRIX_12_AIRCRAFT, SHIP_TARGET_COLUMNS } from './tables/matrix-12-aircraft.js';

const score = z.number().int();
const ladderRow = z.record(ladderClassSchema, score);

/** Combat readings of unclear passages (fields of `interpretations`); `missedShot` is in rules.ts. */
export const combatInterpretationFields = /* @__PURE__ */ deepFreeze({
  /** Interpretation 3: blank GREEN/WHITE cells in the lower right read as `'black-squares'` (default) or `'no-effect'`. */
  damageDieBlanks: z.enum(['black-squares', 'no-effect']),
  /** GREEN DIE: the secondary battery loses half (rounded down) of the main battery's `'total'` losses (default) or of `'each-hit'`. */
  secondaryBatteryLoss: z.enum(['total', 'each-hit']),
  /** GREEN DIE: a battery reduced below DE is `'silenced'` (default) or `'clamped'` at DE. */
  batteryBelowDe: z.enum(['silenced', 'clamped']),
  /** Air-to-ship: Matrix 10 reads the `'to-hit-score'` + Matrix 9 (default), or `'margin-plus-d6'` + Matrix 9 as gunnery does. */
  aircraftDamageScore: z.enum(['to-hit-score', 'margin-plus-d6']),
});

/** The decided combat readings. */
export const COMBAT_INTERPRETATIONS = /* @__PURE__ */ deepFreeze({
  damageDieBlanks: 'black-squares',
  secondaryBatteryLoss: 'total',
  batteryBelowDe: 'silenced',
  aircraftDamageScore: 'to-hit-score',
} as const);

/** Combat optional rules (fields of `optional`); `plusMinusClasses` is in rules.ts. */
export const combatOptionalFields = /* @__PURE__ */ deepFreeze({
  /** The special-effect row and table (Page 15): one d6 against the level's score, then one on the table. */
  specialEffects: z.boolean(),
  /** The RED DIE aspect column: an extra d6 names the list's direction. */
  listAspect: z.boolean(),
});

/** Combat optional rules as printed: off. */
export const COMBAT_OPTIONAL = /* @__PURE__ */ deepFreeze({ specialEffects: false, listAspect: false } as const);

/** Combat tables (fields of `tables`), each replaceable by a house rule of the same shape. */
export const combatTableFields = /* @__PURE__ */ deepFreeze({
  /** Matrix 8: the to-hit score by range band. */
  toHit: z.strictObject({ short: score, long: score }),
  /** Matrix 9: firing battery class → target class → modifier. */
  classModifier: z.record(ladderClassSchema, ladderRow),
  /** Matrix 10: final modified score → damage level. */
  damageLevel: bandTableSchema(damageLevelSchema, MATRIX_10_META),
  /** Matrix 11: torpedo period → target class → modifier. */
  torpedo: z.record(z.enum(TORPEDO_PERIODS), ladderRow),
  /** Matrix 12: aircraft combat factors, and air-to-ship scores (`null` where a class cannot attack ships). */
  aircraft: z.record(
    aircraftClassSchema,
    z.strictObject({
      versus: z.record(aircraftClassSchema, score),
      toHit: z.record(z.enum(SHIP_TARGET_COLUMNS), score.nullable()),
    }),
  ),
  /** RED DIE: degrees of list. */
  redDie: damageDieTableSchema,
  /** BLUE DIE: inches of move rate lost. */
  blueDie: damageDieTableSchema,
  /** GREEN DIE: battery classes lost. */
  greenDie: damageDieTableSchema,
  /** WHITE DIE: fire points. */
  whiteDie: damageDieTableSchema,
  /** The special-effect row under the damage dice: the score needed at each level, `null` for none. */
  specialEffectThresholds: z.record(z.enum(DAMAGE_DIE_COLUMNS), score.nullable()),
});

/** The combat tables as written: the input form of the combat fields of `firepowerTablesSchema`. */
export type CombatTablesInput = { [K in keyof typeof combatTableFields]: z.input<(typeof combatTableFields)[K]> };

/** The printed combat tables, in the input form of the combat fields of `firepowerTablesSchema`. */
export const COMBAT_TABLES: CombatTablesInput = /* @__PURE__ */ deepFreeze({
  toHit: MATRIX_8_TO_HIT,
  classModifier: MATRIX_9_CLASS_MODIFIER,
  damageLevel: { bands: [...MATRIX_10_BANDS] },
  torpedo: MATRIX_11_TORPEDO,
  aircraft: MATRIX_12_AIRCRAFT,
  redDie: RED_DIE,
  blueDie: BLUE_DIE,
  greenDie: GREEN_DIE,
  whiteDie: WHITE_DIE,
  specialEffectThresholds: SPECIAL_EFFECT_THRESHOLDS,
});
