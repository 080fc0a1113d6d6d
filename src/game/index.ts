export type { AnyGame, CatalogueGame, GameCatalogue } from './catalogue-game.js';
export { defineGame, MAX_REPLAY_ACTIONS } from './define-game.js';
export type { DoctrineTurn } from './doctrine-turn.js';
export type {
  Applied,
  Checked,
  Game,
  GameActionBase,
  GameDefinition,
  GameEvent,
  GameStateBase,
  GameView,
  Outcome,
  Pending,
  Refusal,
  Replayed,
} from './game.js';
export type { FinishedGame, Measure } from './measure.js';
export { type ScoredOutcome, type Scoring, withScoring } from './with-scoring.js';
