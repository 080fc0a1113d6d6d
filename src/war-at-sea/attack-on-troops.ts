import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import type { Resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { hasAbilityIn } from './ability-name.js';
import { type AttackOutcome, attackResolution } from './attack.js';
import { resolveWarAtSeaRules, type WarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';
import { attackTypeSchema } from './schemas.js';
import { troopCounterTarget } from './troop-counter.js';

/**
 * Zod schema of what {@link resolveAttackOnTroops} takes: who attacks a troop counter, with
 * which attack and how many dice, and the damage the counter already carries.
 *
 * @example
 * ```ts
 * attackOnTroopsInputSchema.parse({ attacker: 'ship', type: 'gunnery', attackDice: 12 }).damage; // 0
 * ```
 */
export const attackOnTroopsInputSchema = z.strictObject({
  /** A ship (Surface Attack phase) or an aircraft (Air Attack phase). */
  attacker: z.enum(['ship', 'aircraft']),
  /** The attack used: ships only gunnery, aircraft only bombs or gunnery. */
  type: attackTypeSchema,
  /** The card's dice for that attack at the range band, before the Bombard or Shore Support dice. */
  attackDice: z.number().int().min(0).max(100),
  /** The attacker's special abilities (Bombard and Shore Support add two gunnery dice). Default none. */
  abilities: z.array(z.string().min(1).max(60)).max(30).readonly().default([]),
  /** True when the attacker unloaded troops this turn (it may then make only anti-air attacks). Default false. */
  unloadedThisTurn: z.boolean().default(false),
  /** Hull points of damage the troop counter already carries this turn (0 or 1). Default 0. */
  damage: z.number().int().min(0).max(19).default(0),
});
/** An attack on troops as callers write it. */
export type AttackOnTroopsInput = z.input<typeof attackOnTroopsInputSchema>;

/** Whether an attack on troop counters is allowed: with the dice it rolls, or the rule that forbids it. */
export type AttackOnTroopsCheck =
  | { readonly ok: true; readonly attackDice: number; readonly extraDice: number }
  | { readonly ok: false; readonly rule: string; readonly reason: string };

/** The check of validated input under resolved rules. Internal. */
function checkValid(valid: z.output<typeof attackOnTroopsInputSchema>, rules: WarAtSeaRules): AttackOnTroopsCheck {
  if (valid.unloadedThisTurn) {
    return {
      ok: false,
      rule: 'Loading/Unloading',
      reason: 'a unit that unloaded troops this turn may make only anti-air attacks',
    };
  }
  if (valid.attacker === 'ship' && valid.type !== 'gunnery') {
    return {
      ok: false,
      rule: 'Naval Gunfire vs. Troop Combat',
      reason: `ships attack troops only with gunnery, not ${valid.type}`,
    };
  }
  if (valid.attacker === 'aircraft' && valid.type !== 'bomb' && valid.type !== 'gunnery') {
    return {
      ok: false,
      rule: 'Aircraft vs. Troop Combat',
      reason: `aircraft attack troops only with bombs or gunnery, not ${valid.type}`,
    };
  }
  // Special Rules: "Ships with" Bombard or Shore Support; an aircraft with either gets no extra dice.
  const bombards =
    valid.attacker === 'ship' &&
    valid.type === 'gunnery' &&
    rules.bombardment.abilities.some((known) => hasAbilityIn(valid.abilities, known));
  const extraDice = bombards ? rules.bombardment.extraDice : 0;
  return { ok: true, attackDice: valid.attackDice + extraDice, extraDice };
}

/**
 * Whether a unit may attack troop counters this way (Naval Gunfire vs. Troop Combat,
 * Aircraft vs. Troop Combat, Loading/Unloading), and with how many dice (Special Rules:
 * Bombard and Shore Support add two to gunnery). The phase is the caller's: ships in
 * Surface Attack, aircraft in Air Attack, against troops in an objective sector.
 *
 * @example
 * ```ts
 * checkAttackOnTroops({ attacker: 'ship', type: 'gunnery', attackDice: 4, abilities: ['Bombard'] }); // { ok: true, attackDice: 6, extraDice: 2 }
 * checkAttackOnTroops({ attacker: 'ship', type: 'torpedo', attackDice: 4 }).ok; // false
 * ```
 */
export function checkAttackOnTroops(input: AttackOnTroopsInput, rules?: WarAtSeaRulesOverrides): AttackOnTroopsCheck {
  const valid = parseInput(attackOnTroopsInputSchema, input, {
    rule: 'Naval Gunfire vs. Troop Combat',
    what: 'attack on troops',
  });
  return checkValid(valid, resolveWarAtSeaRules(rules));
}

/**
 * Rolls an attack on one troop counter (Troop Counters, Naval Gunfire vs. Troop Combat,
 * Aircraft vs. Troop Combat): armour 5, no vital armour, Hard to Kill, so one attack does at
 * most one hull point and a fresh counter needs two. An attack the rules forbid is a
 * RulesError (`ILLEGAL_ACTION`) before any die.
 *
 * @example
 * ```ts
 * resolveAttackOnTroops({ attacker: 'ship', type: 'gunnery', attackDice: 12 }, createDice(3)).outcome.effect;
 * ```
 */
export function resolveAttackOnTroops(
  input: AttackOnTroopsInput,
  dice: Dice,
  rules?: WarAtSeaRulesOverrides,
): Resolution<AttackOutcome> {
  expectDice(dice, 'Naval Gunfire vs. Troop Combat');
  const valid = parseInput(attackOnTroopsInputSchema, input, {
    rule: 'Naval Gunfire vs. Troop Combat',
    what: 'attack on troops',
    reuseFrozen: true,
  });
  return roll(prepare(valid, rules), dice, rules);
}

/** A validated, allowed attack on troops, ready to roll: its dice, target, rule and notes. Internal. */
interface TroopAttack {
  readonly dice: number;
  readonly target: ReturnType<typeof troopCounterTarget>;
  readonly rule: string;
  readonly title: string;
  readonly notes: readonly string[];
}

/** Checks a validated attack on troops once and prepares it, or throws ILLEGAL_ACTION. */
function prepare(
  valid: z.output<typeof attackOnTroopsInputSchema>,
  rules: WarAtSeaRulesOverrides | undefined,
): TroopAttack {
  const check = checkValid(valid, resolveWarAtSeaRules(rules));
  if (!check.ok) {
    throw new RulesError(`${check.rule}: ${check.reason}`, {
      code: 'ILLEGAL_ACTION',
      rule: check.rule,
      path: ['type'],
    });
  }
  return {
    dice: check.attackDice,
    target: troopCounterTarget(valid.damage, rules),
    rule: valid.attacker === 'ship' ? 'Naval Gunfire vs. Troop Combat' : 'Aircraft vs. Troop Combat',
    title: `${valid.attacker} ${valid.type} on a troop counter`,
    notes:
      check.extraDice > 0
        ? [`Special Rules: Bombard or Shore Support adds ${check.extraDice} gunnery dice against troops`]
        : [],
  };
}

const roll = (attack: TroopAttack, dice: Dice, rules: WarAtSeaRulesOverrides | undefined) =>
  attackResolution(attack.dice, attack.target, dice, rules, attack.rule, attack.title, attack.notes);

/**
 * The exact odds of {@link resolveAttackOnTroops}: successes and effect.
 *
 * @example
 * ```ts
 * attackOnTroopsOdds({ attacker: 'ship', type: 'gunnery', attackDice: 12 }).outcomes.length > 1; // true
 * ```
 */
export function attackOnTroopsOdds(
  input: AttackOnTroopsInput,
  rules?: WarAtSeaRulesOverrides,
): ExactOdds<AttackOutcome> {
  const valid = parseInput(attackOnTroopsInputSchema, input, {
    rule: 'Naval Gunfire vs. Troop Combat',
    what: 'attack on troops',
  });
  const attack = prepare(valid, rules);
  return exactOdds((dice) => roll(attack, dice, rules).outcome);
}
