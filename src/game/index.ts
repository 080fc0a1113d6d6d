export { defineGame, MAX_REPLAY_ACTIONS } from './define-game.js';
export type {
  Applied,
  Checked,
  Game,
  GameActionBase,
  GameDefinition,
  GameEvent,
  GameStateBase,
  Refusal,
  Replayed,
} from './game.js';
