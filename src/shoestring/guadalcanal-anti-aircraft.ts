import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { antiAircraftTable } from './surface-combat.js';
import { exactColumn } from './tables/column-table.js';

/**
 * What {@link resolveGuadalcanalAntiAircraft} takes.
 *
 * @example
 * ```ts
 * guadalcanalAntiAircraftInputSchema.parse({ survivingBombardUnits: 2 });
 * ```
 */
export const guadalcanalAntiAircraftInputSchema = z.strictObject({
  /** Air units on a "Bombard Guadalcanal" mission still flying after steps II.B.3–5 (at least one). */
  survivingBombardUnits: z.number().int().min(1),
});

/**
 * Guadalcanal anti-aircraft fire (step II.B.6; needs the base game's Anti-Aircraft Combat
 * Table): one d10 (0–9) on the table's 1-8 column against the surviving air units with a
 * "Bombard Guadalcanal" mission. The outcome is the printed result, applied as the base
 * game says.
 *
 * @example
 * ```ts
 * resolveGuadalcanalAntiAircraft({ survivingBombardUnits: 2 }, createDice(7), { tables: { antiAircraft: MADE_UP_AA_TABLE } }).outcome;
 * ```
 */
export function resolveGuadalcanalAntiAircraft(
  input: z.input<typeof guadalcanalAntiAircraftInputSchema>,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<string> {
  expectDice(dice, 'II.B.6');
  const valid = parseInput(guadalcanalAntiAircraftInputSchema, input, { rule: 'II.B.6', what: 'Guadalcanal AA input' });
  const resolved = resolveShoestringRules(rules);
  const table = antiAircraftTable(resolved, 'II.B.6');
  const { min, max } = resolved.guadalcanalAntiAircraft.column;
  const column = exactColumn(table, min, max, 'II.B.6');
  const mark = logMark(dice);
  const natural = dice.d10Zero(`II.B.6 Guadalcanal AA (${min}-${max} column)`);
  const read = lookupBand(column, natural);
  return resolution({
    rule: 'II.B.6',
    title: `Guadalcanal anti-aircraft fire on the ${min}-${max} column`,
    rolls: ownRolls(dice, mark),
    total: natural,
    row: read.row,
    outcome: read.result,
    notes: [
      `one roll against ${valid.survivingBombardUnits} surviving "Bombard Guadalcanal" air unit${valid.survivingBombardUnits === 1 ? '' : 's'}`,
    ],
  });
}

/**
 * The exact odds of {@link resolveGuadalcanalAntiAircraft}.
 *
 * @example
 * ```ts
 * guadalcanalAntiAircraftOdds({ survivingBombardUnits: 1 }, { tables: { antiAircraft: MADE_UP_AA_TABLE } }).outcomes;
 * ```
 */
export function guadalcanalAntiAircraftOdds(
  input: z.input<typeof guadalcanalAntiAircraftInputSchema>,
  rules?: ShoestringRulesOverrides,
): ExactOdds<string> {
  return exactOdds((dice) => resolveGuadalcanalAntiAircraft(input, dice, rules).outcome);
}
