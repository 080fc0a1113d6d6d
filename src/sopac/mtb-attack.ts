import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import type { ExactRounds } from '../odds/exact-rounds.js';
import { MTB_ATTACK_MAX_STATES, mtbAttackChain } from './mtb-attack-chain.js';
import { type MtbAttack, type MtbAttackInput, mtbAttackInputSchema } from './mtb-attack-input.js';
import { type GunneryEffect, type MtbAttackState, playMtbStage, startMtbAttack } from './mtb-attack-stages.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';

const RULE = '20.41';

/** What an MTB attack did: the surprise roll, each group's losses and hits, and special gunnery's effects. */
export interface MtbAttackOutcome extends MtbAttackState {
  /** Special gunnery hits read on your Gunnery Damage Table, in order. */
  readonly gunneryEffects: readonly GunneryEffect[];
}

function playAll(attack: MtbAttack, dice: Dice, rules: SopacRules): Resolution<MtbAttackOutcome> {
  let state = startMtbAttack(attack);
  const steps: Resolution<unknown>[] = [];
  const effects: GunneryEffect[] = [];
  while (state.stage !== 'over') {
    const played = playMtbStage(state, attack, dice, rules, true);
    state = played.state;
    steps.push(played.step);
    effects.push(...played.effects);
  }
  return resolutionOf({
    rule: RULE,
    title: 'MTB attack',
    outcome: { ...state, gunneryEffects: effects },
    steps,
    notes: ['interpretation 6: one d6 per torpedo factor, two a boat; a 6 hits, an Ace\u2019s 5 too'],
  });
}

/**
 * A whole MTB attack on a fleet (20.41–20.5): the surprise roll (4–6 every boat attacks
 * first; 2–3 each target fires first at its own attackers; 1 the whole fleet fires first),
 * the ships' tertiary and AA fire (a 6 sinks a boat; a target's attackers are hit by it,
 * and in fleet fire every other ship fires at the boats of `firesAt`), losses shared out at
 * random between Aces and other boats, torpedo attacks by the survivors (two d6 a boat, 6
 * hits, Aces +1), then, if chosen, special gunnery by survivors whose target floats (a 6
 * hits; each hit 2d6 on your Gunnery Damage Table, Hull and Critical no effect, unarmoured
 * boxes only) followed by the whole fleet firing again. Torpedo damage is your tables'.
 *
 * @example
 * ```ts
 * const r = resolveMtbAttack(
 *   { attacks: [{ target: 'MADE-UP cruiser', boats: 2 }], ships: [{ id: 'MADE-UP cruiser', fireDice: 2 }] },
 *   scriptedDice([5, 6, 6, 1, 2]),
 * );
 * r.outcome.groups[0]?.torpedoHits; // 2
 * ```
 */
export function resolveMtbAttack(
  input: MtbAttackInput,
  dice: Dice,
  rules?: SopacRulesOverrides,
): Resolution<MtbAttackOutcome> {
  expectDice(dice, RULE);
  const attack = parseInput(mtbAttackInputSchema, input, { rule: RULE, what: 'MTB attack' });
  return playAll(attack, dice, resolveSopacRules(rules));
}

/** Options of {@link mtbAttackOdds}. */
export interface MtbAttackOddsOptions {
  /**
   * The most distinct attack states held at once (default 200,000, about a second's work);
   * past it the call refuses at once with `ODDS_LIMIT`.
   */
  readonly maxStates?: number;
}

const oddsOptionsSchema = z.strictObject({
  /** The most distinct states held at once. */
  maxStates: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(MTB_ATTACK_MAX_STATES),
});

/**
 * The exact odds of a whole MTB attack ({@link resolveMtbAttack} without reading special
 * gunnery's damage), stage by stage: the ships' fire and the torpedoes as binomial counts,
 * the Aces among the boats lost as a hypergeometric count (20.5), the groups independent
 * within a stage and equal positions merged between stages; the fractions sum to exactly 1.
 * Eight boats on one target with special gunnery take milliseconds; 4 + 4 boats on two ships
 * firing 3 dice each (about 200,000 outcomes) under two seconds. An attack whose states
 * outgrow `options.maxStates` is refused with `ODDS_LIMIT`.
 *
 * @example
 * ```ts
 * const odds = mtbAttackOdds({ attacks: [{ target: 'MADE-UP cruiser', boats: 2 }], ships: [{ id: 'MADE-UP cruiser', fireDice: 2 }] });
 * odds.unfinished.numerator; // 0n: every attack ends
 * ```
 */
export function mtbAttackOdds(
  input: MtbAttackInput,
  rules?: SopacRulesOverrides,
  options: MtbAttackOddsOptions = {},
): ExactRounds<MtbAttackState> {
  const attack = parseInput(mtbAttackInputSchema, input, { rule: RULE, what: 'MTB attack' });
  const { maxStates } = parseInput(oddsOptionsSchema, options, { rule: RULE, what: 'mtbAttackOdds options' });
  return mtbAttackChain(attack, resolveSopacRules(rules), maxStates);
}
