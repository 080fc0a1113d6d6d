import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { distinctList } from '../core/distinct-list.js';
import { createRulesResolver, type RulesOverrides } from '../core/rules-object.js';
import {
  COMBAT_INTERPRETATIONS,
  COMBAT_OPTIONAL,
  COMBAT_TABLES,
  combatInterpretationFields,
  combatOptionalFields,
  combatTableFields,
} from './combat-rules.js';
import { shipClassSchema } from './schemas/enums.js';
import { MATRIX_1_SHIP_CLASSES, shipClassTableSchema } from './tables/matrix-01-ship-classes.js';
import { controlTableSchema, MATRIX_2_CONTROL } from './tables/matrix-02-control.js';
import { breakOffTableSchema, MATRIX_3_BREAK_OFF } from './tables/matrix-03-break-off.js';
import { MATRIX_4_OWN_INITIATIVE, ownInitiativeTableSchema } from './tables/matrix-04-own-initiative.js';
import { MATRIX_5_MOVEMENT, movementTableSchema } from './tables/matrix-05-movement.js';
import { conditionsTableSchema, MATRIX_6_CONDITIONS } from './tables/matrix-06-conditions.js';
import { MATRIX_7_RANGE, rangeTableSchema } from './tables/matrix-07-range.js';
import { MATRIX_13_POINTS, pointsTableSchema } from './tables/matrix-13-points.js';

/**
 * Interpretations of unclear passages (shared/rules/README.md); each default is the
 * decided reading, the other value the alternative.
 */
export const firepowerInterpretationsSchema = z.strictObject({
  /** Matrix 6 prints scores 1–12 but says "a d6": `'d12'` (default, interpretation 1) or `'2d6'`. */
  matrix6Dice: z.enum(['d12', '2d6']),
  /** A missed shot: `'no-damage'` (default, interpretation 2) or `'literal'` (its negative margin still reaches Matrix 10). */
  missedShot: z.enum(['no-damage', 'literal']),
  /** A damaged submarine damaged again: `'stays-damaged'` (default: the text gives no further effect) or `'destroyed'`. */
  damagedSubmarineHitAgain: z.enum(['stays-damaged', 'destroyed']),
  ...combatInterpretationFields,
});

/** Optional rules, switched on with `true`. */
export const firepowerOptionalSchema = z.strictObject({
  /** The +/− class rule (Matrix 13 notes): ±1 on Matrix 9 for +/− ships, ±1 on Matrix 12 for +/− aircraft. */
  plusMinusClasses: z.boolean(),
  ...combatOptionalFields,
});

/** The printed tables, each replaceable by a house rule of the same shape. */
export const firepowerTablesSchema = z.strictObject({
  /** Matrix 1, ship classes. */
  shipClasses: shipClassTableSchema,
  /** Matrix 2, control test scores and modifiers. */
  control: controlTableSchema,
  /** Matrix 3, break-off scores and triggers. */
  breakOff: breakOffTableSchema,
  /** Matrix 4, own-initiative courses of action. */
  ownInitiative: ownInitiativeTableSchema,
  /** Matrix 5, minimum distance and move rate. */
  movement: movementTableSchema,
  /** Matrix 6, time of day and weather. */
  conditions: conditionsTableSchema,
  /** Matrix 7, gunnery ranges. */
  ranges: rangeTableSchema,
  /** Matrix 13, points values. */
  points: pointsTableSchema,
  /**
   * The sun diagram (Battle Area Conditions), which the text refers to but does not
   * print: the table edge each d6 score names. No default; needed only to name the edge.
   */
  sunEdges: distinctList(z.string().min(1), 'table edge').length(6).readonly().optional(),
  ...combatTableFields,
});

/** The submarine rules' numbers (Submarines section). */
export const submarineRulesSchema = z.strictObject({
  /** Depth-charge score that destroys the submarine. */
  destroyOn: z.number().int(),
  /** Depth-charge score that damages it. */
  damageOn: z.number().int(),
  /** How close, in inches, a DD or DE must come to attack. */
  attackRangeInches: z.number().min(0),
  /** Most false models per real submerged submarine. */
  maxFalseModels: z.number().int().min(0),
  /** How far, in inches, a false model may be from its real submarine. */
  falseModelRangeInches: z.number().min(0),
});

/** The turning limits of the Game Sequence (segment D). */
export const turningRulesSchema = z.strictObject({
  /** Most degrees a ship may turn in its move (one turn). */
  degrees: z.number().positive(),
  /** Most degrees for the big ships named in `bigShipClasses`. */
  bigShipDegrees: z.number().positive(),
  /** Classes limited to `bigShipDegrees`: BC and up, and the carriers and cargo ships. */
  bigShipClasses: distinctList(shipClassSchema, 'class').readonly(),
});

/** The victory condition's number. */
export const victoryRulesSchema = z.strictObject({
  /** A side whose broken-off squadrons reach this fraction of its squadrons has lost. */
  brokenOffFraction: z.number().gt(0).max(1),
});

/** The zod schema of the Firepower rules object (printed defaults plus house rules). */
export const firepowerRulesSchema = z.strictObject({
  /** Interpretations of unclear passages. */
  interpretations: firepowerInterpretationsSchema,
  /** Optional rules. */
  optional: firepowerOptionalSchema,
  /** The printed tables. */
  tables: firepowerTablesSchema,
  /** Submarine numbers. */
  submarines: submarineRulesSchema,
  /** Turning limits. */
  turning: turningRulesSchema,
  /** Victory condition. */
  victory: victoryRulesSchema,
});

/** The Firepower rules in force (after defaults and overrides are merged and parsed). */
export type FirepowerRules = z.output<typeof firepowerRulesSchema>;
/** The rules object as written (tables in their printed form). */
export type FirepowerRulesInput = z.input<typeof firepowerRulesSchema>;
/** House-rule overrides: any field may be left out to keep the printed default. */
export type FirepowerRulesOverrides = RulesOverrides<FirepowerRulesInput>;

/** `T` with every array and object read-only, as `as const` tables are. */
type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/**
 * The Firepower rules as printed, with the decided interpretations and optional rules off.
 *
 * @example
 * ```ts
 * FIREPOWER_RULES.tables.movement.late.moveRateCm; // 20
 * ```
 */
export const FIREPOWER_RULES = /* @__PURE__ */ deepFreeze({
  interpretations: {
    matrix6Dice: 'd12',
    missedShot: 'no-damage',
    damagedSubmarineHitAgain: 'stays-damaged',
    ...COMBAT_INTERPRETATIONS,
  },
  optional: { plusMinusClasses: false, ...COMBAT_OPTIONAL },
  tables: {
    shipClasses: MATRIX_1_SHIP_CLASSES,
    control: MATRIX_2_CONTROL,
    breakOff: MATRIX_3_BREAK_OFF,
    ownInitiative: MATRIX_4_OWN_INITIATIVE,
    movement: MATRIX_5_MOVEMENT,
    conditions: MATRIX_6_CONDITIONS,
    ranges: MATRIX_7_RANGE,
    points: MATRIX_13_POINTS,
    ...COMBAT_TABLES,
  },
  submarines: { destroyOn: 6, damageOn: 5, attackRangeInches: 2, maxFalseModels: 3, falseModelRangeInches: 24 },
  turning: {
    degrees: 90,
    bigShipDegrees: 45,
    bigShipClasses: ['SB', 'BB', 'BC', 'CV', 'CVE', 'CVA', 'AK', 'AKL'],
  },
  victory: { brokenOffFraction: 1 / 2 },
} as const satisfies DeepReadonly<FirepowerRulesInput>);

/** The printed defaults typed as the schema's input (the `satisfies` above checks the shape). */
const PRINTED_INPUT = FIREPOWER_RULES as unknown as FirepowerRulesInput;

const resolveCached = createRulesResolver(firepowerRulesSchema, PRINTED_INPUT, 'Firepower rules');

/**
 * The Firepower rules in force: the printed defaults with house-rule overrides merged in
 * and validated. Results are remembered (by identity and by content) and deep-frozen, so
 * resolvers stay fast under `exactOdds`; treat the returned object as read-only.
 *
 * @example
 * ```ts
 * resolveFirepowerRules({ interpretations: { matrix6Dice: '2d6' } }).interpretations.matrix6Dice; // '2d6'
 * ```
 */
export function resolveFirepowerRules(overrides?: FirepowerRulesOverrides): FirepowerRules {
  return resolveCached(overrides);
}
