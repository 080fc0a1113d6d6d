import type { BattleSide, BattleState } from './battle-state.js';

/**
 * The battle as one player may see it (Submarines): the other player's false submarine
 * models are removed, so nothing tells that player which models are real. Internal.
 */
export function hideFromSide(state: BattleState, side: BattleSide): BattleState {
  return { ...state, falseModels: state.falseModels.filter((model) => model.side === side) };
}
