import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { resolveSopacRules, type SopacRulesOverrides } from './rules.js';

/**
 * Zod schema of an MTB base's record (20.7): air-strike hits taken and whether it was
 * bombarded.
 *
 * @example
 * ```ts
 * mtbBaseInputSchema.parse({ hits: 2, bombarded: false });
 * ```
 */
export const mtbBaseInputSchema = z.strictObject({
  /** Hits from air strikes so far in the scenario (20.72); they accumulate and are never repaired (20.73). */
  hits: z.number().int().min(0).max(100),
  /** True once an enemy shore bombardment hit it (20.71). */
  bombarded: z.boolean(),
});
/** An MTB base record as callers write it. */
export type MtbBaseInput = z.input<typeof mtbBaseInputSchema>;

/** Whether an MTB base still serves its boats. */
export interface MtbBaseStatus {
  /** True while boats may sail from it. */
  readonly serves: boolean;
  /** Air-strike hits still needed to knock it out (0 once out). */
  readonly hitsToKnockOut: number;
  /** Why it no longer serves, or null. */
  readonly reason: string | null;
}

/**
 * An MTB base's state (20.7): a bombarded base serves no boats for the rest of the
 * scenario (20.71; boats out on patrol that night finish it, then leave the game); air
 * strikes against it (AA 8, the base game's Land Strike rules) accumulate hits and the
 * fourth knocks it out (20.72); no repair (20.73).
 *
 * @example
 * ```ts
 * mtbBaseStatus({ hits: 3, bombarded: false }); // { serves: true, hitsToKnockOut: 1, reason: null }
 * ```
 */
export function mtbBaseStatus(input: MtbBaseInput, rules?: SopacRulesOverrides): MtbBaseStatus {
  return mtbBaseStatusParsed(parseInput(mtbBaseInputSchema, input, { rule: '20.7', what: 'MTB base' }), rules);
}

/** {@link mtbBaseStatus} on an input already valid (a game's own records, every default given). Internal. */
export function mtbBaseStatusParsed(
  v: z.output<typeof mtbBaseInputSchema>,
  rules?: SopacRulesOverrides,
): MtbBaseStatus {
  const needed = Math.max(0, resolveSopacRules(rules).mtbBase.hitsToKnockOut - v.hits);
  // A bombarded base is out for the rest of the scenario: no hits are still needed (0 once out).
  if (v.bombarded) return { serves: false, hitsToKnockOut: 0, reason: '20.71: bombarded' };
  if (needed === 0) return { serves: false, hitsToKnockOut: 0, reason: '20.72: knocked out by air strikes' };
  return { serves: true, hitsToKnockOut: needed, reason: null };
}
