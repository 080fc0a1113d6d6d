import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { dieFaceSchema } from '../core/die-face.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import type { ConditionsResult } from './tables/matrix-06-conditions.js';

const RULE = 'Matrix 6';

/** What {@link resolveBattleConditions} takes: nothing (the dice are set by the rules object). */
export const battleConditionsInputSchema = z.strictObject({});
/** What {@link resolveBattleConditions} takes. */
export type BattleConditionsRollInput = z.input<typeof battleConditionsInputSchema>;

/**
 * Pure lookup beside {@link resolveBattleConditions}: what a Matrix 6 score reads.
 *
 * @example
 * ```ts
 * lookupBattleConditions(10); // { timeOfDay: 'dusk', weather: 'bad' }
 * ```
 */
export function lookupBattleConditions(score: number, rules?: FirepowerRulesOverrides): ConditionsResult {
  const resolved = resolveFirepowerRules(rules);
  const die =
    resolved.interpretations.matrix6Dice === 'd12' ? dieFaceSchema(1, 12, 'd12') : dieFaceSchema(2, 12, '2d6');
  parseInput(z.strictObject({ score: die }), { score }, { rule: RULE, what: 'Matrix 6 score' });
  return lookupBand(resolved.tables.conditions, score).result;
}

/**
 * Dices the time of day and weather on Matrix 6. The text says "a d6" but prints scores
 * 1–12, so by default one d12 is thrown (interpretation 1); with
 * `interpretations.matrix6Dice: '2d6'` two d6 are added instead (scores then run 2–12
 * and are not equally likely: the middle rows, night and dusk, come up most).
 *
 * @example
 * ```ts
 * resolveBattleConditions({}, scriptedDice([7])).outcome; // { timeOfDay: 'night', weather: 'good' }
 * ```
 */
export function resolveBattleConditions(
  input: BattleConditionsRollInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<ConditionsResult> {
  expectDice(dice, RULE);
  parseInput(battleConditionsInputSchema, input, { rule: RULE, what: 'battle conditions input' });
  const resolved = resolveFirepowerRules(rules);
  const mode = resolved.interpretations.matrix6Dice;
  const mark = logMark(dice);
  const score =
    mode === 'd12' ? dice.d12(`${RULE} time of day and weather`) : dice.twoD6(`${RULE} time of day and weather`);
  const read = lookupBand(resolved.tables.conditions, score);
  return resolution({
    rule: RULE,
    title: 'Time of day and weather',
    rolls: ownRolls(dice, mark),
    total: score,
    row: read.row,
    outcome: read.result,
    notes: [
      mode === 'd12'
        ? 'one d12 (interpretation 1: the text says a d6 but prints scores 1-12)'
        : 'two d6 added (interpretation 1, 2d6 option)',
    ],
  });
}
