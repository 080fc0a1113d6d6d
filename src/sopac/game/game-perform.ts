import type { Dice } from '../../dice/dice.js';
import type { GameEvent } from '../../game/game.js';
import { gameEvent, onlyFor } from '../../game/game-helpers.js';
import { isMinelayer, resolveMinelayerHit } from '../minelayer.js';
import type { SopacAction } from './game-actions.js';
import { fleetOf } from './game-lookup.js';
import {
  detect,
  jettison,
  layMinefield,
  mineRoll,
  moveFleet,
  replot,
  revealMinefield,
  submarineMines,
  sweep,
} from './game-mines.js';
import { airHitsOnBase, bombardBase, deployMtbs, mtbAttack, mtbContact, mtbGunnery } from './game-mtbs.js';
import type { SopacGameState } from './game-state.js';
import { endTurn } from './game-turn.js';

/** Damage reported by the app; a minelayer hit in combat rolls for explosion (19.4). */
function reportDamage(state: SopacGameState, action: Extract<SopacAction, { type: 'report-damage' }>, dice: Dice) {
  const ship = state.ships.find((s) => s.id === action.ship);
  if (ship === undefined) return [];
  ship.hull += action.hull;
  ship.sunk ||= action.sunk;
  ship.disturbed = true;
  const events = [gameEvent('damage', 'Combat (base game)', { ship: ship.id, hull: action.hull, sunk: ship.sunk })];
  const minelayer = isMinelayer({
    kind: ship.type === 'ML' ? 'ML' : ship.auxiliaryMinelayer ? 'auxiliary' : 'warship',
    mission: fleetOf(state, ship).mission ?? 'Other',
    canLayMines: ship.canLayMines,
    jettisoned: ship.jettisoned,
  });
  if (!ship.sunk && minelayer && action.cause !== 'other') {
    const r = resolveMinelayerHit(dice, state.rules);
    ship.sunk = r.outcome.explodes;
    events.push(gameEvent('minelayer-hit', '19.4', { ship: ship.id, explodes: r.outcome.explodes }, r));
  }
  return events;
}

/** Carries out an allowed action on the game's private copy. Internal. */
export function performSopacAction(state: SopacGameState, action: SopacAction, dice: Dice): GameEvent[] {
  switch (action.type) {
    case 'end-turn':
      return endTurn(state, action);
    case 'set-fire-orders': {
      const ship = state.ships.find((s) => s.id === action.ship);
      if (ship === undefined) return [];
      ship.firesAt = action.firesAt;
      // A standing order is its owner's: the enemy learns it only when the ship fires.
      return [onlyFor(gameEvent('fire-orders', '20.42', { ship: ship.id, firesAt: action.firesAt }), action.side)];
    }
    case 'set-mission': {
      const fleet = state.fleets.find((f) => f.id === action.fleet);
      if (fleet === undefined) return [];
      fleet.mission = action.mission;
      for (const ship of state.ships) if (ship.fleet === fleet.id) ship.undisturbedTurns = 0;
      // The fleet's mission is its owner's secret (the enemy sees the marker, not the mission).
      return [
        onlyFor(gameEvent('mission', 'Missions (base game)', { fleet: fleet.id, mission: action.mission }), fleet.side),
      ];
    }
    case 'move-fleet':
      return moveFleet(state, action);
    case 'mine-roll':
      return mineRoll(state, action, dice);
    case 'replot':
      return replot(state);
    case 'lay-minefield':
      return layMinefield(state, action);
    case 'jettison':
      return jettison(state, action);
    case 'detect':
      return detect(state, action);
    case 'sweep':
      return sweep(state, action, dice);
    case 'submarine-mines':
      return submarineMines(state, action, dice);
    case 'reveal-minefield':
      return revealMinefield(state, action);
    case 'deploy-mtbs':
      return deployMtbs(state, action);
    case 'mtb-contact':
      return mtbContact(state, action, dice);
    case 'mtb-attack':
      return mtbAttack(state, action, dice);
    case 'mtb-gunnery':
      return mtbGunnery(state, action, dice);
    case 'report-fire': {
      const ship = state.ships.find((s) => s.id === action.ship);
      if (ship !== undefined) ship.disturbed = true;
      return [gameEvent('fired', 'Combat (base game)', { ship: action.ship })];
    }
    case 'report-damage':
      return reportDamage(state, action, dice);
    case 'bombard-mtb-base':
      return bombardBase(state, action);
    case 'mtb-base-air-hits':
      return airHitsOnBase(state, action);
    case 'score-points':
      state.points[action.side] += action.points;
      return [
        gameEvent('points', 'Victory points (base game)', {
          side: action.side,
          points: action.points,
          reason: action.reason,
        }),
      ];
  }
}
