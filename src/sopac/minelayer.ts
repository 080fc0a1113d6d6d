import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import type { RuleCheck } from './minelaying.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';
import { missionSchema } from './schemas.js';

/**
 * Zod schema of a ship that may count as a minelayer (19.42, 19.5).
 *
 * @example
 * ```ts
 * minelayerInputSchema.parse({ kind: 'warship', mission: 'Minelaying', canLayMines: true });
 * ```
 */
export const minelayerInputSchema = z.strictObject({
  /** `'ML'` a minelayer by type; `'auxiliary'` a merchant counter the scenario makes auxiliary minelayers (19.5); `'warship'` any other ship. */
  kind: z.enum(['ML', 'auxiliary', 'warship']),
  /** Its fleet's mission. */
  mission: missionSchema,
  /** True when this scenario lets it lay mines. */
  canLayMines: z.boolean(),
  /** True once it jettisoned its mines (19.41). */
  jettisoned: z.boolean().default(false),
});
/** A minelayer question as callers write it. */
export type MinelayerInput = z.input<typeof minelayerInputSchema>;

/**
 * Whether a ship counts as a minelayer that may explode when hit (19.4, 19.42, 19.5):
 * type ML always, and auxiliary minelayers the scenario names; a warship only on a
 * Minelaying mission and able to lay mines in this scenario. A ship that jettisoned its
 * mines no longer explodes (19.41).
 *
 * @example
 * ```ts
 * isMinelayer({ kind: 'warship', mission: 'Raid', canLayMines: true }); // false
 * ```
 */
export function isMinelayer(input: MinelayerInput): boolean {
  const v = parseInput(minelayerInputSchema, input, { rule: '19.42', what: 'minelayer' });
  if (v.jettisoned) return false;
  if (v.kind === 'warship') return v.mission === 'Minelaying' && v.canLayMines;
  return true;
}

function explosionRoll(dice: Dice, rules: SopacRules): Resolution<{ readonly explodes: boolean }> {
  const mark = logMark(dice);
  const roll = dice.d6('19.4 minelayer hit');
  const on = rules.minelayerExplodesOn;
  return resolutionOf({
    rule: '19.4',
    title: `A hit minelayer explodes and sinks on ${on}+`,
    rolls: ownRolls(dice, mark),
    total: roll,
    row: roll >= on ? `${on}+` : `<${on}`,
    outcome: { explodes: roll >= on },
  });
}

/**
 * A minelayer hit by gunfire, bombs or torpedoes in combat (19.4): its owner rolls a d6,
 * and on a 6 it explodes and sinks, whatever the hit's own damage. Ask `isMinelayer` first.
 *
 * @example
 * ```ts
 * resolveMinelayerHit(scriptedDice([6])).outcome; // { explodes: true }
 * ```
 */
export function resolveMinelayerHit(
  dice: Dice,
  rules?: SopacRulesOverrides,
): Resolution<{ readonly explodes: boolean }> {
  expectDice(dice, '19.4');
  return explosionRoll(dice, resolveSopacRules(rules));
}

/**
 * The exact odds of {@link resolveMinelayerHit}: 1/6 under the printed rules.
 *
 * @example
 * ```ts
 * minelayerHitOdds().outcomes.find((o) => o.outcome.explodes)?.probability; // 1/6
 * ```
 */
export function minelayerHitOdds(rules?: SopacRulesOverrides): ExactOdds<{ readonly explodes: boolean }> {
  const resolved = resolveSopacRules(rules);
  return exactOdds((dice) => explosionRoll(dice, resolved).outcome);
}

/**
 * Zod schema of an order to jettison mines (19.41).
 *
 * @example
 * ```ts
 * jettisonInputSchema.parse({ inCombat: false, jettisoned: false });
 * ```
 */
export const jettisonInputSchema = z.strictObject({
  /** True while the ship is in combat. */
  inCombat: z.boolean(),
  /** True when it jettisoned its mines already. */
  jettisoned: z.boolean(),
});
/** A jettison order as callers write it. */
export type JettisonInput = z.input<typeof jettisonInputSchema>;

/**
 * Whether a minelayer may jettison its mines now (19.41): never during combat, and only
 * once. When it does, its fleet's mission becomes Abort, it lays no more minefields in the
 * scenario and no longer explodes when hit.
 *
 * @example
 * ```ts
 * checkJettison({ inCombat: true, jettisoned: false }).ok; // false
 * ```
 */
export function checkJettison(input: JettisonInput): RuleCheck {
  const v = parseInput(jettisonInputSchema, input, { rule: '19.41', what: 'jettison order' });
  if (v.inCombat) return { ok: false, rule: '19.41', reason: 'mines may not be jettisoned during combat' };
  if (v.jettisoned) return { ok: false, rule: '19.41', reason: 'the mines are gone already' };
  return { ok: true };
}
