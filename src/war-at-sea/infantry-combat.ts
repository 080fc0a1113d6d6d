import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import type { FaceBand } from '../dice/make-dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import type { ExactRounds } from '../odds/exact-rounds.js';
import { controlOf, type InfantryCombatOutcome } from './infantry-combat-control.js';
import { INFANTRY_FIGHT_MAX_WORK, infantryFightChain } from './infantry-fight-chain.js';
import { resolveWarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';

export { controlOf, type InfantryCombatOutcome, type IslandControl } from './infantry-combat-control.js';

const RULE = 'Troop vs. Troop Combat';
const counters = z.number().int().min(0).max(100);

/**
 * Zod schema of the troop counters each side has on one island.
 *
 * @example
 * ```ts
 * infantryForcesSchema.parse({ Allies: 6, Axis: 5 });
 * ```
 */
export const infantryForcesSchema = z.strictObject({
  /** Allied troop counters on the island. */
  Allies: counters,
  /** Axis troop counters on the island. */
  Axis: counters,
});
/** Troop counters of each side on an island, as callers write them. */
export type InfantryForces = z.input<typeof infantryForcesSchema>;

/** Face bands [miss, kill] of the infantry die. Internal. */
function killBands(killsOn: number): readonly FaceBand[] {
  return killsOn === 1
    ? [[1, 6]]
    : [
        [1, killsOn - 1],
        [killsOn, 6],
      ];
}

/** Kills scored by `count` counters. Internal. */
function kills(dice: Dice, count: number, killsOn: number, side: string): number {
  if (count === 0) return 0;
  const counts = dice.poolCounts(count, 'd6', killBands(killsOn), `${RULE}: ${side}, one d6 per counter`);
  return killsOn === 1 ? (counts[0] ?? 0) : (counts[1] ?? 0);
}

/** One round on validated forces. Internal. */
function round(allies: number, axis: number, dice: Dice, killsOn: number): InfantryCombatOutcome {
  const onAxis = kills(dice, allies, killsOn, 'Allies');
  const onAllies = kills(dice, axis, killsOn, 'Axis');
  const alliesLeft = Math.max(0, allies - onAllies);
  const axisLeft = Math.max(0, axis - onAxis);
  return { Allies: alliesLeft, Axis: axisLeft, control: controlOf(alliesLeft, axisLeft) };
}

/**
 * Rolls one Infantry Combat phase on one island (Troop vs. Troop Combat): each side rolls
 * one d6 per troop counter it has there, and each 5 or 6 destroys an enemy counter; losses
 * are removed together at the end of the phase. The side alone with troops left holds the
 * island; if both have troops the fight goes on next turn.
 *
 * @example
 * ```ts
 * resolveInfantryCombat({ Allies: 6, Axis: 5 }, createDice(11)).outcome.control; // e.g. 'contested'
 * ```
 */
export function resolveInfantryCombat(
  input: InfantryForces,
  dice: Dice,
  rules?: WarAtSeaRulesOverrides,
): Resolution<InfantryCombatOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(infantryForcesSchema, input, { rule: RULE, what: 'troop counters on the island' });
  const killsOn = resolveWarAtSeaRules(rules).infantryCombat.killsOn;
  const mark = logMark(dice);
  const outcome = round(valid.Allies, valid.Axis, dice, killsOn);
  return resolutionOf({
    rule: RULE,
    title: `Infantry combat, ${valid.Allies} Allied against ${valid.Axis} Axis counters`,
    rolls: ownRolls(dice, mark),
    outcome,
    notes: [
      `each ${killsOn === 6 ? '6' : `${killsOn}\u20136`} destroys one enemy counter; losses are removed at the end of the phase`,
    ],
  });
}

/**
 * The exact odds of one Infantry Combat phase ({@link resolveInfantryCombat}).
 *
 * @example
 * ```ts
 * infantryCombatOdds({ Allies: 1, Axis: 1 }).outcomes.length; // 4
 * ```
 */
export function infantryCombatOdds(
  input: InfantryForces,
  rules?: WarAtSeaRulesOverrides,
): ExactOdds<InfantryCombatOutcome> {
  const valid = parseInput(infantryForcesSchema, input, { rule: RULE, what: 'troop counters on the island' });
  const killsOn = resolveWarAtSeaRules(rules).infantryCombat.killsOn;
  return exactOdds((dice) => round(valid.Allies, valid.Axis, dice, killsOn));
}

/**
 * Zod schema of an island fight to the finish: the counters of each side and the most
 * turns to play.
 *
 * @example
 * ```ts
 * infantryFightInputSchema.parse({ Allies: 6, Axis: 5 }).maxTurns; // 20
 * ```
 */
export const infantryFightInputSchema = z.strictObject({
  /** Allied troop counters on the island. */
  Allies: counters,
  /** Axis troop counters on the island. */
  Axis: counters,
  /** The most turns of Infantry Combat to play (default 20); a fight still going then is unfinished. */
  maxTurns: z.number().int().min(1).max(1000).default(20),
});
/** An island fight as callers write it. */
export type InfantryFightInput = z.input<typeof infantryFightInputSchema>;

/** An island fight's end: counters left, who holds it, and the turns played. */
export interface InfantryFightOutcome extends InfantryCombatOutcome {
  /** Turns of Infantry Combat played. */
  readonly turns: number;
}

/**
 * Plays an island fight to the finish (Troop vs. Troop Combat): one Infantry Combat phase a
 * turn, no reinforcements, until one side or neither has troops left, or `maxTurns` turns
 * pass (the outcome is then still `'contested'`). For its exact odds use
 * {@link infantryFightOdds}: its die sequences are too many to enumerate.
 *
 * @example
 * ```ts
 * resolveInfantryFight({ Allies: 6, Axis: 5 }, createDice(11)).outcome.control; // e.g. 'Allies'
 * ```
 */
export function resolveInfantryFight(
  input: InfantryFightInput,
  dice: Dice,
  rules?: WarAtSeaRulesOverrides,
): Resolution<InfantryFightOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(infantryFightInputSchema, input, { rule: RULE, what: 'island fight' });
  const killsOn = resolveWarAtSeaRules(rules).infantryCombat.killsOn;
  const mark = logMark(dice);
  let state: InfantryCombatOutcome = {
    Allies: valid.Allies,
    Axis: valid.Axis,
    control: controlOf(valid.Allies, valid.Axis),
  };
  let turns = 0;
  while (state.control === 'contested' && turns < valid.maxTurns) {
    state = round(state.Allies, state.Axis, dice, killsOn);
    turns++;
  }
  return resolutionOf({
    rule: RULE,
    title: `Island fight to the finish, ${valid.Allies} Allied against ${valid.Axis} Axis counters`,
    rolls: ownRolls(dice, mark),
    outcome: { ...state, turns },
    notes: [
      `${turns} turns of Infantry Combat${state.control === 'contested' ? `; still contested after ${valid.maxTurns}` : ''}`,
    ],
  });
}

const oddsOptionsSchema = z.strictObject({
  /** The most work, in big-number word operations. */
  maxWork: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(INFANTRY_FIGHT_MAX_WORK),
});

/** Options of {@link infantryFightOdds}. */
export interface InfantryFightOddsOptions {
  /**
   * The most work to do, in big-number word operations (default 1e9, about 3 s); past it
   * the call refuses at once with `ODDS_LIMIT`. 40 against 40 over 20 turns is about 7e7.
   */
  readonly maxWork?: number;
}

/**
 * The exact outcome of an island fight to the finish ({@link resolveInfantryFight}): a
 * Markov chain on the counters left, each side's kills binomial each turn, so 40 counters
 * against 40 over 20 turns takes about a third of a second. The mass still fighting after `maxTurns`
 * is reported unfinished, never dropped. A fight too big to compute exactly (100 against
 * 100 over 1,000 turns) is refused at once with `ODDS_LIMIT`; raise `options.maxWork`, or
 * estimate it with `estimateOdds` over `resolveInfantryFight`.
 *
 * @example
 * ```ts
 * const fight = infantryFightOdds({ Allies: 6, Axis: 5 });
 * fight.outcomes.filter((o) => o.state.control === 'Allies').reduce((p, o) => p + o.probability, 0); // about 0.737
 * ```
 */
export function infantryFightOdds(
  input: InfantryFightInput,
  rules?: WarAtSeaRulesOverrides,
  options: InfantryFightOddsOptions = {},
): ExactRounds<InfantryCombatOutcome> {
  const valid = parseInput(infantryFightInputSchema, input, { rule: RULE, what: 'island fight' });
  const { maxWork } = parseInput(oddsOptionsSchema, options, { rule: RULE, what: 'infantryFightOdds options' });
  const killsOn = resolveWarAtSeaRules(rules).infantryCombat.killsOn;
  const chain = infantryFightChain(valid.Allies, valid.Axis, valid.maxTurns, killsOn, maxWork);
  return { exact: true, outcomes: chain.outcomes, unfinished: chain.unfinished, rounds: chain.rounds };
}
