import type { Dice } from '../../dice/dice.js';
import { dealtFresh } from '../../game/game-helpers.js';
import type { BattleSide, BattleState } from './battle-state.js';

/**
 * Re-deals what `side` cannot see (Submarines): which of the enemy's unrevealed contacts is
 * which of its submerged models, real or false. The models are put in a canonical order and
 * dealt to the contacts at random, so every assignment is equally likely and the draw never
 * depends on the real one. Kept: which models there are (how many of the contacts are real
 * submarines, and those submarines' own records), since a re-deal can neither invent a
 * submarine's values nor make a real one vanish. A contact the player has seen revealed
 * keeps its model. Internal.
 */
export function resampleBattle(state: BattleState, side: BattleSide, dice: Dice): void {
  const unseen = state.contacts.filter((c) => c.side !== side && !state.revealed.includes(c.model));
  const models = dealtFresh(
    unseen.map((c) => c.model),
    dice,
    'Submarines: re-dealt contacts',
  );
  unseen.forEach((contact, index) => {
    contact.model = models[index] as string;
  });
}
