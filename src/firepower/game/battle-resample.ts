import type { Dice } from '../../dice/dice.js';
import { shuffled } from '../../game/game-helpers.js';
import type { BattleSide, BattleState } from './battle-state.js';

/**
 * Re-deals what `side` cannot see (Submarines): which of the enemy's contacts is which of
 * its submerged models, real or false, among the contacts whose model is not revealed. A
 * contact the player has seen revealed keeps its model. Internal.
 */
export function resampleBattle(state: BattleState, side: BattleSide, dice: Dice): void {
  const unseen = state.contacts.filter((c) => c.side !== side && !state.revealed.includes(c.model));
  const models = shuffled(
    unseen.map((c) => c.model),
    dice,
    'Submarines: re-dealt contacts',
  );
  unseen.forEach((contact, index) => {
    contact.model = models[index] as string;
  });
}
