import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveWarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';

const RULE = 'Special Rules: Rescue Operations';

/**
 * Zod schema of a rescue: the troop counters aboard the destroyed unit and whether a unit
 * with Rescue Operations is in its sector.
 *
 * @example
 * ```ts
 * rescueInputSchema.parse({ troopsAboard: 2, rescuerInSector: true });
 * ```
 */
export const rescueInputSchema = z.strictObject({
  /** Troop counters aboard the unit that was destroyed. */
  troopsAboard: z.number().int().min(1).max(20),
  /** True when a unit with Rescue Operations is in the same sector. */
  rescuerInSector: z.boolean(),
});
/** A rescue as callers write it. */
export type RescueInput = z.input<typeof rescueInputSchema>;

/** What a rescue achieves. */
export interface RescueOutcome {
  /** Troop counters put on the rescuer, beyond its capacity (0 or 1). */
  readonly rescued: number;
  /** Troop counters lost with the unit. */
  readonly lost: number;
}

/**
 * The Rescue Operations roll (Special Rules): when a unit carrying troop counters is
 * destroyed in the same sector as a unit with Rescue Operations, one d6; on a success one
 * troop counter goes onto the rescuer, beyond its capacity, and the rest are lost. The
 * text gives no target: one d6 succeeding on 4 or more is the default (interpretation 5,
 * rules `rescue.target`). Without a rescuer in the sector the roll is not allowed.
 *
 * @example
 * ```ts
 * resolveRescue({ troopsAboard: 2, rescuerInSector: true }, createDice(5)).outcome; // { rescued: 1, lost: 1 } or { rescued: 0, lost: 2 }
 * ```
 */
export function resolveRescue(
  input: RescueInput,
  dice: Dice,
  rules?: WarAtSeaRulesOverrides,
): Resolution<RescueOutcome> {
  expectDice(dice, RULE);
  return rescueRoll(parseInput(rescueInputSchema, input, { rule: RULE, what: 'rescue' }), dice, rules);
}

/** The rescue roll on validated input. */
function rescueRoll(
  valid: z.output<typeof rescueInputSchema>,
  dice: Dice,
  rules: WarAtSeaRulesOverrides | undefined,
): Resolution<RescueOutcome> {
  if (!valid.rescuerInSector) {
    throw new RulesError(`${RULE}: no unit with Rescue Operations is in the sector, so the troops aboard are lost`, {
      code: 'ILLEGAL_ACTION',
      rule: RULE,
      path: ['rescuerInSector'],
    });
  }
  const target = resolveWarAtSeaRules(rules).rescue.target;
  const mark = logMark(dice);
  const roll = dice.d6(`${RULE} roll`);
  const rescued = roll >= target ? 1 : 0;
  return resolutionOf({
    rule: RULE,
    title: `Rescue Operations roll, success on ${target}+`,
    rolls: ownRolls(dice, mark),
    total: roll,
    row: roll >= target ? `${target}+` : `<${target}`,
    outcome: { rescued, lost: valid.troopsAboard - rescued },
    notes: ['interpretation 5: the text gives no target; one d6 against the rules\u2019 rescue target'],
  });
}

/**
 * The exact odds of {@link resolveRescue}.
 *
 * @example
 * ```ts
 * rescueOdds({ troopsAboard: 1, rescuerInSector: true }).outcomes.map((o) => o.probability); // [0.5, 0.5]
 * ```
 */
export function rescueOdds(input: RescueInput, rules?: WarAtSeaRulesOverrides): ExactOdds<RescueOutcome> {
  const valid = parseInput(rescueInputSchema, input, { rule: RULE, what: 'rescue' });
  return exactOdds((dice) => rescueRoll(valid, dice, rules).outcome);
}
