import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { rollPoolResults } from '../core/pool-bands.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import type { RuleCheck } from './minelaying.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';
import { missionSchema } from './schemas.js';

/**
 * Zod schema of a ship's mine-clearing work this turn (19.6–19.63).
 *
 * @example
 * ```ts
 * mineClearingInputSchema.parse({ task: 'detect', sweeper: true, mission: 'Mine Sweeping', turnsUndisturbed: 1 });
 * ```
 */
export const mineClearingInputSchema = z.strictObject({
  /** `'detect'` the minefields of its zone (19.62), or `'sweep'` a detected one across a boundary of its zone (19.63). */
  task: z.enum(['detect', 'sweep']),
  /** True for a minesweeper, or a ship this scenario names as able to sweep mines (19.6). */
  sweeper: z.boolean(),
  /** Its fleet's mission. */
  mission: missionSchema,
  /** Turns it has stayed in the zone without moving, firing (bombardment and AA included) or taking damage. */
  turnsUndisturbed: z.number().int().min(0).max(1_000_000),
  /** For `'sweep'`: true when the minefield was detected or is the sweeper's own side's (19.62). */
  detected: z.boolean().default(true),
});
/** A mine-clearing check as callers write it. */
export type MineClearingInput = z.input<typeof mineClearingInputSchema>;

/**
 * Whether a ship may detect (19.62) or sweep (19.63) now: only minesweepers and ships the
 * scenario names, in a fleet with a Mine Sweeping mission (19.61), after a whole turn in
 * the zone undisturbed to detect, or two full turns beside a detected minefield to sweep.
 * Own minefields need no detection.
 *
 * @example
 * ```ts
 * checkMineClearing({ task: 'sweep', sweeper: true, mission: 'Mine Sweeping', turnsUndisturbed: 1 }).ok; // false
 * ```
 */
export function checkMineClearing(input: MineClearingInput, rules?: SopacRulesOverrides): RuleCheck {
  return checkMineClearingParsed(
    parseInput(mineClearingInputSchema, input, { rule: '19.6', what: 'mine clearing' }),
    rules,
  );
}

/** {@link checkMineClearing} on an input already valid (a game's own records, every default given). Internal. */
export function checkMineClearingParsed(
  v: z.output<typeof mineClearingInputSchema>,
  rules?: SopacRulesOverrides,
): RuleCheck {
  const r = resolveSopacRules(rules);
  if (!v.sweeper)
    return { ok: false, rule: '19.6', reason: 'only minesweepers and ships the scenario names sweep mines' };
  if (v.mission !== 'Mine Sweeping') {
    return { ok: false, rule: '19.61', reason: `its fleet's mission is ${v.mission}, not Mine Sweeping` };
  }
  const rule = v.task === 'detect' ? '19.62' : '19.63';
  if (v.task === 'sweep' && !v.detected)
    return { ok: false, rule: '19.62', reason: 'the minefield must be detected first' };
  const needed = v.task === 'detect' ? r.detectionTurns : r.sweepingTurns;
  if (v.turnsUndisturbed < needed) {
    return { ok: false, rule, reason: `it has stayed ${v.turnsUndisturbed} of ${needed} turns undisturbed` };
  }
  return { ok: true };
}

/**
 * Zod schema of a sweep: the minesweepers that finished their two turns and the minefields
 * on the boundaries they may sweep.
 *
 * @example
 * ```ts
 * sweepInputSchema.parse({ sweepers: 2, minefields: 3 });
 * ```
 */
export const sweepInputSchema = z.strictObject({
  /** Minesweepers rolling (one d6 each). */
  sweepers: z.number().int().min(1).max(50),
  /** Detected minefields they may remove. */
  minefields: z.number().int().min(1).max(100),
});
/** A sweep as callers write it. */
export type SweepInput = z.input<typeof sweepInputSchema>;

/** What a sweep does. */
export interface SweepOutcome {
  /** Minesweepers destroyed by exploding mines. */
  readonly sweepersLost: number;
  /** Minefields removed (never more than there were). */
  readonly minefieldsRemoved: number;
}

function sweepRoll(input: z.output<typeof sweepInputSchema>, dice: Dice, rules: SopacRules): Resolution<SweepOutcome> {
  const mark = logMark(dice);
  const counts = rollPoolResults(dice, input.sweepers, rules.sweeping, '19.63 sweeping (pool)');
  const removed = Math.min(input.minefields, counts['minefield-removed']);
  return resolutionOf({
    rule: '19.63',
    title: `${input.sweepers} minesweeper(s) sweep`,
    rolls: ownRolls(dice, mark),
    outcome: { sweepersLost: counts['sweeper-destroyed'], minefieldsRemoved: removed },
    notes: ['each 1 destroys its sweeper; each 4\u20136 removes one minefield of the sweeping player\u2019s choice'],
  });
}

/**
 * The sweeping roll (19.63): one d6 per minesweeper at the end of its second turn; 1 the
 * sweeper is destroyed by exploding mines, 2–3 no effect, 4–6 one minefield of the
 * sweeping player's choice is removed. The dice are one unordered pool.
 *
 * @example
 * ```ts
 * resolveSweep({ sweepers: 2, minefields: 1 }, scriptedDice([1, 5])).outcome; // { sweepersLost: 1, minefieldsRemoved: 1 }
 * ```
 */
export function resolveSweep(input: SweepInput, dice: Dice, rules?: SopacRulesOverrides): Resolution<SweepOutcome> {
  expectDice(dice, '19.63');
  const valid = parseInput(sweepInputSchema, input, { rule: '19.63', what: 'sweep' });
  return sweepRoll(valid, dice, resolveSopacRules(rules));
}

/**
 * The exact odds of {@link resolveSweep}, enumerating the pool's counts only.
 *
 * @example
 * ```ts
 * sweepOdds({ sweepers: 1, minefields: 1 }).outcomes.map((o) => o.probability); // [0.5, 0.333…, 0.166…]: removed, nothing, sweeper lost
 * ```
 */
export function sweepOdds(input: SweepInput, rules?: SopacRulesOverrides): ExactOdds<SweepOutcome> {
  const valid = parseInput(sweepInputSchema, input, { rule: '19.63', what: 'sweep' });
  const resolved = resolveSopacRules(rules);
  return exactOdds((dice) => sweepRoll(valid, dice, resolved).outcome);
}
