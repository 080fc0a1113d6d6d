import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { requireOption } from './options.js';
import { resolveShoestringRules, type ShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { searchChartName, searchNumber } from './search-number.js';
import { surfaceCombatTable } from './surface-combat.js';
import { columnFor, exactColumn } from './tables/column-table.js';

/** What the PT boat search finds. */
export type PtSearchOutcome = 'Found' | 'Not found';

/**
 * What {@link resolvePtSearch} and {@link resolvePtAttack} take: nothing beyond the rules
 * (the zone and column are the rules object's).
 *
 * @example
 * ```ts
 * ptSearchInputSchema.parse({});
 * ```
 */
export const ptSearchInputSchema = z.strictObject({});

function ptTarget(rules: ShoestringRules): { target: number; source: string } {
  const { searchNumber: fixed, zone } = rules.ptBoats;
  if (fixed !== undefined) return { target: fixed, source: 'ptBoats.searchNumber' };
  return { target: searchNumber('US', zone, rules, 'O5.0'), source: `${searchChartName('US')}, ${zone}` };
}

/**
 * The PT boat unit's own search for Japanese ships in its zone (O5.0, phase II.C; needs
 * `options.O5`): one d10 (0–9), no modifiers, Japanese found when it is below the U.S. sea
 * zone search chart's number for the N. Guadalcanal zone (or `ptBoats.searchNumber`).
 *
 * @example
 * ```ts
 * resolvePtSearch({}, createDice(7), { options: { O5: true }, tables: { seaZoneSearch: { US: MADE_UP_US_CHART } } }).outcome;
 * ```
 */
export function resolvePtSearch(
  input: z.input<typeof ptSearchInputSchema>,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<PtSearchOutcome> {
  expectDice(dice, 'O5.0');
  parseInput(ptSearchInputSchema, input, { rule: 'O5.0', what: 'PT search input' });
  const resolved = resolveShoestringRules(rules);
  requireOption(resolved, 'O5');
  return ptSearchStage(dice, resolved);
}

/** The PT search on validated rules (O5 checked): a stage of the engagement. */
function ptSearchStage(dice: Dice, resolved: ShoestringRules): Resolution<PtSearchOutcome> {
  const { target, source } = ptTarget(resolved);
  const mark = logMark(dice);
  const natural = dice.d10Zero(`O5.0 PT boat search in ${resolved.ptBoats.zone}`);
  return resolution({
    rule: 'O5.0',
    title: `PT boat search in ${resolved.ptBoats.zone}`,
    rolls: ownRolls(dice, mark),
    total: natural,
    row: `< ${target}`,
    outcome: natural < target ? 'Found' : 'Not found',
    notes: [`search number ${target} (${source}); no modifiers`],
  });
}

/**
 * The PT boat attack on found Japanese ships (O5.0; needs `options.O5` and the base game's
 * Surface-to-Surface Combat Table): one d10 (0–9) on the table's 2-3 column, no modifiers.
 * The outcome is the table's printed result, applied to the Japanese ships as the base game
 * says.
 *
 * @example
 * ```ts
 * resolvePtAttack({}, createDice(7), { options: { O5: true }, tables: { surfaceCombat: MADE_UP_SURFACE_TABLE } }).outcome;
 * ```
 */
export function resolvePtAttack(
  input: z.input<typeof ptSearchInputSchema>,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<string> {
  expectDice(dice, 'O5.0');
  parseInput(ptSearchInputSchema, input, { rule: 'O5.0', what: 'PT attack input' });
  const resolved = resolveShoestringRules(rules);
  requireOption(resolved, 'O5');
  return ptAttackStage(dice, resolved);
}

/** The PT attack on validated rules (O5 checked): a stage of the engagement. */
function ptAttackStage(dice: Dice, resolved: ShoestringRules): Resolution<string> {
  const table = surfaceCombatTable(resolved, 'O5.0');
  const { min, max } = resolved.ptBoats.attackColumn;
  const column = exactColumn(table, min, max, 'O5.0');
  const mark = logMark(dice);
  const natural = dice.d10Zero(`O5.0 PT boat attack (${min}-${max} column)`);
  const read = lookupBand(column, natural);
  return resolution({
    rule: 'O5.0',
    title: `PT boat attack on the ${min}-${max} column of the ${table.name}`,
    rolls: ownRolls(dice, mark),
    total: natural,
    row: read.row,
    outcome: read.result,
    notes: ['no modifiers; the result is applied to the Japanese ships'],
  });
}

/** The Japanese reply to a PT attack: the printed result (null when there was no roll) and whether the PT unit is neutralized. */
export interface PtReplyOutcome {
  /** The table's printed result, or null when the Japanese had no DD or CL combat value to reply with. */
  readonly result: string | null;
  /** True when the result is anything but the table's no-effect code: the PT unit goes to the 1 wk box. */
  readonly neutralized: boolean;
}

/**
 * What {@link resolvePtReply} takes.
 *
 * @example
 * ```ts
 * ptReplyInputSchema.parse({ japaneseDdClCombatValue: 5 });
 * ```
 */
export const ptReplyInputSchema = z.strictObject({
  /** Total combat value of all Japanese DD and CL units in the zone (selects the column). */
  japaneseDdClCombatValue: z.number().int().min(0),
});

/**
 * The Japanese reply after a PT attack (O5.0; needs `options.O5` and the Surface-to-Surface
 * Combat Table): one d10 (0–9), no modifiers, on the column of the total combat value of all
 * Japanese DD and CL units. Any result other than no effect neutralizes the PT unit, which
 * goes to the 1 wk box of the Naval Repair Track (and may be transported back to the
 * Guadalcanal area on the turn it is available). With no DD or CL value there is no roll.
 *
 * @example
 * ```ts
 * resolvePtReply({ japaneseDdClCombatValue: 6 }, createDice(7), rules).outcome.neutralized; // true | false
 * ```
 */
export function resolvePtReply(
  input: z.input<typeof ptReplyInputSchema>,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<PtReplyOutcome> {
  expectDice(dice, 'O5.0');
  const valid = parseInput(ptReplyInputSchema, input, { rule: 'O5.0', what: 'PT reply input' });
  const resolved = resolveShoestringRules(rules);
  requireOption(resolved, 'O5');
  return ptReplyStage(valid, dice, resolved);
}

/** The Japanese reply on validated input and rules (O5 checked): a stage of the engagement. */
function ptReplyStage(
  valid: z.output<typeof ptReplyInputSchema>,
  dice: Dice,
  resolved: ShoestringRules,
): Resolution<PtReplyOutcome> {
  const table = surfaceCombatTable(resolved, 'O5.0');
  const value = valid.japaneseDdClCombatValue;
  if (value === 0) {
    return resolution({
      rule: 'O5.0',
      title: 'Japanese reply to the PT boats',
      outcome: { result: null, neutralized: false },
      notes: ['no Japanese DD or CL combat value: no reply roll'],
    });
  }
  const column = columnFor(table, value, 'O5.0');
  const mark = logMark(dice);
  const natural = dice.d10Zero(`O5.0 Japanese reply (DD+CL value ${value})`);
  const read = lookupBand(column.result, natural);
  const neutralized = read.result !== table.noEffect;
  return resolution({
    rule: 'O5.0',
    title: `Japanese reply on the ${column.row} column of the ${table.name}`,
    rolls: ownRolls(dice, mark),
    total: natural,
    row: read.row,
    outcome: { result: read.result, neutralized },
    notes: [
      neutralized
        ? 'PT unit neutralized: placed in the 1 wk box of the Naval Repair Track'
        : 'no effect: the PT unit stays deployed',
    ],
  });
}

/** The whole PT engagement of one game turn. */
export interface PtEngagementOutcome {
  /** Whether the PT search found the Japanese. */
  readonly found: boolean;
  /** The PT attack's printed result, or null when nothing was found. */
  readonly attack: string | null;
  /** The Japanese reply's printed result, or null when there was no reply roll. */
  readonly reply: string | null;
  /** Whether the PT unit ends neutralized. */
  readonly neutralized: boolean;
}

/**
 * The PT engagement of a game turn in order (O5.0, phase II.C): search; if the Japanese are
 * found, the PT attack; after an attack, the Japanese reply. Each stage is a step.
 *
 * @example
 * ```ts
 * resolvePtEngagement({ japaneseDdClCombatValue: 6 }, createDice(7), rules).outcome;
 * // { found: true, attack: 'MADE-UP HIT', reply: '–', neutralized: false }
 * ```
 */
export function resolvePtEngagement(
  input: z.input<typeof ptReplyInputSchema>,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<PtEngagementOutcome> {
  expectDice(dice, 'O5.0');
  const valid = parseInput(ptReplyInputSchema, input, { rule: 'O5.0', what: 'PT engagement input' });
  const resolved = resolveShoestringRules(rules);
  requireOption(resolved, 'O5');
  // The stages read the input and rules parsed once here. A missing table, a table without
  // the attack column or without a column for the reply's value is refused before any roll,
  // whatever the dice would have shown.
  const table = surfaceCombatTable(resolved, 'O5.0');
  exactColumn(table, resolved.ptBoats.attackColumn.min, resolved.ptBoats.attackColumn.max, 'O5.0');
  if (valid.japaneseDdClCombatValue > 0) columnFor(table, valid.japaneseDdClCombatValue, 'O5.0');
  const search = ptSearchStage(dice, resolved);
  if (search.outcome === 'Not found') {
    return resolution({
      rule: 'O5.0',
      title: 'PT boat engagement',
      outcome: { found: false, attack: null, reply: null, neutralized: false },
      steps: [search],
    });
  }
  const attack = ptAttackStage(dice, resolved);
  const reply = ptReplyStage(valid, dice, resolved);
  return resolution({
    rule: 'O5.0',
    title: 'PT boat engagement',
    outcome: {
      found: true,
      attack: attack.outcome,
      reply: reply.outcome.result,
      neutralized: reply.outcome.neutralized,
    },
    steps: [search, attack, reply],
  });
}

/**
 * The exact odds of {@link resolvePtEngagement}.
 *
 * @example
 * ```ts
 * ptEngagementOdds({ japaneseDdClCombatValue: 6 }, rules).outcomes;
 * ```
 */
export function ptEngagementOdds(
  input: z.input<typeof ptReplyInputSchema>,
  rules?: ShoestringRulesOverrides,
): ExactOdds<PtEngagementOutcome> {
  return exactOdds((dice) => resolvePtEngagement(input, dice, rules).outcome);
}

/**
 * The exact odds of {@link resolvePtSearch}.
 *
 * @example
 * ```ts
 * ptSearchOdds({}, rules).outcomes; // Found n/10 where n is the search number
 * ```
 */
export function ptSearchOdds(
  input: z.input<typeof ptSearchInputSchema>,
  rules?: ShoestringRulesOverrides,
): ExactOdds<PtSearchOutcome> {
  return exactOdds((dice) => resolvePtSearch(input, dice, rules).outcome);
}

/**
 * The exact odds of {@link resolvePtAttack}.
 *
 * @example
 * ```ts
 * ptAttackOdds({}, rules).outcomes;
 * ```
 */
export function ptAttackOdds(
  input: z.input<typeof ptSearchInputSchema>,
  rules?: ShoestringRulesOverrides,
): ExactOdds<string> {
  return exactOdds((dice) => resolvePtAttack(input, dice, rules).outcome);
}

/**
 * The exact odds of {@link resolvePtReply}.
 *
 * @example
 * ```ts
 * ptReplyOdds({ japaneseDdClCombatValue: 6 }, rules).outcomes;
 * ```
 */
export function ptReplyOdds(
  input: z.input<typeof ptReplyInputSchema>,
  rules?: ShoestringRulesOverrides,
): ExactOdds<PtReplyOutcome> {
  return exactOdds((dice) => resolvePtReply(input, dice, rules).outcome);
}
