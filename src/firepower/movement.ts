import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import { periodSchema, type ShipClass, scaleSchema, shipClassSchema } from './schemas/enums.js';

const RULE = 'Matrix 5';

/** What {@link lookupMovement} takes. */
export const movementInputSchema = z.strictObject({
  /** The period division. */
  period: periodSchema,
  /** Model scale: `small` (printed rates) or `large` (1/600–1/700, move rate doubled). */
  scale: scaleSchema.default('small'),
});
/** What {@link lookupMovement} takes. */
export type MovementInput = z.input<typeof movementInputSchema>;

/** What {@link lookupMovement} returns. */
export interface MovementRates {
  /** Maximum move per turn, in cm, at the given scale. */
  readonly moveRateCm: number;
  /** Minimum distance, in inches, a ship must keep to another ship of its squadron (as printed; the text does not scale it). */
  readonly minimumDistanceInches: number;
}

/**
 * Matrix 5: the move rate and minimum distance for a period and scale. The move rate is
 * printed for the smaller scales and doubled at 1/600–1/700; the text doubles only the
 * move rate, so the minimum distance is returned as printed.
 *
 * @example
 * ```ts
 * lookupMovement({ period: 'late', scale: 'large' }); // { moveRateCm: 40, minimumDistanceInches: 8 }
 * ```
 */
export function lookupMovement(input: MovementInput, rules?: FirepowerRulesOverrides): MovementRates {
  const valid = parseInput(movementInputSchema, input, { rule: RULE, what: 'movement input' });
  const table = resolveFirepowerRules(rules).tables.movement;
  const row = table[valid.period];
  const factor = valid.scale === 'large' ? table.largeScaleMoveMultiplier : 1;
  return { moveRateCm: row.moveRateCm * factor, minimumDistanceInches: row.minimumDistanceInches };
}

/**
 * The largest turn a ship may make in its move (Game Sequence, segment D): one turn of
 * up to 90°, or up to 45° for BC class and above and for CV, CVE, CVA, AK and AKL.
 *
 * @example
 * ```ts
 * maxTurnDegrees('CA'); // 90
 * maxTurnDegrees('CVE'); // 45
 * ```
 */
export function maxTurnDegrees(shipClass: ShipClass, rules?: FirepowerRulesOverrides): number {
  return maxTurnDegreesParsed(
    parseInput(shipClassSchema, shipClass, { rule: 'Game Sequence', what: 'ship class' }),
    rules,
  );
}

/** {@link maxTurnDegrees} on an input already valid (a game's own records, every default given). Internal. */
export function maxTurnDegreesParsed(cls: z.output<typeof shipClassSchema>, rules?: FirepowerRulesOverrides): number {
  const turning = resolveFirepowerRules(rules).turning;
  return turning.bigShipClasses.includes(cls) ? turning.bigShipDegrees : turning.degrees;
}
