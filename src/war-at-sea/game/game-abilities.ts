import { hasAbilityIn } from '../ability-name.js';
import type { UnitCard } from '../schemas.js';

/** True when the card prints the ability (case and spacing aside). Internal. */
export function hasAbility(card: UnitCard, ability: string): boolean {
  return hasAbilityIn(card.abilities, ability);
}
