import { defineGame } from '../../game/define-game.js';
import type { Game } from '../../game/game.js';
import { SOPAC_ACTION_RULES, type SopacAction, type SopacActionInput, sopacActionSchema } from './game-actions.js';
import { sopacCandidates, sopacOutcome } from './game-legal.js';
import { sopacConsistency, sopacPending } from './game-pending.js';
import { performSopacAction } from './game-perform.js';
import { refuseSopacAction, refuseSopacActions } from './game-refuse.js';
import { resampleSopac } from './game-resample.js';
import { type SopacGameState, sopacGameStateSchema, sopacOver } from './game-state.js';
import { hideSopac, type SopacView, sopacViewSchema } from './game-view.js';

/**
 * A SOPAC game under these optional rules, on the shared game layer: start one with
 * {@link createSopacGame}, then `apply` actions. Minefields (laying, crossing, detection,
 * sweeping, submarines), minelayers, MTB patrols, contact, attacks and bases are resolved
 * here; the base game's plotting, movement allowances, combat and turn track are the app's
 * and are reported through actions. `viewFor` hides the other side's log sheet, its
 * missions and its ships, except what contact, detection or a crossing revealed.
 *
 * @example
 * ```ts
 * let game = createSopacGame({ seed: 1, light: 'day', weather: 'Clear', map: { zones: [{ id: 'MADE-UP A1', land: 'coastal', neighbours: [] }] }, fleets: [], ships: [] });
 * game = sopacGame.apply(game, { type: 'end-turn', side: 'Allied', light: 'night', weather: 'Rain' }).state;
 * game.light; // 'night'
 * ```
 */
export const sopacGame: Game<SopacGameState, SopacAction, 'Allied' | 'Japanese', SopacActionInput, SopacView> =
  /* @__PURE__ */ defineGame<SopacGameState, SopacAction, 'Allied' | 'Japanese', SopacActionInput, SopacView>({
    name: 'sopac',
    rule: 'Scenario set-up',
    sides: ['Allied', 'Japanese'],
    stateSchema: sopacGameStateSchema,
    actionSchema: sopacActionSchema,
    actionRules: SOPAC_ACTION_RULES,
    viewSchema: sopacViewSchema,
    consistency: sopacConsistency,
    refuse: refuseSopacAction,
    refuseAll: refuseSopacActions,
    perform: performSopacAction,
    hide: hideSopac,
    resample: resampleSopac,
    pending: sopacPending,
    candidates: sopacCandidates,
    refuseDecides: true,
    outcome: sopacOutcome,
    over: sopacOver,
  });
