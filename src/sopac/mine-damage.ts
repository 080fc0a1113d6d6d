import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';
import type { MineDamage } from './tables/mine-damage-table.js';

const RULE = '19.21';

/** The Mine Damage roll on resolved rules. Internal. */
export function mineDamageRoll(dice: Dice, rules: SopacRules): Resolution<MineDamage> {
  const mark = logMark(dice);
  const roll = dice.d6(`${RULE} Minefield Damage Table`);
  const read = lookupBand(rules.mineDamage, roll);
  return resolutionOf({
    rule: RULE,
    title: 'Minefield Damage Table',
    rolls: ownRolls(dice, mark),
    total: roll,
    row: read.row,
    outcome: read.result,
  });
}

/**
 * One mine hit (19.21): one d6 on the Minefield Damage Table. 1–2 one hull box, 3 two,
 * 4 three and one speed level lost, 5 five and dead in the water, 6 the ship sinks.
 *
 * @example
 * ```ts
 * resolveMineDamage(scriptedDice([4])).outcome; // { hull: 3, speedLost: 1, deadInWater: false, sinks: false }
 * ```
 */
export function resolveMineDamage(dice: Dice, rules?: SopacRulesOverrides): Resolution<MineDamage> {
  expectDice(dice, RULE);
  return mineDamageRoll(dice, resolveSopacRules(rules));
}

/**
 * The exact odds of {@link resolveMineDamage}: each printed row with its share of the d6.
 *
 * @example
 * ```ts
 * mineDamageOdds().outcomes.find((o) => o.outcome.sinks)?.probability; // 1/6
 * ```
 */
export function mineDamageOdds(rules?: SopacRulesOverrides): ExactOdds<MineDamage> {
  const resolved = resolveSopacRules(rules);
  return exactOdds((dice) => mineDamageRoll(dice, resolved).outcome);
}
