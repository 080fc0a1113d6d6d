import { deepFreeze } from '../core/deep-freeze.js';
import { expectDice } from '../core/guards.js';
import { NO_ITEMS } from '../core/no-items.js';
import { type Resolution, resolutionFrom, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import type { DamageContext } from './apply-damage.js';
import { type DamageOutcome, damageContext, damageStep } from './damage.js';
import { gunneryLevelSteps, MISS_NOTES } from './gunnery-damage-level.js';
import { type GunneryInput, type PreparedShot, preparedGunnery } from './gunnery-to-hit.js';
import type { FirepowerRulesOverrides } from './rules.js';
import type { DamageLevel } from './schemas/enums.js';
import type { Ship } from './schemas/ship.js';
import type { DamageDie } from './tables/damage-die-cells.js';

/** The result of one battery's fire, through to the damage dice. */
export interface GunneryOutcome {
  /** True when Matrix 8 was passed. */
  readonly hit: boolean;
  /** The Matrix 10 damage level (`'-'` on a miss or No Effect). */
  readonly level: DamageLevel;
  /** The target after the shot (unchanged on a miss; a class-code target is a fresh ship of that class). */
  readonly target: Ship;
  /** The damage dice thrown and what they did, or null when none were thrown. */
  readonly damage: DamageOutcome | null;
}

/**
 * One battery's fire from die to damage (Pages 13–15): Matrix 8 to hit, margin + d6 +
 * Matrix 9 → Matrix 10 damage level, then all four damage dice (RED, BLUE, GREEN, WHITE)
 * applied to the target, which comes back as a NEW ship. Each stage is a step of the
 * resolution. A miss does no damage (interpretation 2; `interpretations.missedShot:
 * 'literal'` sends it on). For the odds of the damage level alone use
 * {@link damageLevelOdds}; the full chain is up to 46 656 die sequences with the
 * optional rules off (see docs/firepower.md on odds).
 *
 * @example
 * ```ts
 * const r = resolveGunnery({ battery: 'BB', target: 'CA', range: 'short' }, scriptedDice([6, 3, 1, 1, 1, 1]));
 * r.outcome.level;                          // 'H'
 * r.outcome.target.damage.listDegrees;      // 5 (RED 1 at H)
 * ```
 */
export function resolveGunnery(
  input: GunneryInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<GunneryOutcome> {
  expectDice(dice, 'Matrix 8');
  return gunneryFromShot(preparedGunnery(input, rules), dice, rules);
}

/**
 * {@link resolveGunnery} of a shot prepared from validated data (a game's own ships and
 * conditions): the resolver's work without the input's parse. Internal.
 */
export function gunneryFromShot(
  shot: PreparedShot,
  dice: Dice,
  rules: FirepowerRulesOverrides | undefined,
): Resolution<GunneryOutcome> {
  const { target } = shot.shot;
  const { toHit, level, outcome, index } = gunneryLevelSteps(shot, dice);
  const title = shot.title;
  if (level === undefined || outcome === 'miss') {
    // A shared shot's miss is all made of shared parts (see gunnery-to-hit.ts): made once a roll.
    const known = index < 0 ? undefined : shot.missResults[index];
    if (known !== undefined) return known;
    const missed = resolutionOf({
      rule: 'Matrix 8\u201310',
      title,
      outcome: missedOutcome(target),
      steps: [toHit],
      notes: MISS_NOTES,
    });
    if (index >= 0) shot.missResults[index] = deepFreeze(missed);
    return missed;
  }
  const damage = damageStep(target, level.outcome, ALL_DAMAGE_DICE, dice, shotDamageContext(shot, rules), rules);
  const result = damagedOutcome(toHit.outcome.hit, level.outcome, damage.outcome);
  return resolutionFrom('Matrix 8\u201310', title, NO_ITEMS, NO_ITEMS, result, [toHit, level, damage], NO_ITEMS);
}

/**
 * The damage context of a prepared shot's hits: made once per prepared shot under the
 * printed rules (a prepared shot is shared by every throw of a frozen input), and on every
 * call when rule overrides are given, since the context carries them. Internal.
 */
export function shotDamageContext(shot: PreparedShot, rules: FirepowerRulesOverrides | undefined): DamageContext {
  const { period, scale } = shot.shot.conditions;
  if (rules !== undefined) return damageContext(period, scale, shot.rules, rules);
  shot.printedDamageContext ??= damageContext(period, scale, shot.rules);
  return shot.printedDamageContext;
}

/** The outcome of a shot that throws no damage dice: the target unchanged. */
export function missedOutcome(target: Ship): GunneryOutcome {
  return { hit: false, level: '-', target, damage: null };
}

/** The outcome of a shot whose damage dice were thrown at `level` (No Effect keeps no damage record). */
export function damagedOutcome(hit: boolean, level: DamageLevel, damage: DamageOutcome): GunneryOutcome {
  return { hit, level, target: damage.ship, damage: level === '-' ? null : damage };
}

/**
 * The four damage dice gunnery throws, in order. Internal (shared with gunnery-odds.ts),
 * and left unfrozen on purpose: the damage step walks it on every hit, and walking a
 * frozen array took V8 a slower path (the gunnery hit/miss mix about 13 % slower, measured).
 */
export const ALL_DAMAGE_DICE: readonly DamageDie[] = ['red', 'blue', 'green', 'white'];
