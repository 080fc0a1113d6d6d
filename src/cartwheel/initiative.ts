import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { distinctList } from '../core/distinct-list.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { requireTable } from '../core/require-table.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type CartwheelRules, type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { type Side, sideSchema } from './schemas/common.js';
import { initiativeTable } from './tables/initiative-table.js';

/** What {@link resolveInitiative} takes. */
export const initiativeInputSchema = z
  .strictObject({
    /** The game turn. There is no roll on turn 1 (7.0 note). */
    turn: z.number().int().min(1),
    /** Turn 1 only: the initiative player the scenario's special rules name. */
    scenarioInitiative: sideSchema.optional(),
    /** Ids of Initiative DRM table rows that apply (see `reconInitiativeConditions` for the recon ones). */
    conditions: distinctList(z.string(), 'condition').default([]),
  })
  .superRefine((value, ctx) => {
    if (value.turn === 1 && value.scenarioInitiative === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['scenarioInitiative'],
        message: 'turn 1 has no initiative roll: give the side the scenario names',
      });
    if (value.turn > 1 && value.scenarioInitiative !== undefined)
      ctx.addIssue({ code: 'custom', path: ['scenarioInitiative'], message: 'from turn 2 the initiative is rolled' });
  });
/** Initiative input, as written by a caller. */
export type InitiativeInput = z.input<typeof initiativeInputSchema>;

function drms(conditions: readonly string[], rules: CartwheelRules): Modifier[] {
  const table = requireTable(rules.tables.initiativeDrm, {
    table: 'Initiative DRM table (Player’s Aid Charts)',
    rule: '7.4',
    field: 'tables.initiativeDrm',
  });
  return conditions.map((id, index) => {
    const row = table.modifiers.find((m) => m.id === id);
    if (row === undefined)
      throw new RulesError(`7.4: conditions[${index}]: the ${table.name} has no row "${id}"`, {
        code: 'INVALID_INPUT',
        rule: '7.4',
        path: ['conditions', index],
      });
    return modifier('7.4', row.label, row.delta);
  });
}

/**
 * The Initiative DRM table modifiers that apply (7.4), as data; needs the table.
 *
 * @example
 * ```ts
 * initiativeModifiers({ turn: 3, conditions: ['allied-recon-rabaul'] }, { tables: { initiativeDrm: MADE_UP_INITIATIVE_DRM } });
 * ```
 */
export function initiativeModifiers(input: InitiativeInput, rules?: CartwheelRulesOverrides): Modifier[] {
  const valid = parseInput(initiativeInputSchema, input, { rule: '7.4', what: 'initiative input' });
  return drms(valid.conditions, resolveCartwheelRules(rules));
}

/**
 * Reads a modified Allied initiative roll (7.4): 6 or more, the Allies; 5 or less, Japan.
 *
 * @example
 * ```ts
 * lookupInitiative(6); // 'Allied'
 * ```
 */
export function lookupInitiative(modifiedRoll: number, rules?: CartwheelRulesOverrides): Side {
  return lookupBand(initiativeTable(resolveCartwheelRules(rules).initiative.alliedMinimum), modifiedRoll).result;
}

/**
 * Initiative determination (7.4): from turn 2 the Allied player rolls one d10 plus the
 * Initiative DRM table's modifiers (an input: `rules.tables.initiativeDrm`); 6 or more gives
 * the Allies the initiative, 5 or less Japan. On turn 1 there is no roll: the scenario
 * names the side.
 *
 * @example
 * ```ts
 * resolveInitiative({ turn: 2, conditions: [] }, createDice(9), { tables: { initiativeDrm: MADE_UP_INITIATIVE_DRM } }).outcome; // 'Allied' | 'Japanese'
 * ```
 */
export function resolveInitiative(
  input: InitiativeInput,
  dice: Dice,
  rules?: CartwheelRulesOverrides,
): Resolution<Side> {
  expectDice(dice, '7.4');
  const valid = parseInput(initiativeInputSchema, input, { rule: '7.4', what: 'initiative input' });
  if (valid.scenarioInitiative !== undefined)
    return resolution({
      rule: '7.4',
      title: 'Initiative determination',
      outcome: valid.scenarioInitiative,
      notes: ['turn 1: no initiative roll; the scenario names the initiative player (7.0)'],
    });
  const resolved = resolveCartwheelRules(rules);
  const modifiers = drms(valid.conditions, resolved);
  const mark = logMark(dice);
  const natural = dice.d10('7.4 initiative (Allied roll)');
  const roll = applyModifiers(natural, modifiers);
  const read = lookupBand(initiativeTable(resolved.initiative.alliedMinimum), roll.total);
  return resolution({
    rule: '7.4',
    title: 'Initiative determination',
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: read.row,
    outcome: read.result,
  });
}
