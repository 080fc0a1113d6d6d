import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { rollSuccesses } from './attack-dice.js';
import { resolveWarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';
import { type AttackTarget, type AttackTargetInput, attackTargetSchema } from './schemas.js';

/** What one attack does to its target: nothing, one hull point of damage, or destroys it. */
export type AttackEffect = 'none' | 'damage' | 'destroyed';

/** The outcome of one attack: its successes and their effect. */
export interface AttackOutcome {
  /** Successes rolled (1–3 none, 4–5 one, 6 two per die). */
  readonly successes: number;
  /** What they do, applied at the end of the phase. */
  readonly effect: AttackEffect;
}

/**
 * Zod schema of what {@link resolveAttack} takes: the dice of the attack and its target.
 *
 * @example
 * ```ts
 * attackInputSchema.parse({ attackDice: 6, target: { armour: 4, vitalArmour: 8, hullPointsLeft: 3 } });
 * ```
 */
export const attackInputSchema = z.strictObject({
  /** How many d6 the attack rolls (the card's value for the attack type and range band, plus any extra dice). */
  attackDice: z.number().int().min(0).max(100),
  /** What the attack is made against. */
  target: attackTargetSchema,
});
/** An attack input as callers write it. */
export type AttackInput = z.input<typeof attackInputSchema>;

/**
 * What a number of successes does to a target (the base game's attack procedure): at least
 * its vital armour destroys it, at least its armour does one hull point; Hard to Kill turns
 * a destroying attack into one hull point while the target has more than one left.
 *
 * @example
 * ```ts
 * lookupAttackEffect(9, { armour: 5, vitalArmour: null, hullPointsLeft: 2, hardToKill: true }); // 'damage'
 * ```
 */
export function lookupAttackEffect(successes: number, target: AttackTargetInput): AttackEffect {
  parseInput(z.number().int().min(0).max(1000), successes, { rule: 'Attack', what: 'successes' });
  return effectOf(successes, parseInput(attackTargetSchema, target, { rule: 'Attack', what: 'attack target' }));
}

/** The effect of validated successes on a validated target. Internal. */
export function effectOf(successes: number, target: AttackTarget): AttackEffect {
  if (target.vitalArmour !== null && successes >= target.vitalArmour) {
    return target.hardToKill && target.hullPointsLeft > 1 ? 'damage' : 'destroyed';
  }
  return successes >= target.armour ? 'damage' : 'none';
}

/** Notes of an attack's effect. Internal. */
export function effectNotes(outcome: AttackOutcome, target: AttackTarget): string[] {
  const notes: string[] = [];
  if (target.hardToKill && target.vitalArmour !== null && outcome.successes >= target.vitalArmour) {
    if (target.hullPointsLeft > 1)
      notes.push('Hard to Kill: more than one hull point left, so one attack cannot destroy it');
  }
  if (outcome.effect !== 'none')
    notes.push('damage is applied at the end of the phase (attacks in a phase are simultaneous)');
  return notes;
}

/**
 * Rolls one attack (the base game's procedure, also used for attacks on troop counters):
 * `attackDice` d6 as one pool, each 4–5 one success and each 6 two; the total against the
 * target's armour and vital armour gives the effect, applied at the end of the phase.
 *
 * @example
 * ```ts
 * resolveAttack({ attackDice: 6, target: { armour: 4, vitalArmour: 8, hullPointsLeft: 3 } }, createDice(7)).outcome.effect;
 * ```
 */
export function resolveAttack(
  input: AttackInput,
  dice: Dice,
  rules?: WarAtSeaRulesOverrides,
): Resolution<AttackOutcome> {
  expectDice(dice, 'Attack');
  const valid = parseInput(attackInputSchema, input, { rule: 'Attack', what: 'attack input', reuseFrozen: true });
  return attackResolution(valid.attackDice, valid.target, dice, rules, 'Attack', 'Attack');
}

/** Rolls validated attack dice against a validated target. Internal. */
export function attackResolution(
  count: number,
  target: AttackTarget,
  dice: Dice,
  rules: WarAtSeaRulesOverrides | undefined,
  rule: string,
  title: string,
  notes: readonly string[] = [],
): Resolution<AttackOutcome> {
  const resolved = resolveWarAtSeaRules(rules);
  const mark = logMark(dice);
  const successes = rollSuccesses(dice, count, resolved.attackDie, `${rule}: ${count} attack dice`);
  const outcome = { successes, effect: effectOf(successes, target) };
  return resolutionOf({
    rule,
    title: `${title}: ${count} dice against armour ${target.armour}${target.vitalArmour === null ? '' : `, vital armour ${target.vitalArmour}`}`,
    rolls: ownRolls(dice, mark),
    total: successes,
    outcome,
    notes: [...notes, ...effectNotes(outcome, target)],
  });
}

/**
 * The exact odds of {@link resolveAttack}: successes and effect together (pools are
 * enumerated as multisets, so large attacks stay fast).
 *
 * @example
 * ```ts
 * attackOdds({ attackDice: 2, target: { armour: 1, vitalArmour: 4, hullPointsLeft: 1 } }).outcomes.length; // 5
 * ```
 */
export function attackOdds(input: AttackInput, rules?: WarAtSeaRulesOverrides): ExactOdds<AttackOutcome> {
  const valid = parseInput(attackInputSchema, input, { rule: 'Attack', what: 'attack input' });
  return exactOdds((dice) => attackResolution(valid.attackDice, valid.target, dice, rules, 'Attack', 'Attack').outcome);
}
