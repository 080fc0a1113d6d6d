import { defineGame } from '../../game/define-game.js';
import type { Game } from '../../game/game.js';
import {
  BATTLE_ACTION_RULES,
  type BattleAction,
  type BattleActionInput,
  battleActionSchema,
} from './battle-actions.js';
import { battleConsistency, battlePending } from './battle-consistency.js';
import { withShipIndex } from './battle-find.js';
import { battleCandidates, battleOutcome } from './battle-legal.js';
import { performAction } from './battle-perform.js';
import { refuseAction } from './battle-refuse.js';
import { resampleBattle } from './battle-resample.js';
import { BATTLE_SIDES, type BattleSide, type BattleState, battleStateSchema } from './battle-state.js';
import { type BattleView, battleViewSchema, hideFromSide } from './battle-view.js';

/**
 * A whole Firepower battle held by the library, on the shared game layer: start one with
 * {@link createBattle}, then `apply` actions in the printed sequence (roll the conditions,
 * roll and choose the first turn, then each player turn's segments A–D). Positions stay
 * with the app: it reports distances, and the battle checks them against the rules.
 *
 * @example
 * ```ts
 * let state = createBattle({ seed: 3, period: 'late', year: 1942, agreed: { timeOfDay: 'daylight', weather: 'good' },
 *   fleets: [
 *     { side: 'A', name: 'US', squadrons: [{ name: 'TF', nationality: 'American', movementOrder: 'engage',
 *       formationOrder: 'line-ahead', hasFleetFlagship: true,
 *       ships: [{ name: 'Helena', class: 'CL', nationality: 'American', flag: 'fleet' }] }] },
 *     { side: 'B', name: 'IJN', squadrons: [{ name: 'DesRon', nationality: 'Japanese', movementOrder: 'engage',
 *       formationOrder: 'line-ahead', hasFleetFlagship: true,
 *       ships: [{ name: 'Fubuki', class: 'DD', nationality: 'Japanese', flag: 'fleet' }] }] },
 *   ] });
 * state = firepowerBattle.apply(state, { type: 'roll-first-turn', side: 'A' }).state;
 * firepowerBattle.check(state, { type: 'end-segment', side: 'A' }).legal; // false until the first turn is chosen
 * ```
 */
export const firepowerBattle: Game<BattleState, BattleAction, BattleSide, BattleActionInput, BattleView> =
  /* @__PURE__ */ defineGame<BattleState, BattleAction, BattleSide, BattleActionInput, BattleView>({
    name: 'firepower-battle',
    rule: 'Game Sequence',
    sides: BATTLE_SIDES,
    stateSchema: battleStateSchema,
    actionSchema: battleActionSchema,
    actionRules: BATTLE_ACTION_RULES,
    viewSchema: battleViewSchema,
    consistency: battleConsistency,
    refuse: refuseAction,
    // The candidates are weighed with the ships indexed by name once, not found once each.
    refuseAll: (state, actions) => withShipIndex(state, () => actions.map((action) => refuseAction(state, action))),
    perform: performAction,
    // Its steps copy a fleet, squadron or ship before they change it (battle-find.ts).
    sharedFields: ['fleets'],
    hide: hideFromSide,
    resample: resampleBattle,
    pending: battlePending,
    candidates: battleCandidates,
    refuseDecides: true,
    outcome: battleOutcome,
    over: (state) => state.phase === 'over',
  });
