import { defineGame } from '../../game/define-game.js';
import type { Game } from '../../game/game.js';
import { onOwnBoards } from '../state.js';
import {
  CARTWHEEL_ACTION_RULES,
  type CartwheelAction,
  type CartwheelActionInput,
  cartwheelActionSchema,
} from './game-actions.js';
import { cartwheelCandidates, cartwheelOutcome } from './game-legal.js';
import { cartwheelConsistency, cartwheelPending } from './game-pending.js';
import { performCartwheelAction } from './game-perform.js';
import { refuseCartwheelAction } from './game-refuse.js';
import { resampleCartwheel } from './game-resample.js';
import { withSideBoards } from './game-side-board.js';
import { CARTWHEEL_SIDES, type CartwheelGameState, cartwheelGameStateSchema } from './game-state.js';
import { type CartwheelView, cartwheelViewSchema, hideCartwheel } from './game-view.js';

/**
 * An Operation Cartwheel game on the shared game layer: start one with
 * {@link createCartwheelGame}, then `apply` actions phase by phase (`advance` moves on,
 * and refuses to leave the Random Events, Initiative or Air/Naval Operations Phase
 * unresolved). Rules 2 to 8 are held by the library; the base game's missions, combat,
 * ground operations, supply and regroup are reported by the app.
 *
 * @example
 * ```ts
 * // `yourTables`: the base game's Random Events, Initiative DRM and Missions tables (checked at set-up).
 * const game = createCartwheelGame({ seed: 1, lastTurn: 2, scenarioInitiative: 'Allied', rules: { tables: yourTables }, board: {
 *   turn: 1, airUnits: [],
 *   airbases: [{ id: 'rabaul', name: 'Rabaul', side: 'Japanese', kind: 'major', hex: '1010', capacity: 4 }],
 * } });
 * cartwheelGame.check(game, { type: 'advance', side: 'Allied' }).legal; // false: roll the random event first
 * ```
 */
export const cartwheelGame: Game<
  CartwheelGameState,
  CartwheelAction,
  'Allied' | 'Japanese',
  CartwheelActionInput,
  CartwheelView
> = /* @__PURE__ */ defineGame<
  CartwheelGameState,
  CartwheelAction,
  'Allied' | 'Japanese',
  CartwheelActionInput,
  CartwheelView
>({
  name: 'cartwheel',
  rule: '4.0',
  sides: CARTWHEEL_SIDES,
  stateSchema: cartwheelGameStateSchema,
  actionSchema: cartwheelActionSchema,
  actionRules: CARTWHEEL_ACTION_RULES,
  viewSchema: cartwheelViewSchema,
  // Each runs on a state the game parsed or made, so its board is taken as it is (onOwnBoards).
  consistency: (state) => onOwnBoards(() => cartwheelConsistency(state)),
  refuse: (state, action) => onOwnBoards(() => refuseCartwheelAction(state, action)),
  // Many candidates on one state: each side's board is made once and its units indexed.
  refuseAll: (state, actions) =>
    onOwnBoards(() => withSideBoards(state.board, () => actions.map((action) => refuseCartwheelAction(state, action)))),
  perform: (state, action, dice) => onOwnBoards(() => performCartwheelAction(state, action, dice)),
  hide: (state, side) => onOwnBoards(() => hideCartwheel(state, side)),
  resample: resampleCartwheel,
  pending: (state) => onOwnBoards(() => cartwheelPending(state)),
  candidates: (view, side, offered) => onOwnBoards(() => cartwheelCandidates(view, side, offered)),
  outcome: cartwheelOutcome,
  over: (state) => state.over,
  // Types whose candidates the game's refuse alone decides (stage moves by checkStageMove
  // (9.3), the operations check (4.4), every check advancePhase and the general regroup
  // declaration make (5.2, 5.3, 7.1), the rolls' order (5.1, 7.3, 7.4, 7.5), recon placement
  // and examination (7.3.2, 7.3.4), a placement listed at the unit's own range, a recon
  // unit's return (7.3.5)): a listed
  // action of these needs no dry run. The
  // model-based test checks every listed action with `check` (FULL_SOUNDNESS=1).
  refuseDecides: [
    'stage-move',
    'operations',
    'advance',
    'roll-random-event',
    'roll-initiative',
    'roll-initiative-missions',
    'recon-flight',
    'declare-general-regroup',
    'place-recon',
    'examine-airbase',
    'return-recon',
  ],
  // The board functions return a new board and never change the one they are given (a
  // frozen board would throw), so a step shares the board and the calendar with the state
  // it starts from and replaces the board where it changes it.
  sharedFields: ['board', 'calendar'],
});
