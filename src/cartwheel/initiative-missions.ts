import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { requireTable } from '../core/require-table.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { naturalD10 } from './natural-d10.js';
import { type CartwheelRules, type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { sideSchema } from './schemas/common.js';

/** What {@link resolveInitiativeMissions} takes. */
export const initiativeMissionsInputSchema = z.strictObject({
  /** The initiative player, who rolls (7.5). */
  initiative: sideSchema,
});
/** Initiative missions input, as written by a caller. */
export type InitiativeMissionsInput = z.input<typeof initiativeMissionsInputSchema>;

function missionsTable(rules: CartwheelRules) {
  return requireTable(rules.tables.initiativeMissions, {
    table: 'Initiative Player’s Missions table (Player’s Aid Charts)',
    rule: '7.5',
    field: 'tables.initiativeMissions',
  });
}

/**
 * Reads a d10 (1–10) on your Initiative Player's Missions table (7.5), without rolling.
 *
 * @example
 * ```ts
 * lookupInitiativeMissions(7, { tables: { initiativeMissions: MADE_UP_INITIATIVE_MISSIONS } }); // e.g. 2
 * ```
 */
export function lookupInitiativeMissions(roll: number, rules?: CartwheelRulesOverrides): number {
  return lookupBand(missionsTable(resolveCartwheelRules(rules)), naturalD10(roll, '7.5')).result;
}

/**
 * Initiative missions determination (7.5): the initiative player rolls one d10 on the
 * Initiative Player's Missions table (an input, `rules.tables.initiativeMissions`); the
 * result is how many missions he flies before the opponent may fly one.
 *
 * @example
 * ```ts
 * resolveInitiativeMissions({ initiative: 'Allied' }, createDice(4), { tables: { initiativeMissions: MADE_UP_INITIATIVE_MISSIONS } }).outcome;
 * ```
 */
export function resolveInitiativeMissions(
  input: InitiativeMissionsInput,
  dice: Dice,
  rules?: CartwheelRulesOverrides,
): Resolution<number> {
  expectDice(dice, '7.5');
  const valid = parseInput(initiativeMissionsInputSchema, input, { rule: '7.5', what: 'initiative missions input' });
  const table = missionsTable(resolveCartwheelRules(rules));
  const mark = logMark(dice);
  const natural = dice.d10(`7.5 initiative missions (${valid.initiative})`);
  const read = lookupBand(table, natural);
  return resolution({
    rule: '7.5',
    title: 'Initiative missions',
    rolls: ownRolls(dice, mark),
    total: natural,
    row: read.row,
    outcome: read.result,
  });
}
