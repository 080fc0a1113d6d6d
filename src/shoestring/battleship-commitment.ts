import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { requireOption } from './options.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from './rules.js';

/**
 * What {@link resolveBattleshipCommitment} takes: the odd turn of the Naval Unit Assignment.
 *
 * @example
 * ```ts
 * battleshipCommitmentInputSchema.parse({ turn: 5 });
 * ```
 */
export const battleshipCommitmentInputSchema = z.strictObject({
  /** The odd game turn whose Naval Unit Assignment (I.A.4) this is; the limit holds for it and the next. */
  turn: z
    .number()
    .int()
    .min(1)
    .refine((n) => n % 2 === 1, 'the commitment roll is made in step I.A.4, on odd game turns'),
});
/** A battleship commitment input as callers write it. */
export type BattleshipCommitmentInput = z.input<typeof battleshipCommitmentInputSchema>;

const lookupArgs = z.strictObject({
  /** The natural d10 (0–9): O1.0's roll has no modifiers. */
  roll: z
    .number()
    .int()
    .min(0, 'a d10 read 0–9 cannot show less than 0')
    .max(9, 'a d10 read 0–9 cannot show more than 9'),
});

/**
 * Reads a roll on the Japanese BB Commitment Table (O1.0). The roll is the natural d10
 * (0–9), which O1.0 does not modify: a value the die cannot show is a RulesError.
 *
 * @example
 * ```ts
 * lookupBattleshipCommitment(4); // 2
 * ```
 */
export function lookupBattleshipCommitment(roll: number, rules?: ShoestringRulesOverrides): number {
  const valid = parseInput(lookupArgs, { roll }, { rule: 'O1.0', what: 'Japanese BB Commitment Table lookup' });
  return lookupBand(resolveShoestringRules(rules).tables.battleshipCommitment, valid.roll).result;
}

/**
 * The Japanese battleship commitment roll (O1.0, step I.A.4; needs `options.O1`): one d10
 * (0–9) on the Japanese BB Commitment Table gives how many battleships the Japanese may use
 * in this game turn and the next (≤3 one, 4–8 two, ≥9 three). Committing Yamato gives the
 * U.S. 2 VP at the end of the turn (see the victory points ledger).
 *
 * @example
 * ```ts
 * resolveBattleshipCommitment({ turn: 5 }, createDice(7), { options: { O1: true } }).outcome; // 1, 2 or 3
 * ```
 */
export function resolveBattleshipCommitment(
  input: BattleshipCommitmentInput,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<number> {
  expectDice(dice, 'O1.0');
  const valid = parseInput(battleshipCommitmentInputSchema, input, { rule: 'O1.0', what: 'commitment input' });
  const resolved = resolveShoestringRules(rules);
  requireOption(resolved, 'O1');
  const mark = logMark(dice);
  const natural = dice.d10Zero('O1.0 Japanese battleship commitment');
  const read = lookupBand(resolved.tables.battleshipCommitment, natural);
  return resolution({
    rule: 'O1.0',
    title: `Japanese battleship commitment for game turns ${valid.turn} and ${valid.turn + 1}`,
    rolls: ownRolls(dice, mark),
    total: natural,
    row: read.row,
    outcome: read.result,
    notes: [
      `at most ${read.result} battleship${read.result === 1 ? '' : 's'} may be used in game turns ${valid.turn} and ${valid.turn + 1}`,
    ],
  });
}

/**
 * The exact odds of {@link resolveBattleshipCommitment}.
 *
 * @example
 * ```ts
 * battleshipCommitmentOdds({ turn: 1 }, { options: { O1: true } }).outcomes; // 1: 4/10, 2: 5/10, 3: 1/10
 * ```
 */
export function battleshipCommitmentOdds(
  input: BattleshipCommitmentInput,
  rules?: ShoestringRulesOverrides,
): ExactOdds<number> {
  return exactOdds((dice) => resolveBattleshipCommitment(input, dice, rules).outcome);
}
