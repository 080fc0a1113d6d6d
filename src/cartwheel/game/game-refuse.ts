import type { Refusal } from '../../game/game.js';
import { refusal as no } from '../../game/game-helpers.js';
import { checkGeneralRegroup } from '../general-regroup.js';
import { operationsCheck } from '../operations.js';
import { availableRecon } from '../recon-availability.js';
import { checkReturnRecon } from '../recon-placement.js';
import type { Side } from '../schemas/common.js';
import { decisionsMade } from '../sequence-of-play.js';
import { serviceSide } from '../service-side.js';
import { checkStageMove } from '../stage-move.js';
import type { CartwheelAction } from './game-actions.js';
import { fromCheck, isBoardAction, refuseBoardAction } from './game-board.js';
import { monthOf } from './game-calendar.js';
import { ownUnit, sideBoard } from './game-side-board.js';
import type { CartwheelGameState } from './game-state.js';

function phase(state: CartwheelGameState, wanted: string, rule: string): Refusal | null {
  return state.board.phase === wanted
    ? null
    : no(rule, `this happens in the ${wanted} phase; the game is in ${state.board.phase}`);
}

/**
 * Refused unless `unitId` is one of `side`'s air units. A unit of the other side and a unit
 * that does not exist get the same answer: the other side's units at its airbases are
 * hidden (6.1), so no refusal may tell whether one of them exists.
 */
function owns(state: CartwheelGameState, side: Side, unitId: string, rule: string): Refusal | null {
  return ownUnit(state.board, side, unitId) !== undefined
    ? null
    : no(rule, `there is no ${side} air unit "${unitId}"`, 'unitId');
}

/** The recon flights `side` has rolled this turn (the other side's are hidden from it, 6.1). */
function ownFlights(state: CartwheelGameState, side: Side) {
  return state.reconFlights.filter((f) => f.side === side);
}

/** The flight roll of `side`'s unit `unitId` this turn, if it has rolled. Internal. */
export function flightOf(state: CartwheelGameState, side: Side, unitId: string): 'flies' | 'fails' | undefined {
  return state.reconFlights.find((f) => f.side === side && f.unitId === unitId)?.outcome;
}

/** 7.3: whether the unit may fly is settled from the board before the flight die is thrown. */
function refuseReconFlight(
  state: CartwheelGameState,
  action: Extract<CartwheelAction, { type: 'recon-flight' }>,
): Refusal | null {
  // Whose unit it is comes first: whether an enemy unit has rolled is hidden (6.1).
  const refused =
    phase(state, 'initiative', '7.3.2') ??
    inOrder(state, 3, action.side) ??
    owns(state, action.side, action.unitId, '7.3.2');
  if (refused !== null) return refused;
  if (flightOf(state, action.side, action.unitId) !== undefined)
    return no('7.3.2', `${action.unitId} has rolled this turn`);
  const recon = availableRecon(state.board, action.side).find((r) => r.id === action.unitId);
  if (recon === undefined) return no('7.3', `${action.unitId} is not a reconnaissance unit in play`, 'unitId');
  return recon.available ? null : no('7.3', `${action.unitId} may not fly this turn: ${recon.reason}`, 'unitId');
}

/**
 * 7.0: the Initiative Phase's sections come in order: 7.1 the general regroup declaration,
 * 7.2 regroup designation, 7.3 reconnaissance, 7.4 initiative (then 7.5). `section` is the
 * one asked for; a refusal when an earlier one is not done or a later one has begun. Each
 * player keeps the order for itself: a player's designation comes before its own recon
 * flights, since the other player's flights are hidden from it (6.1).
 */
function inOrder(state: CartwheelGameState, section: 2 | 3 | 4, side?: Side): Refusal | null {
  if (state.board.decisions.generalRegroup === undefined) {
    return no('7.0', 'the Allied general regroup declaration (7.1) comes first');
  }
  if (state.initiative !== null)
    return no('7.0', `section 7.${section} comes before the initiative (7.4), rolled already`);
  if (section === 2 && side !== undefined && ownFlights(state, side).length > 0) {
    return no('7.0', 'regroup designation (7.2) comes before your reconnaissance flights (7.3)');
  }
  return null;
}

function refuseAdvance(state: CartwheelGameState): Refusal | null {
  const at = state.board.phase;
  if (at === 'random-events' && state.randomEvent === null) return no('4.1', 'roll the random event first');
  if (at === 'initiative' && (state.initiative === null || state.openingMissions === null)) {
    return no('7.4', 'determine the initiative (7.4) and the opening missions (7.5) before the operations');
  }
  // 5.2, 5.3, 7.1: the decisions advancePhase asks for before it leaves these phases.
  const decided = decisionsMade(state.board);
  if (!decided.ok) return no(decided.rule, decided.reason);
  if (at === 'air-naval-operations' && state.operations?.ended !== true) {
    return no('4.4', 'the Air/Naval Operations go on until both players have passed in turn');
  }
  const out = state.board.airUnits.find((u) => u.location.at === 'hex');
  if (at === 'operations-conclusion' && out !== undefined) {
    return no('7.3.5', `${out.unit.id} is still on its recon hex: return it to a friendly airbase (return-recon)`);
  }
  return null;
}

/**
 * Why the rules refuse `action` now, where the board's own transitions do not already
 * say so (a game's `check` runs the whole action, so those refusals are answered too).
 * Internal.
 */
export function refuseCartwheelAction(state: CartwheelGameState, action: CartwheelAction): Refusal | null {
  if (state.over) return no('4.10', `the game ended after turn ${state.lastTurn}`);
  if (isBoardAction(action)) return refuseBoardAction(state, action);
  switch (action.type) {
    case 'advance':
      return refuseAdvance(state);
    case 'roll-random-event':
      if (state.randomEvent !== null) return no('5.1', 'the random event of this turn is rolled');
      return phase(state, 'random-events', '5.1');
    case 'decide-hikoshidan':
      if (action.side !== 'Japanese') return no('5.2', 'the Japanese player decides', 'side');
      // 4.1: the random event comes first, then the 11th Hikoshidan decision.
      if (state.randomEvent === null) return no('4.1', 'roll the random event first (roll-random-event)');
      return phase(state, 'random-events', '5.2');
    case 'declare-usn':
      return action.side === 'Allied' ? null : no('5.3', 'the Allied player declares', 'side');
    case 'declare-general-regroup': {
      if (action.side !== 'Allied') return no('7.1', 'the Allied player declares', 'side');
      // 7.1: what declareGeneralRegroup checks, so a listed declaration needs no dry run.
      const stage = phase(state, 'initiative', '7.1');
      if (stage !== null) return stage;
      if (state.board.decisions.generalRegroup !== undefined)
        return no('7.1', 'the general regroup declaration was already made');
      const now = monthOf(state.calendar, state.board.turn);
      if (action.declaration.month !== undefined && action.declaration.month !== now.month) {
        return no(
          '7.1',
          `turn ${state.board.turn} is ${now.month} ${now.half} on the Turn Record Track, not ${action.declaration.month}`,
          'declaration',
          'month',
        );
      }
      if (!action.declaration.declare) return null;
      return fromCheck(checkGeneralRegroup(state.board, now.month, state.rules as never));
    }
    case 'designate-regroup': {
      const refused = phase(state, 'initiative', '7.2') ?? inOrder(state, 2, action.side);
      if (refused !== null) return refused;
      for (const [index, unitId] of action.unitIds.entries()) {
        const other = owns(state, action.side, unitId, '7.2');
        if (other !== null) return { ...other, path: ['unitIds', index] };
      }
      return null;
    }
    case 'recon-flight':
      return refuseReconFlight(state, action);
    case 'place-recon': {
      const order = inOrder(state, 3, action.side) ?? owns(state, action.side, action.placement.unitId, '7.3.2');
      if (order !== null) return order;
      if (flightOf(state, action.side, action.placement.unitId) !== 'flies') {
        return no('7.3.2', `${action.placement.unitId} has not flown this turn: roll its flight first (recon-flight)`);
      }
      return null;
    }
    case 'stage-move': {
      const notOwn = owns(state, action.side, action.move.unitId, '9.3');
      if (notOwn !== null) return notOwn;
      return fromCheck(checkStageMove(sideBoard(state.board, action.side), action.move, state.rules as never), 'move');
    }
    case 'return-recon': {
      const notOwn = owns(state, action.side, action.unitId, '7.3.5');
      if (notOwn !== null) return notOwn;
      const { unitId, airbaseId, distance } = action;
      const own = sideBoard(state.board, action.side);
      const check = checkReturnRecon(own, unitId, airbaseId, distance, state.rules as never);
      return fromCheck(check, ...('field' in check && check.field !== undefined ? [check.field] : []));
    }
    case 'examine-airbase': {
      const order = inOrder(state, 3, action.side);
      if (order !== null) return order;
      const base = state.board.airbases.find((b) => b.id === action.airbaseId);
      if (base === undefined) return no('7.3.4', `there is no airbase "${action.airbaseId}"`, 'airbaseId');
      if (base.side === action.side) return no('7.3.4', `${base.name} is one of player ${action.side}'s own airbases`);
      const watching = state.board.airUnits.some(
        (u) => u.location.at === 'hex' && u.location.hex === base.hex && serviceSide(u.unit.service) === action.side,
      );
      if (!watching) return no('7.3.4', `no ${action.side} recon unit is on ${base.name}'s hex`);
      if (state.examinations.some((e) => e.by === action.side && e.airbaseId === action.airbaseId)) {
        return no('7.3.4', `${base.name} has been examined this turn`);
      }
      return null;
    }
    case 'roll-initiative':
      if (action.side !== 'Allied') return no('7.4', 'the Allied player rolls for initiative', 'side');
      if (state.initiative !== null) return no('7.4', 'the initiative of this turn is determined');
      return phase(state, 'initiative', '7.4') ?? inOrder(state, 4, action.side);
    case 'roll-initiative-missions':
      if (state.initiative === null) return no('7.5', 'determine the initiative first (7.4)');
      if (action.side !== state.initiative) return no('7.5', 'the initiative player rolls', 'side');
      if (state.openingMissions !== null) return no('7.5', 'the opening missions of this turn are rolled');
      return null;
    case 'operations': {
      if (state.operations === null) return no('4.4', 'the operations have not begun');
      const order = phase(state, 'air-naval-operations', '4.4');
      if (order !== null) return order;
      return fromCheck(operationsCheck(state.operations, action.side));
    }
    case 'report-flights': {
      const stage = phase(state, 'air-naval-operations', '6.4');
      if (stage !== null) return stage;
      for (const [index, unitId] of [...action.flew, ...action.disrupted].entries()) {
        const refusal = owns(state, action.side, unitId, '6.4');
        if (refusal !== null) return { ...refusal, path: ['flew', index] };
      }
      for (const unitId of action.disrupted) {
        if (!action.flew.includes(unitId))
          return no('6.4', `${unitId} is reported disrupted but did not fly`, 'disrupted');
      }
      for (const unitId of action.scrambled) {
        if (!action.flew.includes(unitId))
          return no('9.4', `${unitId} is reported scrambling but did not fly`, 'scrambled');
      }
      for (const unitId of action.flew) {
        const unit = ownUnit(state.board, action.side, unitId);
        if (unit?.flown) return no('6.4', `${unitId} is in a Flown half already this turn`, 'flew');
        // 3.0: regrouping units fly no missions, but may scramble (with their adverse DRM).
        if (unit?.regrouping && !action.scrambled.includes(unitId)) {
          return no('3.0', `${unitId} is regrouping: it may only scramble (list it in scrambled)`, 'flew');
        }
        // 7.3.3: recon units are not aerial combat units; their flights are the recon actions.
        if (unit?.unit.type === 'R') return no('7.3.3', `${unitId} is a recon unit, not an aerial combat unit`, 'flew');
      }
      return null;
    }
    case 'report-losses': {
      for (const [index, unitId] of [...action.reduced, ...action.eliminated].entries()) {
        const refusal = owns(state, action.side, unitId, '2.2');
        if (refusal !== null) return { ...refusal, path: ['reduced', index] };
        const unit = ownUnit(state.board, action.side, unitId);
        if (unit?.location.at === 'eliminated') return no('2.2', `${unitId} is eliminated already`);
      }
      return null;
    }
    case 'award-hikoshidan-vp':
      // 5.2, 14.2: the points go to the Allied player; the game awards them itself when the Regroup Phase ends.
      if (action.side !== 'Allied') return no('14.2', 'the reorganization points are the Allied player\u2019s', 'side');
      if (state.board.decisions.hikoshidanVpAwarded === true) return no('14.2', "this turn's points are awarded");
      return phase(state, 'regroup', '14.2');
    case 'score-points':
      // 16.1: the base game's points are facts the app reports when the base game awards them.
      return null;
  }
}
