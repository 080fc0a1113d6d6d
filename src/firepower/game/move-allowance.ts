import { moveRateLeftInches } from '../apply-damage.js';
import { damageContext } from '../damage.js';
import { resolveFirepowerRules } from '../rules.js';
import type { Ship } from '../schemas/ship.js';
import { halvingsOf } from './battle-records.js';
import { type BattleState, rulesOf } from './battle-state.js';

/**
 * How far a ship may move this turn (Matrix 5): the period's move rate (doubled at
 * 1/600–1/700) less the BLUE die's losses, halved once for each turn special effect 3
 * (engine rooms) has burned, and 0 once propulsion is lost. Internal.
 */
export function moveAllowanceInches(state: BattleState, ship: Ship): number {
  if (ship.damage.propulsionLost) return 0;
  const context = damageContext(state.conditions.period, state.conditions.scale, resolveFirepowerRules(rulesOf(state)));
  const left = Math.max(0, moveRateLeftInches(ship, context));
  // Special effect 3 halves the move from the turn it strikes; a ship set up with it already
  // carries at least one halving.
  const halvings = Math.max(halvingsOf(state, ship.name), ship.damage.specialEffects.includes(3) ? 1 : 0);
  return left / 2 ** halvings;
}
