import type { GameEvent } from '../../game/game.js';
import { gameEvent, onlyFor } from '../../game/game-helpers.js';
import { mtbBaseStatusParsed } from '../mtb-base.js';
import { mtbsActiveIn } from '../mtb-patrol.js';
import { SOPAC_SIDES } from '../schemas.js';
import type { SopacAction } from './game-actions.js';
import type { SopacGameState } from './game-state.js';

/**
 * The turn ends: each ship afloat that stayed undisturbed counts one more turn, others
 * start again from 0; the next turn takes its light and weather from the app. A day turn
 * brings flotillas home (boats of a closed base leave the game, 20.71); a night turn after
 * a day turn in bad weather keeps them in until it clears (20.22). Internal.
 */
export function endTurn(state: SopacGameState, action: Extract<SopacAction, { type: 'end-turn' }>): GameEvent[] {
  for (const ship of state.ships) {
    if (ship.sunk) continue;
    ship.undisturbedTurns = ship.disturbed ? 0 : Math.min(ship.undisturbedTurns + 1, 1_000_000);
    ship.disturbed = false;
    ship.speed = 0;
  }
  const wasDay = state.light === 'day';
  state.turn += 1;
  state.light = action.light;
  state.weather = action.weather;
  state.afterDayTurn = wasDay;
  state.contacts = [];
  for (const fleet of state.fleets) fleet.moved = false;
  const events = [
    gameEvent('turn', 'Sequence of Play (base game)', { turn: state.turn, light: state.light, weather: state.weather }),
  ];
  if (state.lastTurn !== null && state.turn > state.lastTurn) {
    events.push(gameEvent('game-over', 'Sequence of Play (base game)', { lastTurn: state.lastTurn }));
  }
  for (const side of SOPAC_SIDES) {
    if (state.light === 'day') {
      if (state.logs[side].flotillas.length > 0) events.push(onlyFor(gameEvent('mtbs-home', '20.21', { side }), side));
      state.logs[side].flotillas = [];
      state.mtbOrders[side] = 'none';
    } else if (wasDay) {
      // Kept in by bad weather on the first night turn, the boats may go out later that night.
      state.mtbOrders[side] = mtbsActiveIn(state.weather, state.rules) ? 'none' : 'held';
    }
  }
  if (state.light === 'day') {
    for (const base of state.mtbBases) {
      if (!mtbBaseStatusParsed({ hits: base.hits, bombarded: base.bombarded }, state.rules).serves && base.boats > 0) {
        events.push(gameEvent('mtbs-lost-to-base', '20.71', { base: base.id, boats: base.boats }));
        base.boats = 0;
        base.aces = 0;
      }
    }
  }
  return events;
}
