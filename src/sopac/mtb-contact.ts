import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { rollHits } from '../core/pool-bands.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';

/**
 * Zod schema of a contact roll: the boats of the flotilla whose patrol zone an enemy fleet
 * entered.
 *
 * @example
 * ```ts
 * mtbContactInputSchema.parse({ boats: 4 });
 * ```
 */
export const mtbContactInputSchema = z.strictObject({
  /** Boats in the flotilla. */
  boats: z.number().int().min(1).max(100),
});
/** A contact roll as callers write it. */
export type MtbContactInput = z.input<typeof mtbContactInputSchema>;

/** The contact roll's result. */
export interface MtbContactOutcome {
  /** True when any die made contact: every ship of the fleet is revealed and the boats may attack. */
  readonly contact: boolean;
  /** How many dice made contact. */
  readonly dice: number;
}

function contactRoll(boats: number, dice: Dice, rules: SopacRules): Resolution<MtbContactOutcome> {
  const mark = logMark(dice);
  const on = rules.mtb.contactOn;
  const hits = rollHits(dice, boats, on, '20.3 MTB contact (pool)');
  return resolutionOf({
    rule: '20.3',
    title: `MTB contact: one d6 a boat, ${on}+`,
    rolls: ownRolls(dice, mark),
    outcome: { contact: hits > 0, dice: hits },
    notes: ['interpretation 6: contact is made when any die shows a contact face'],
  });
}

/**
 * The contact roll (20.3): when an enemy fleet enters a flotilla's patrol zone, one d6 per
 * boat, no modifiers; contact when any die shows 5 or 6 (interpretation 6). On contact the
 * fleet's owner reveals every ship present.
 *
 * @example
 * ```ts
 * resolveMtbContact({ boats: 2 }, scriptedDice([2, 5])).outcome; // { contact: true, dice: 1 }
 * ```
 */
export function resolveMtbContact(
  input: MtbContactInput,
  dice: Dice,
  rules?: SopacRulesOverrides,
): Resolution<MtbContactOutcome> {
  expectDice(dice, '20.3');
  const v = parseInput(mtbContactInputSchema, input, { rule: '20.3', what: 'MTB contact' });
  return contactRoll(v.boats, dice, resolveSopacRules(rules));
}

/**
 * The exact odds of {@link resolveMtbContact}: 1 − (2/3)^boats of contact.
 *
 * @example
 * ```ts
 * mtbContactOdds({ boats: 2 }).outcomes.filter((o) => o.outcome.contact).length; // 2 (one die or two)
 * ```
 */
export function mtbContactOdds(input: MtbContactInput, rules?: SopacRulesOverrides): ExactOdds<MtbContactOutcome> {
  const v = parseInput(mtbContactInputSchema, input, { rule: '20.3', what: 'MTB contact' });
  const resolved = resolveSopacRules(rules);
  return exactOdds((dice) => contactRoll(v.boats, dice, resolved).outcome);
}
