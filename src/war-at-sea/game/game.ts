import { defineGame } from '../../game/define-game.js';
import type { Game } from '../../game/game.js';
import {
  WAR_AT_SEA_ACTION_RULES,
  type WarAtSeaAction,
  type WarAtSeaActionInput,
  warAtSeaActionSchema,
} from './game-actions.js';
import { warAtSeaCandidates, warAtSeaOutcome } from './game-legal.js';
import { warAtSeaConsistency, warAtSeaPending } from './game-pending.js';
import { performWarAtSeaAction } from './game-perform.js';
import { refuseWarAtSeaAction } from './game-refuse.js';
import { type WarAtSeaGameState, warAtSeaGameStateSchema, warAtSeaOver } from './game-state.js';
import { type WarAtSeaView, warAtSeaViewSchema } from './game-view.js';

/**
 * A War at Sea game under the troop-landing rules, on the shared game layer: start one
 * with {@link createWarAtSeaGame}, then `apply` actions phase by phase (`advance` moves
 * on; Infantry Combat comes right after Surface Attack). The variant's rules are resolved
 * here; movement distances, air combat and the base game's bonuses are reported by the
 * app. The rules hide nothing from either side, so `viewFor` returns the whole state but the dice.
 *
 * @example
 * ```ts
 * let game = createWarAtSeaGame({ seed: 1, target: 150, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] });
 * game = warAtSeaGame.apply(game, { type: 'advance', side: 'Allies' }).state;
 * game.phase; // 'Sea Movement'
 * ```
 */
export const warAtSeaGame: Game<
  WarAtSeaGameState,
  WarAtSeaAction,
  'Allies' | 'Axis',
  WarAtSeaActionInput,
  WarAtSeaView
> = /* @__PURE__ */ defineGame<WarAtSeaGameState, WarAtSeaAction, 'Allies' | 'Axis', WarAtSeaActionInput, WarAtSeaView>(
  {
    name: 'war-at-sea',
    rule: 'Sequence of Play',
    sides: ['Allies', 'Axis'],
    stateSchema: warAtSeaGameStateSchema,
    actionSchema: warAtSeaActionSchema,
    actionRules: WAR_AT_SEA_ACTION_RULES,
    viewSchema: warAtSeaViewSchema,
    consistency: warAtSeaConsistency,
    refuse: refuseWarAtSeaAction,
    perform: performWarAtSeaAction,
    hide: ({ dice: _dice, ...view }) => view,
    pending: warAtSeaPending,
    candidates: warAtSeaCandidates,
    refuseDecides: true,
    outcome: warAtSeaOutcome,
    over: warAtSeaOver,
  },
);
