import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';

const RULE = '19.24';

/**
 * Zod schema of a submarine flotilla's brush with mines: its subs still afloat after their
 * attacks in a zone with enemy minefields on one or more of its boundaries.
 *
 * @example
 * ```ts
 * submarineMinesInputSchema.parse({ survivingSubs: 3 });
 * ```
 */
export const submarineMinesInputSchema = z.strictObject({
  /** Submarines that attacked in the zone and survived. */
  survivingSubs: z.number().int().min(1).max(50),
});
/** A submarine mine encounter as callers write it. */
export type SubmarineMinesInput = z.input<typeof submarineMinesInputSchema>;

/** What the mines do to the flotilla. */
export interface SubmarineMinesOutcome {
  /** The submarine picked at random, 1-based in the order you listed the survivors. */
  readonly sub: number;
  /** True when it hit a mine and sank. */
  readonly sunk: boolean;
  /** Always true: the minefields' owner reveals one minefield of the zone either way. */
  readonly revealsMinefield: true;
}

function subRoll(survivors: number, dice: Dice, rules: SopacRules): Resolution<SubmarineMinesOutcome> {
  const mark = logMark(dice);
  const sub = survivors === 1 ? 1 : dice.dN(survivors, `${RULE} which submarine meets the mines`);
  const roll = dice.twoD6(`${RULE} Minefield Table (no modifiers)`);
  const on = rules.minefield.submarineSunkOn;
  return resolutionOf({
    rule: RULE,
    title: `Submarines and mines: the chosen sub sinks on ${on}+`,
    rolls: ownRolls(dice, mark),
    total: roll,
    row: roll >= on ? `${on}+` : `<${on}`,
    outcome: { sub, sunk: roll >= on, revealsMinefield: true },
    notes: ['one minefield of the zone is revealed to the submarines\u2019 side either way'],
  });
}

/**
 * Submarines and mines (19.24): after all its attacks in a zone with enemy minefields on
 * its boundaries, one surviving submarine, picked at random (one die with as many faces as
 * survivors), takes an unmodified 2d6 on the Minefield Table; 11 or 12 sinks it. Either
 * way the minefields' owner reveals one minefield of that zone.
 *
 * @example
 * ```ts
 * resolveSubmarineMineAttack({ survivingSubs: 1 }, scriptedDice([6, 5])).outcome; // { sub: 1, sunk: true, revealsMinefield: true }
 * ```
 */
export function resolveSubmarineMineAttack(
  input: SubmarineMinesInput,
  dice: Dice,
  rules?: SopacRulesOverrides,
): Resolution<SubmarineMinesOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(submarineMinesInputSchema, input, { rule: RULE, what: 'submarine mine encounter' });
  return subRoll(valid.survivingSubs, dice, resolveSopacRules(rules));
}

/**
 * The exact odds of {@link resolveSubmarineMineAttack}: the chosen sub sinks with
 * probability 3/36 = 1/12 under the printed rules.
 *
 * @example
 * ```ts
 * submarineMineOdds({ survivingSubs: 1 }).outcomes.find((o) => o.outcome.sunk)?.fraction; // 1/12
 * ```
 */
export function submarineMineOdds(
  input: SubmarineMinesInput,
  rules?: SopacRulesOverrides,
): ExactOdds<SubmarineMinesOutcome> {
  const valid = parseInput(submarineMinesInputSchema, input, { rule: RULE, what: 'submarine mine encounter' });
  const resolved = resolveSopacRules(rules);
  return exactOdds((dice) => subRoll(valid.survivingSubs, dice, resolved).outcome);
}
