import { deepFreeze } from '../core/deep-freeze.js';
import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import { resolveWarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';
import type { AttackTarget } from './schemas.js';

/**
 * The special abilities of a troop counter (Troop Counters): Hard to Kill (with more than
 * one hull point left, one attack from a ship or aircraft cannot destroy it) and Regroup
 * (all its damage is removed at the end of each turn).
 */
export const TROOP_COUNTER_ABILITIES = /* @__PURE__ */ deepFreeze(['Hard to Kill', 'Regroup'] as const);

/**
 * A troop counter as an attack target (Troop Counters): armour 5, 2 hull points, no vital
 * armour, Hard to Kill, less the damage it already carries this turn.
 *
 * @example
 * ```ts
 * troopCounterTarget(1).hullPointsLeft; // 1
 * ```
 */
export function troopCounterTarget(damage = 0, rules?: WarAtSeaRulesOverrides): AttackTarget {
  const card = resolveWarAtSeaRules(rules).troopCounter;
  if (!Number.isSafeInteger(damage) || damage < 0 || damage >= card.hullPoints) {
    return invalidDamage(damage, card.hullPoints);
  }
  return { armour: card.armour, vitalArmour: null, hullPointsLeft: card.hullPoints - damage, hardToKill: true };
}

function invalidDamage(damage: unknown, hullPoints: number): never {
  throw new RulesError(
    `Troop Counters: damage must be a whole number from 0 to ${hullPoints - 1} (a counter with ${hullPoints} hull points of damage is destroyed); got ${formatValue(damage)}`,
    { code: 'INVALID_INPUT', rule: 'Troop Counters', path: ['damage'] },
  );
}
