import { expectFunction } from '../core/guards.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { thenOdds } from '../odds/then-odds.js';
import { damageStep } from './damage.js';
import { ALL_DAMAGE_DICE, damagedOutcome, type GunneryOutcome, missedOutcome, shotDamageContext } from './gunnery.js';
import { gunneryLevelSteps } from './gunnery-damage-level.js';
import { type GunneryInput, preparedGunnery } from './gunnery-to-hit.js';
import type { FirepowerRulesOverrides } from './rules.js';
import type { DamageLevel } from './schemas/enums.js';

/** Where Matrices 8–10 leave a shot: hit or not, and the damage level the dice go on with (null: no damage dice). */
interface LevelReached {
  readonly hit: boolean;
  readonly level: DamageLevel | null;
}

/**
 * Exact odds of {@link resolveGunnery}'s outcome (Matrices 8–10, then the four damage dice),
 * or of what `project` makes of it: equal to
 * `exactOdds((dice) => project(resolveGunnery(input, dice, rules).outcome))` in every
 * outcome, fraction, path and order, and much faster. The to-hit and damage-level dice are
 * enumerated once, then the damage dice once per damage level reached (with
 * {@link thenOdds}), rather than the damage dice again after every to-hit sequence.
 * Project to what you show (the target's status, say): the full outcome holds the whole
 * ship and its damage, so thousands of outcomes are told apart, which costs far more than
 * the dice.
 *
 * @example
 * ```ts
 * const status = gunneryOdds({ battery: 'BB', target: 'CA', range: 'short' }, (o) => o.target.status);
 * probabilityOf(status, (s) => s === 'sunk');
 * ```
 */
export function gunneryOdds<T = GunneryOutcome>(
  input: GunneryInput,
  project: (outcome: GunneryOutcome) => T = (outcome) => outcome as T,
  rules?: FirepowerRulesOverrides,
): ExactOdds<T> {
  expectFunction(project, 'gunneryOdds', 'project');
  const shot = preparedGunnery(input, rules);
  const { target } = shot.shot;
  const reached = exactOdds((dice): LevelReached => {
    const { toHit, level, outcome } = gunneryLevelSteps(shot, dice);
    return { hit: toHit.outcome.hit, level: level === undefined || outcome === 'miss' ? null : level.outcome };
  });
  const context = shotDamageContext(shot, rules);
  return thenOdds(reached, ({ hit, level }): ExactOdds<T> => {
    if (level === null) return exactOdds(() => project(missedOutcome(target)));
    return exactOdds((dice) =>
      project(damagedOutcome(hit, level, damageStep(target, level, ALL_DAMAGE_DICE, dice, context, rules).outcome)),
    );
  });
}
