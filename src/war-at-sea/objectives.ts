import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { controlOf } from './infantry-combat.js';
import { resolveWarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';
import type { WarAtSeaSide } from './schemas.js';

/**
 * Zod schema of an island at the victory check: its name, the troop counters of each side
 * on it, and its objective value when the scenario gives one other than the rules' (50).
 *
 * @example
 * ```ts
 * islandSchema.parse({ id: 'MADE-UP atoll', troops: { Allies: 2, Axis: 0 } });
 * ```
 */
export const islandSchema = z.strictObject({
  /** The island's name. */
  id: z.string().min(1).max(60),
  /** Troop counters of each side on it. */
  troops: z.strictObject({
    /** Allied counters. */
    Allies: z.number().int().min(0).max(100),
    /** Axis counters. */
    Axis: z.number().int().min(0).max(100),
  }),
  /** Objective value; default the rules' `objectiveValue` (50, Standard scenario). */
  value: z.number().int().min(0).max(1000).optional(),
});
/** An island as callers write it. */
export type IslandInput = z.input<typeof islandSchema>;

/** The islands of a map: at most 100, each id once (an island listed twice would score twice). */
export const islandListSchema = z
  .array(islandSchema)
  .max(100)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((island, index) => {
      if (seen.has(island.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `island ${island.id} is listed twice` });
      }
      seen.add(island.id);
    });
  });

/** An island's standing at the victory check. */
export interface ObjectiveClaim {
  /** The island. */
  readonly id: string;
  /** The side that claims it, or null when it is neutral (no troops, or troops of both sides). */
  readonly claimedBy: WarAtSeaSide | null;
  /** What it scores for the side that claims it. */
  readonly value: number;
}

/**
 * Who claims each island at the victory check (Claiming an Objective): the side that alone
 * has troops on it. An island with no troops, or with troops of both sides, is neutral
 * (decision: the text makes a claim depend only on who is there at the check, so an
 * earlier claim does not stay). Islands stay on the map and may change hands.
 *
 * @example
 * ```ts
 * claimObjectives([{ id: 'A', troops: { Allies: 1, Axis: 0 } }, { id: 'B', troops: { Allies: 1, Axis: 1 } }])
 *   .map((c) => c.claimedBy); // ['Allies', null]
 * ```
 */
export function claimObjectives(islands: readonly IslandInput[], rules?: WarAtSeaRulesOverrides): ObjectiveClaim[] {
  return claimObjectivesParsed(
    parseInput(islandListSchema, islands, { rule: 'Claiming an Objective', what: 'islands' }),
    rules,
  );
}

/** {@link claimObjectives} on islands already valid (a game's own records). Internal. */
export function claimObjectivesParsed(
  valid: z.output<typeof islandListSchema>,
  rules?: WarAtSeaRulesOverrides,
): ObjectiveClaim[] {
  const value = resolveWarAtSeaRules(rules).objectiveValue;
  return valid.map((island) => {
    const control = controlOf(island.troops.Allies, island.troops.Axis);
    const claimedBy = control === 'Allies' || control === 'Axis' ? control : null;
    return { id: island.id, claimedBy, value: island.value ?? value };
  });
}
