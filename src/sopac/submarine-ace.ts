import * as z from 'zod';
import { type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { resolveSopacRules, type SopacRulesOverrides } from './rules.js';

const RULE = '16.6';

/**
 * Zod schema of a roll that may involve a submarine ace: `'asw'` for an ASW attack made
 * against the submarine, `'attack'` for the submarine's attack on a ship.
 *
 * @example
 * ```ts
 * submarineAceInputSchema.parse({ roll: 'asw', ace: true });
 * ```
 */
export const submarineAceInputSchema = z.strictObject({
  /** `'asw'`: an ASW attack on the submarine; `'attack'`: the submarine's attack on a ship. */
  roll: z.enum(['asw', 'attack']),
  /** True when the submarine has an ace commander (marked on the Ship Data sheet). */
  ace: z.boolean(),
});
/** A submarine-ace query as callers write it. */
export type SubmarineAceInput = z.input<typeof submarineAceInputSchema>;

/**
 * Submarine aces (16.6): the modifiers an ace commander adds to a roll, on top of those of
 * the base game's ASW and submarine attack tables (your tables): −1 to ASW attacks against
 * the ace's submarine, +1 to its attacks on ships. A submarine without an ace gets none.
 *
 * @example
 * ```ts
 * submarineAceModifiers({ roll: 'asw', ace: true }); // [{ rule: '16.6', label: 'submarine ace', delta: -1 }]
 * ```
 */
export function submarineAceModifiers(input: SubmarineAceInput, rules?: SopacRulesOverrides): Modifier[] {
  const valid = parseInput(submarineAceInputSchema, input, { rule: RULE, what: 'submarine ace roll' });
  const ace = resolveSopacRules(rules).submarineAce;
  const delta = valid.roll === 'asw' ? ace.aswAgainst : ace.attacks;
  return valid.ace && delta !== 0 ? [modifier(RULE, 'submarine ace', delta)] : [];
}
