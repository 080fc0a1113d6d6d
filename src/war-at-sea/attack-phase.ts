import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { type AttackOutcome, attackResolution } from './attack.js';
import type { WarAtSeaRulesOverrides } from './rules.js';
import { attackTargetSchema } from './schemas.js';

const RULE = 'Attack';
const id = z.string().min(1).max(60);

/**
 * Zod schema of a phase's attacks: the targets by id, and each attack with its dice.
 *
 * @example
 * ```ts
 * attackPhaseInputSchema.parse({
 *   targets: { 'MADE-UP cruiser': { armour: 4, vitalArmour: 8, hullPointsLeft: 3 } },
 *   attacks: [{ target: 'MADE-UP cruiser', attackDice: 5 }],
 * });
 * ```
 */
export const attackPhaseInputSchema = z.strictObject({
  /** Everything attacked this phase, by id, as it stood at the start of the phase. */
  targets: z.record(id, attackTargetSchema),
  /** The phase's attacks, in the order they are rolled (they take effect together). */
  attacks: z
    .array(
      z.strictObject({
        /** The attacking unit, for the record. */
        attacker: id.optional(),
        /** The id of the target in `targets`. */
        target: id,
        /** Dice the attack rolls. */
        attackDice: z.number().int().min(0).max(100),
      }),
    )
    .max(200),
});
/** A phase's attacks as callers write them. */
export type AttackPhaseInput = z.input<typeof attackPhaseInputSchema>;

/** A target at the end of the phase, once the phase's damage is applied. */
export interface PhaseDamage {
  /** Hull points of damage taken this phase. */
  readonly damage: number;
  /** Hull points left (0 when destroyed). */
  readonly hullPointsLeft: number;
  /** True when an attack destroyed it or its hull points ran out. */
  readonly destroyed: boolean;
}

type Valid = z.output<typeof attackPhaseInputSchema>;

function validate(input: AttackPhaseInput): Valid {
  const valid = parseInput(attackPhaseInputSchema, input, { rule: RULE, what: 'attack phase' });
  for (const [index, attack] of valid.attacks.entries()) {
    // Own entries only: a target named `constructor` or `toString` must be one of the targets given.
    if (!Object.hasOwn(valid.targets, attack.target)) {
      throw new RulesError(`${RULE}: attacks[${index}].target "${attack.target}" is not one of the targets`, {
        code: 'INVALID_INPUT',
        rule: RULE,
        path: ['attacks', index, 'target'],
      });
    }
  }
  return valid;
}

function phase(valid: Valid, dice: Dice, rules: WarAtSeaRulesOverrides | undefined) {
  const steps: Resolution<AttackOutcome>[] = [];
  const damage = new Map<string, { damage: number; destroyed: boolean }>();
  for (const attack of valid.attacks) {
    if (!Object.hasOwn(valid.targets, attack.target)) continue;
    const target = valid.targets[attack.target] as Valid['targets'][string];
    const step = attackResolution(
      attack.attackDice,
      target,
      dice,
      rules,
      RULE,
      `${attack.attacker ?? 'attack'} on ${attack.target}`,
    );
    steps.push(step);
    const so = damage.get(attack.target) ?? { damage: 0, destroyed: false };
    if (step.outcome.effect === 'damage') so.damage += 1;
    if (step.outcome.effect === 'destroyed') so.destroyed = true;
    damage.set(attack.target, so);
  }
  const outcome: Record<string, PhaseDamage> = {};
  for (const [name, taken] of damage) {
    const start = valid.targets[name]?.hullPointsLeft ?? 0;
    const left = taken.destroyed ? 0 : Math.max(0, start - taken.damage);
    outcome[name] = { damage: taken.damage, hullPointsLeft: left, destroyed: left === 0 };
  }
  return { steps, outcome };
}

/**
 * Rolls a phase's attacks and applies their damage together at the end of the phase (the
 * base game's attack procedure): each attack is judged against its target as it stood at
 * the start of the phase, so Hard to Kill holds for each attack alone, and a target whose
 * hull points run out is destroyed.
 *
 * @example
 * ```ts
 * resolveAttackPhase({
 *   targets: { troops: { armour: 5, vitalArmour: null, hullPointsLeft: 2, hardToKill: true } },
 *   attacks: [{ target: 'troops', attackDice: 12 }, { target: 'troops', attackDice: 12 }],
 * }, createDice(2)).outcome.troops?.destroyed;
 * ```
 */
export function resolveAttackPhase(
  input: AttackPhaseInput,
  dice: Dice,
  rules?: WarAtSeaRulesOverrides,
): Resolution<Record<string, PhaseDamage>> {
  expectDice(dice, RULE);
  const valid = validate(input);
  const { steps, outcome } = phase(valid, dice, rules);
  return resolutionOf({
    rule: RULE,
    title: `A phase of ${valid.attacks.length} attacks`,
    outcome,
    steps,
    notes: ['damage from the attacks of one phase is applied together at its end'],
  });
}

/**
 * The exact odds of a phase's result ({@link resolveAttackPhase}).
 *
 * @example
 * ```ts
 * attackPhaseOdds({
 *   targets: { t: { armour: 1, vitalArmour: null, hullPointsLeft: 1 } },
 *   attacks: [{ target: 't', attackDice: 1 }],
 * }).outcomes.length; // 2
 * ```
 */
export function attackPhaseOdds(
  input: AttackPhaseInput,
  rules?: WarAtSeaRulesOverrides,
): ExactOdds<Record<string, PhaseDamage>> {
  const valid = validate(input);
  return exactOdds((dice) => phase(valid, dice, rules).outcome);
}
