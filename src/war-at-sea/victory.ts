import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { claimObjectivesParsed, islandListSchema, type ObjectiveClaim } from './objectives.js';
import type { WarAtSeaRulesOverrides } from './rules.js';
import type { WarAtSeaSide } from './schemas.js';

const points = z.number().int().min(0).max(100_000);
const sidePoints = z.strictObject({
  /** Total value of the enemy units this side has sunk. */
  sunkEnemyValue: points,
  /** Points from special abilities (and base-game bonuses such as "no Ship remaining"), as the base game awards them. Default 0. */
  otherPoints: points.default(0),
});

/**
 * Zod schema of the victory check: the scenario's target, each side's points other than
 * objectives, and the islands.
 *
 * @example
 * ```ts
 * victoryCheckSchema.parse({ target: 300, sides: { Allies: { sunkEnemyValue: 0 }, Axis: { sunkEnemyValue: 0 } }, islands: [] });
 * ```
 */
export const victoryCheckSchema = z.strictObject({
  /** The points the scenario needs; a side wins only by exceeding it. */
  target: points,
  /** Each side's points other than objectives. */
  sides: z.strictObject({
    /** The Allies. */
    Allies: sidePoints,
    /** The Axis. */
    Axis: sidePoints,
  }),
  /** The islands (objectives) on the map. */
  islands: islandListSchema,
});
/** A victory check as callers write it. */
export type VictoryCheckInput = z.input<typeof victoryCheckSchema>;

/** One side's total at the victory check. */
export interface SideTotal {
  /** Value of enemy units sunk. */
  readonly sunk: number;
  /** Value of objectives claimed. */
  readonly objectives: number;
  /** Other points (special abilities, base-game bonuses). */
  readonly other: number;
  /** The sum. */
  readonly total: number;
}

/** What the victory check finds. */
export interface VictoryCheck {
  /** Each island's claim. */
  readonly claims: readonly ObjectiveClaim[];
  /** Each side's total. */
  readonly totals: Readonly<Record<WarAtSeaSide, SideTotal>>;
  /** The sides whose total exceeds the target (both, rarely: the base game settles that). */
  readonly winners: readonly WarAtSeaSide[];
}

/**
 * The check for victory at the end of each turn (Checking for Victory): each side totals
 * the value of enemy units it has sunk, the objectives it claims and its other points, and
 * wins when the total exceeds the scenario's target (equal is not enough).
 *
 * @example
 * ```ts
 * checkVictory({
 *   target: 80,
 *   sides: { Allies: { sunkEnemyValue: 40 }, Axis: { sunkEnemyValue: 0 } },
 *   islands: [{ id: 'MADE-UP atoll', troops: { Allies: 1, Axis: 0 } }],
 * }).winners; // ['Allies']: 40 sunk + 50 for the island = 90, more than 80
 * ```
 */
export function checkVictory(input: VictoryCheckInput, rules?: WarAtSeaRulesOverrides): VictoryCheck {
  return checkVictoryParsed(
    parseInput(victoryCheckSchema, input, { rule: 'Checking for Victory', what: 'victory check' }),
    rules,
  );
}

/** {@link checkVictory} on an input already valid (a game's own records, every default given). Internal. */
export function checkVictoryParsed(
  valid: z.output<typeof victoryCheckSchema>,
  rules?: WarAtSeaRulesOverrides,
): VictoryCheck {
  const claims = claimObjectivesParsed(valid.islands, rules);
  const totalOf = (side: WarAtSeaSide): SideTotal => {
    const own = valid.sides[side];
    const objectives = claims.filter((c) => c.claimedBy === side).reduce((sum, c) => sum + c.value, 0);
    return {
      sunk: own.sunkEnemyValue,
      objectives,
      other: own.otherPoints,
      total: own.sunkEnemyValue + objectives + own.otherPoints,
    };
  };
  const totals = { Allies: totalOf('Allies'), Axis: totalOf('Axis') };
  const winners = (['Allies', 'Axis'] as const).filter((side) => totals[side].total > valid.target);
  return { claims, totals, winners };
}
