import type { Dice } from '../../dice/dice.js';
import type { GameEvent } from '../../game/game.js';
import { gameEvent as event, onlyFor, withheldFrom } from '../../game/game-helpers.js';
import { declareGeneralRegroup } from '../general-regroup.js';
import { awardHikoshidanReorganizationVp, decideHikoshidan } from '../hikoshidan.js';
import { designateRegroup } from '../individual-regroup.js';
import { resolveInitiative } from '../initiative.js';
import { resolveInitiativeMissions } from '../initiative-missions.js';
import { completeMobileConstruction } from '../mobile-airbases.js';
import { nextOperations, startOperations } from '../operations.js';
import { applyRandomEvent, declareUsnCommitment, resolveRandomEvent } from '../random-events.js';
import { reconInitiativeConditions } from '../recon-effects.js';
import { reconFlightInputFor, resolveReconFlight } from '../recon-flight.js';
import { groundRecon, placeRecon, returnRecon } from '../recon-placement.js';
import type { AirUnitState } from '../schemas/air-unit-state.js';
import { otherSide } from '../schemas/common.js';
import { advancePhase } from '../sequence-of-play.js';
import { stageMove } from '../stage-move.js';
import { updateAirUnits } from '../state.js';
import type { CartwheelAction } from './game-actions.js';
import { isBoardAction, performBoardAction, withVp } from './game-board.js';
import { monthOf } from './game-calendar.js';
import { belongsTo, onSideBoard, sideBoard } from './game-side-board.js';
import type { CartwheelGameState } from './game-state.js';

const BOMBERS = ['B', 'D', 'P', 'S', 'T', 'FB', 'C'];

/** 7.3.4: what the owner of an examined airbase must disclose: its fighters and bombers. Internal. */
export function disclosure(state: CartwheelGameState, airbaseId: string): { fighters: number; bombers: number } {
  const units = state.board.airUnits.filter((u) => u.location.at === 'airbase' && u.location.airbaseId === airbaseId);
  return {
    fighters: units.filter((u) => u.unit.type === 'F').length,
    bombers: units.filter((u) => BOMBERS.includes(u.unit.type)).length,
  };
}

function advance(state: CartwheelGameState, events: GameEvent[]): void {
  // 5.2, 14.2: the 11th Hikoshidan's reorganization VP are the rules' own, awarded as the
  // Regroup Phase ends if no one asked for them sooner.
  if (state.board.phase === 'regroup' && state.board.decisions.hikoshidanVpAwarded !== true) {
    const before = state.board.vp.Allied;
    state.board = awardHikoshidanReorganizationVp(state.board, state.rules);
    events.push(event('hikoshidan-vp', '14.2', { alliedVp: state.board.vp.Allied - before }));
  }
  // 6.5, 14.3: mobile airbases under construction open as the Regroup Phase ends.
  if (state.board.phase === 'regroup' && state.board.airbases.some((b) => b.underConstruction)) {
    const building = state.board.airbases.filter((b) => b.underConstruction).map((b) => b.id);
    state.board = completeMobileConstruction(state.board);
    events.push(event('mobile-airbases-completed', '14.3', { airbaseIds: building }));
  }
  const last = state.board.turn >= state.lastTurn && state.board.phase === 'victory-points';
  if (last) {
    state.over = true;
    events.push(event('game-over', '4.10', { turn: state.board.turn, vp: { ...state.board.vp } }));
    return;
  }
  const turn = state.board.turn;
  state.board = advancePhase(state.board);
  if (state.board.turn !== turn) {
    state.randomEvent = null;
    state.reconFlights = [];
    state.examinations = [];
    state.initiative = null;
    state.openingMissions = null;
    state.operations = null;
  }
  events.push(event('phase', '4.0', { turn: state.board.turn, phase: state.board.phase }));
}

/** Carries out an allowed action on the game's own copy of the state. Internal. */
export function performCartwheelAction(state: CartwheelGameState, action: CartwheelAction, dice: Dice): GameEvent[] {
  const events: GameEvent[] = [];
  if (isBoardAction(action)) return performBoardAction(state, action, dice);
  switch (action.type) {
    case 'advance':
      advance(state, events);
      break;
    case 'roll-random-event': {
      const step = resolveRandomEvent({ turn: state.board.turn }, dice, state.rules);
      state.board = applyRandomEvent(state.board, step.outcome);
      state.randomEvent = step.outcome;
      events.push(event('random-event', '5.1', { ...step.outcome }, step));
      break;
    }
    case 'decide-hikoshidan':
      state.board = decideHikoshidan(state.board, action.decision, state.rules);
      events.push(event('hikoshidan', '5.2', { commit: action.decision.commit, alliedVp: state.board.vp.Allied }));
      break;
    case 'declare-usn':
      state.board = declareUsnCommitment(state.board, action.commit);
      events.push(event('usn', '5.3', { commit: action.commit }));
      break;
    case 'declare-general-regroup':
      state.board = declareGeneralRegroup(
        state.board,
        { declare: action.declaration.declare, month: monthOf(state.calendar, state.board.turn).month },
        state.rules,
      );
      events.push(event('general-regroup', '7.1', { declare: action.declaration.declare }));
      break;
    case 'designate-regroup':
      state.board = designateRegroup(state.board, action.side, action.unitIds);
      // 7.2: the designation is made in secret, on the airbase display.
      events.push(onlyFor(event('regroup', '7.2', { side: action.side, units: action.unitIds.length }), action.side));
      break;
    case 'recon-flight': {
      const own = sideBoard(state.board, action.side);
      const step = resolveReconFlight(reconFlightInputFor(own, action.unitId), dice, state.rules);
      state.reconFlights.push({ side: action.side, unitId: action.unitId, outcome: step.outcome });
      if (step.outcome === 'fails')
        state.board = onSideBoard(state.board, action.side, (b) => groundRecon(b, action.unitId));
      // 7.3 and 6.1: the flight roll is the owner's; the other side learns of a flight when it is placed.
      events.push(
        onlyFor(
          event('recon-flight', '7.3.2', { side: action.side, unitId: action.unitId, outcome: step.outcome }, step),
          action.side,
        ),
      );
      break;
    }
    case 'place-recon':
      state.board = onSideBoard(state.board, action.side, (b) => placeRecon(b, action.placement));
      events.push(
        event('recon-placed', '7.3.2', {
          side: action.side,
          unitId: action.placement.unitId,
          hex: action.placement.hex,
        }),
      );
      break;
    case 'stage-move':
      state.board = onSideBoard(state.board, action.side, (b) => stageMove(b, action.move, state.rules));
      // 6.1: a stage move goes from one of the player's airbase displays to another, hidden from the other player.
      events.push(onlyFor(event('stage-move', '9.3', { side: action.side, ...action.move }), action.side));
      break;
    case 'return-recon':
      state.board = onSideBoard(state.board, action.side, (b) =>
        returnRecon(b, action.unitId, action.airbaseId, action.distance, state.rules),
      );
      events.push(
        event('recon-returned', '7.3.5', { side: action.side, unitId: action.unitId, airbaseId: action.airbaseId }),
      );
      break;
    case 'examine-airbase': {
      const disclosed = disclosure(state, action.airbaseId);
      state.examinations.push({ by: action.side, airbaseId: action.airbaseId, ...disclosed });
      // 7.3.4 and 6.1: what recon discloses goes to the player who flew it.
      events.push(
        onlyFor(
          event('airbase-examined', '7.3.4', { by: action.side, airbaseId: action.airbaseId, ...disclosed }),
          action.side,
        ),
      );
      break;
    }
    case 'roll-initiative': {
      const step = resolveInitiative(
        {
          turn: state.board.turn,
          ...(state.board.turn === 1 ? { scenarioInitiative: state.scenarioInitiative } : {}),
          conditions: reconInitiativeConditions(state.board),
        },
        dice,
        state.rules,
      );
      state.initiative = step.outcome;
      events.push(event('initiative', '7.4', { initiative: step.outcome }, step));
      break;
    }
    case 'roll-initiative-missions': {
      const initiative = state.initiative ?? action.side;
      const step = resolveInitiativeMissions({ initiative }, dice, state.rules);
      state.openingMissions = step.outcome;
      state.operations = startOperations({ initiative, openingMissions: step.outcome });
      events.push(event('initiative-missions', '7.5', { missions: step.outcome }, step));
      break;
    }
    case 'operations':
      if (state.operations !== null) {
        state.operations = nextOperations(state.operations, action.side, action.action, state.rules as never);
        events.push(
          event('operations', '4.4', { side: action.side, action: action.action, ended: state.operations.ended }),
        );
      }
      break;
    case 'report-flights': {
      state.board = updateAirUnits(
        state.board,
        action.flew,
        (u) => ({ ...u, flown: true, disrupted: u.disrupted || action.disrupted.includes(u.unit.id) }),
        action.side,
      );
      // 6.1: which of them came back disrupted is on the owner's airbase display, hidden from the other player.
      const flights = event('flights', '6.4', { side: action.side, flew: action.flew, disrupted: action.disrupted });
      events.push(...withheldFrom(flights, action.side, otherSide(action.side), ['disrupted']));
      break;
    }
    case 'report-losses': {
      const turn = state.board.turn;
      // 2.2: a reduced unit, or one with no reduced side, that takes another loss is eliminated.
      const gone = state.board.airUnits
        .filter(
          (u) =>
            belongsTo(u, action.side) &&
            (action.eliminated.includes(u.unit.id) ||
              (action.reduced.includes(u.unit.id) && (u.reduced || u.unit.reduced === null))),
        )
        .map((u) => u.unit.id);
      const reduced = action.reduced.filter((id) => !gone.includes(id));
      state.board = updateAirUnits(state.board, reduced, (u) => ({ ...u, reduced: true }), action.side);
      const eliminated = (u: AirUnitState): AirUnitState => ({ ...u, location: { at: 'eliminated', turn } });
      state.board = updateAirUnits(state.board, gone, eliminated, action.side);
      events.push(event('losses', '2.2', { side: action.side, reduced, eliminated: gone }));
      break;
    }
    case 'award-hikoshidan-vp': {
      const before = state.board.vp.Allied;
      state.board = awardHikoshidanReorganizationVp(state.board, state.rules);
      events.push(event('hikoshidan-vp', '14.2', { alliedVp: state.board.vp.Allied - before }));
      break;
    }
    case 'score-points': {
      state.board = withVp(state.board, action.side, action.points);
      events.push(
        event('points', '16.1 (base game)', { side: action.side, points: action.points, reason: action.reason }),
      );
      break;
    }
  }
  return events;
}
