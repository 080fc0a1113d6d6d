import { defineGame } from '../../game/define-game.js';
import type { Game } from '../../game/game.js';
import {
  SHOESTRING_ACTION_RULES,
  type ShoestringAction,
  type ShoestringActionInput,
  shoestringActionSchema,
} from './game-actions.js';
import { shoestringCandidates, shoestringOutcome } from './game-legal.js';
import { shoestringConsistency, shoestringPending } from './game-pending.js';
import { performShoestringAction } from './game-perform.js';
import { refuseShoestringAction } from './game-refuse.js';
import { resampleShoestring } from './game-resample.js';
import { SHOESTRING_SIDES, type ShoestringGameState, shoestringGameStateSchema } from './game-state.js';
import { hideShoestring, type ShoestringView, shoestringEventFor, shoestringViewSchema } from './game-view.js';

/**
 * An Operation Shoestring game under the variant naval rules, on the shared game layer:
 * start one with {@link createShoestringGame}, then `apply` actions step by step through
 * the sequence of play (`advance` moves on). The variant's steps are resolved here; the
 * base game's are reported by the app.
 *
 * @example
 * ```ts
 * // `yourTables`: the base game's search charts and Anti-Aircraft Combat Table (checked at set-up).
 * let game = createShoestringGame({ seed: 1, lastTurn: 2, rules: { tables: yourTables }, forces: { US: {}, Japanese: {} } });
 * game = shoestringGame.apply(game, { type: 'advance', side: 'US' }).state;
 * game.step; // 'I.A.2'
 * ```
 */
export const shoestringGame: Game<
  ShoestringGameState,
  ShoestringAction,
  'US' | 'Japanese',
  ShoestringActionInput,
  ShoestringView
> = /* @__PURE__ */ defineGame<
  ShoestringGameState,
  ShoestringAction,
  'US' | 'Japanese',
  ShoestringActionInput,
  ShoestringView
>({
  name: 'shoestring',
  rule: 'Sequence of Play',
  sides: SHOESTRING_SIDES,
  stateSchema: shoestringGameStateSchema,
  actionSchema: shoestringActionSchema,
  actionRules: SHOESTRING_ACTION_RULES,
  viewSchema: shoestringViewSchema,
  consistency: shoestringConsistency,
  refuse: refuseShoestringAction,
  perform: performShoestringAction,
  // Its steps copy a side's forces before they change them (writableForces).
  sharedFields: ['forces'],
  hide: hideShoestring,
  resample: resampleShoestring,
  eventFor: shoestringEventFor,
  pending: shoestringPending,
  candidates: shoestringCandidates,
  refuseDecides: true,
  outcome: shoestringOutcome,
  over: (state) => state.over,
});
