import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import type { Legality } from './depth-charge.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';

const RULE = 'Submarines';

/** What {@link checkFalseContacts} takes: the false models that go with one real submerged submarine. */
export const falseContactsInputSchema = z.strictObject({
  /** Each false model's distance, in inches, from the real submarine. */
  falseModelDistancesInches: z.array(z.number().min(0)),
});
/** What {@link checkFalseContacts} takes. */
export type FalseContactsInput = z.input<typeof falseContactsInputSchema>;

/**
 * Are these false submarine models allowed? A real submerged submarine may have up to
 * three false models, each within 24" of it.
 *
 * @example
 * ```ts
 * checkFalseContacts({ falseModelDistancesInches: [10, 30] }); // { ok: false, reason: 'false model 2 is 30" …', rule: 'Submarines' }
 * ```
 */
export function checkFalseContacts(input: FalseContactsInput, rules?: FirepowerRulesOverrides): Legality {
  const valid = parseInput(falseContactsInputSchema, input, { rule: RULE, what: 'false contacts' });
  const sub = resolveFirepowerRules(rules).submarines;
  const count = valid.falseModelDistancesInches.length;
  if (count > sub.maxFalseModels) {
    return {
      ok: false,
      reason: `${count} false models; a real submarine may have at most ${sub.maxFalseModels}`,
      rule: RULE,
    };
  }
  const far = valid.falseModelDistancesInches.findIndex((d) => d > sub.falseModelRangeInches);
  if (far >= 0) {
    return {
      ok: false,
      reason: `false model ${far + 1} is ${valid.falseModelDistancesInches[far]}" from the real submarine; it must be within ${sub.falseModelRangeInches}"`,
      rule: RULE,
    };
  }
  return { ok: true };
}

/** What {@link isSubmarineRevealed} takes: what the real submarine has done or suffered. */
export const submarineRevealInputSchema = z.strictObject({
  /** True when it has surfaced. */
  surfaced: z.boolean().default(false),
  /** True when it has fired. */
  fired: z.boolean().default(false),
  /** True when surface ships have engaged it. */
  engaged: z.boolean().default(false),
});
/** What {@link isSubmarineRevealed} takes. */
export type SubmarineRevealInput = z.input<typeof submarineRevealInputSchema>;

/**
 * Is a real submarine revealed? It is once it surfaces, fires or is engaged by surface
 * ships (submarines start the game submerged).
 *
 * @example
 * ```ts
 * isSubmarineRevealed({ fired: true }); // true
 * ```
 */
export function isSubmarineRevealed(input: SubmarineRevealInput): boolean {
  const valid = parseInput(submarineRevealInputSchema, input, { rule: RULE, what: 'submarine state' });
  return valid.surfaced || valid.fired || valid.engaged;
}
