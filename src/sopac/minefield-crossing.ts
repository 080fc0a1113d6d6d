import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { type MineCheck, type MineCheckInput, mineCheckInputSchema, mineCheckRoll } from './mine-check.js';
import { mineDamageRoll } from './mine-damage.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';
import type { MineDamage } from './tables/mine-damage-table.js';

const RULE = '19.2';

/** What one ship's crossing of a mined boundary does. */
export interface MinefieldCrossingOutcome {
  /** True when the ship hit a mine. */
  readonly damaged: boolean;
  /** The Mine Damage Table result of the hit, or null when it got through. */
  readonly damage: MineDamage | null;
}

/** The crossing on validated input. Internal. */
export function crossingRoll(check: MineCheck, dice: Dice, rules: SopacRules): Resolution<MinefieldCrossingOutcome> {
  const roll = mineCheckRoll(check, dice, rules);
  const hit = roll.outcome.damaged ? mineDamageRoll(dice, rules) : null;
  return resolutionOf({
    rule: RULE,
    title: 'A ship crosses a mined boundary',
    outcome: { damaged: roll.outcome.damaged, damage: hit === null ? null : hit.outcome },
    steps: hit === null ? [roll] : [roll, hit],
  });
}

/**
 * One ship crossing a boundary with active enemy minefields (19.2, 19.21): the Minefield
 * Table roll and, on a hit, the Minefield Damage Table roll. Own minefields, MTBs and
 * submarines on the move are never checked (see `minefieldApplies`).
 *
 * @example
 * ```ts
 * resolveMinefieldCrossing({ minefields: 1, speed: 1 }, scriptedDice([6, 6, 3])).outcome.damage?.hull; // 2
 * ```
 */
export function resolveMinefieldCrossing(
  input: MineCheckInput,
  dice: Dice,
  rules?: SopacRulesOverrides,
): Resolution<MinefieldCrossingOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(mineCheckInputSchema, input, { rule: RULE, what: 'minefield crossing' });
  return crossingRoll(valid, dice, resolveSopacRules(rules));
}

/**
 * The exact odds of {@link resolveMinefieldCrossing}: every Mine Damage row, weighted by
 * the chance of a hit.
 *
 * @example
 * ```ts
 * minefieldCrossingOdds({ minefields: 1, speed: 0 }).outcomes.length; // 6: through, or one of five damage rows
 * ```
 */
export function minefieldCrossingOdds(
  input: MineCheckInput,
  rules?: SopacRulesOverrides,
): ExactOdds<MinefieldCrossingOutcome> {
  const valid = parseInput(mineCheckInputSchema, input, { rule: RULE, what: 'minefield crossing' });
  const resolved = resolveSopacRules(rules);
  return exactOdds((dice) => crossingRoll(valid, dice, resolved).outcome);
}

/**
 * Zod schema of who meets a minefield: the vessel and whose minefield it is.
 *
 * @example
 * ```ts
 * minefieldContactSchema.parse({ vessel: 'ship', ownMinefield: false, active: true });
 * ```
 */
export const minefieldContactSchema = z.strictObject({
  /** The vessel: a ship (including auxiliaries and minelayers), a submarine or an MTB. */
  vessel: z.enum(['ship', 'submarine', 'mtb']),
  /** True when the minefield is its own side's (19.22). */
  ownMinefield: z.boolean(),
  /** False while the minefield waits for its activation turn (19.31, 19.35). */
  active: z.boolean(),
});
/** A minefield contact as callers write it. */
export type MinefieldContactInput = z.input<typeof minefieldContactSchema>;

/** Whether a minefield acts on a vessel, and the rule that decides. */
export interface MinefieldApplies {
  /** True when the vessel must roll on the Minefield Table as it crosses. */
  readonly applies: boolean;
  /** The deciding rule. */
  readonly rule: string;
  /** Why, in plain words. */
  readonly reason: string;
}

/**
 * Whether a minefield acts on a vessel crossing its boundary: own minefields never do
 * (19.22), inactive ones never do (19.31, 19.35), MTBs are immune (19.25), and a submarine
 * meets mines only after attacking in a mined zone (19.24, `resolveSubmarineMineAttack`),
 * never by crossing. Ships leaving the tactical map across a mined boundary roll too (19.23).
 *
 * @example
 * ```ts
 * minefieldApplies({ vessel: 'mtb', ownMinefield: false, active: true }).applies; // false
 * ```
 */
export function minefieldApplies(input: MinefieldContactInput): MinefieldApplies {
  const valid = parseInput(minefieldContactSchema, input, { rule: '19.22', what: 'minefield contact' });
  if (valid.ownMinefield) return { applies: false, rule: '19.22', reason: 'minefields never touch their own side' };
  if (!valid.active) return { applies: false, rule: '19.35', reason: 'the minefield is not active yet' };
  if (valid.vessel === 'mtb') return { applies: false, rule: '19.25', reason: 'MTBs pass through minefields' };
  if (valid.vessel === 'submarine') {
    return { applies: false, rule: '19.24', reason: 'submarines meet mines only after attacking in a mined zone' };
  }
  return { applies: true, rule: '19.2', reason: 'each ship rolls on the Minefield Table' };
}

/**
 * Zod schema of a fleet stopped at a mined boundary (19.26).
 *
 * @example
 * ```ts
 * replotInputSchema.parse({ ships: 7, leavingTacticalMap: false });
 * ```
 */
export const replotInputSchema = z.strictObject({
  /** Ships in the fleet. */
  ships: z.number().int().min(1).max(500),
  /** True when the fleet crossed leaving the tactical map (6.46): it may not re-plot. */
  leavingTacticalMap: z.boolean().default(false),
});
/** A re-plot question as callers write it. */
export type ReplotInput = z.input<typeof replotInputSchema>;

/**
 * Aftermath (19.26): how many of the fleet's ships must roll for mines before its owner
 * may stop and re-plot its movement, one in four rounded up; null when the fleet crossed
 * leaving the tactical map and every ship rolls.
 *
 * @example
 * ```ts
 * shipsBeforeReplot({ ships: 7 }); // 2
 * ```
 */
export function shipsBeforeReplot(input: ReplotInput, rules?: SopacRulesOverrides): number | null {
  const valid = parseInput(replotInputSchema, input, { rule: '19.26', what: 'fleet at a minefield' });
  if (valid.leavingTacticalMap) return null;
  return Math.ceil(valid.ships / resolveSopacRules(rules).minefield.replotShare);
}
