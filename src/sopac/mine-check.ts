import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';

const RULE = '19.2';

/**
 * Zod schema of one ship's roll on the Minefield Table: the active enemy minefields on the
 * boundary it crosses and its speed in this turn's Naval Movement Phase.
 *
 * @example
 * ```ts
 * mineCheckInputSchema.parse({ minefields: 2, speed: 2 });
 * ```
 */
export const mineCheckInputSchema = z.strictObject({
  /** Active enemy minefields on the boundary (1 or more). */
  minefields: z.number().int().min(1).max(100),
  /** The ship's speed in this turn's Naval Movement Phase (0 when it crossed leaving the tactical map without moving). */
  speed: z.number().int().min(0).max(10),
});
/** A Minefield Table roll as callers write it. */
export type MineCheckInput = z.input<typeof mineCheckInputSchema>;
/** A Minefield Table roll, validated. */
export type MineCheck = z.output<typeof mineCheckInputSchema>;

/** The outcome of a Minefield Table roll. */
export interface MineCheckOutcome {
  /** True when the ship hit a mine (modified 2d6 of 11 or more). */
  readonly damaged: boolean;
}

/** The Minefield Table modifiers (19.2) for a validated check. Internal. */
export function mineCheckModifiers(check: MineCheck, rules: SopacRules): Modifier[] {
  const m = rules.minefield;
  const extra = Math.min(m.maxExtra, (check.minefields - 1) * m.perExtraMinefield);
  const out: Modifier[] = [];
  if (extra > 0) out.push(modifier(RULE, `${check.minefields - 1} additional minefield(s)`, extra));
  if (check.speed >= m.fastSpeed && m.speedBonus > 0) {
    out.push(modifier(RULE, `moved at speed ${check.speed} this turn`, m.speedBonus));
  }
  return out;
}

/** The roll on validated input. Internal. */
export function mineCheckRoll(check: MineCheck, dice: Dice, rules: SopacRules): Resolution<MineCheckOutcome> {
  const mark = logMark(dice);
  const natural = dice.twoD6(`${RULE} Minefield Table`);
  const roll = applyModifiers(natural, mineCheckModifiers(check, rules));
  const damaged = roll.total >= rules.minefield.damagedOn;
  return resolutionOf({
    rule: RULE,
    title: `Minefield Table, damaged on ${rules.minefield.damagedOn}+`,
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: damaged ? `${rules.minefield.damagedOn}+` : `<${rules.minefield.damagedOn}`,
    outcome: { damaged },
  });
}

/**
 * One ship's roll on the Minefield Table (19.2): 2d6, +1 for each minefield on the boundary
 * beyond the first (at most +5), +2 when it moved at speed 2 or more this turn; 11 or more
 * and the ship hits a mine (read the hit with `resolveMineDamage`).
 *
 * @example
 * ```ts
 * resolveMineCheck({ minefields: 2, speed: 2 }, createDice(3)).outcome; // { damaged: true } or { damaged: false }
 * ```
 */
export function resolveMineCheck(
  input: MineCheckInput,
  dice: Dice,
  rules?: SopacRulesOverrides,
): Resolution<MineCheckOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(mineCheckInputSchema, input, { rule: RULE, what: 'Minefield Table roll' });
  return mineCheckRoll(valid, dice, resolveSopacRules(rules));
}

/**
 * The exact odds of {@link resolveMineCheck}: two minefields at speed 2 damage the ship
 * with probability exactly 5/12 (2d6 + 1 + 2 ≥ 11).
 *
 * @example
 * ```ts
 * mineCheckOdds({ minefields: 2, speed: 2 }).outcomes.find((o) => o.outcome.damaged)?.fraction; // 5/12
 * ```
 */
export function mineCheckOdds(input: MineCheckInput, rules?: SopacRulesOverrides): ExactOdds<MineCheckOutcome> {
  const valid = parseInput(mineCheckInputSchema, input, { rule: RULE, what: 'Minefield Table roll' });
  const resolved = resolveSopacRules(rules);
  return exactOdds((dice) => mineCheckRoll(valid, dice, resolved).outcome);
}
