import type { Refusal } from '../../game/game.js';
import { refusal as no } from '../../game/game-helpers.js';
import { checkNavalAssignmentParsed } from '../naval-unit-assignment.js';
import { resolveShoestringRules } from '../rules.js';
import type { NavalUnit } from '../schemas.js';
import { stepsOfTurn } from '../sequence-of-play.js';
import type { ShoestringAction } from './game-actions.js';
import type { ShoestringGameState } from './game-state.js';
import { COMBAT_STEPS, isPt, isTransport, parityOf, serves, TRANSPORT_UNIT, waitsForBoth } from './game-units.js';

const SEQUENCE = 'Sequence of Play';
/** Where supply delivered is reported: once transport attacks are resolved, through the player turns. */
const SUPPLY_STEPS = ['II.C.4', 'III', 'IV'];

function inStep(state: ShoestringGameState, steps: readonly string[], rule: string, what: string): Refusal | null {
  return steps.includes(state.step)
    ? null
    : no(rule, `${what} happens in step ${steps.join(' or ')}; this is ${state.step}`);
}

function unknownZone(state: ShoestringGameState, zone: string, path: (string | number)[]): Refusal | null {
  if (state.seaZones.includes(zone)) return null;
  const near = state.seaZones.find((z) => z.toLowerCase().replace(/\W/g, '') === zone.toLowerCase().replace(/\W/g, ''));
  return no(
    'II.A.1',
    `${zone} is not a sea zone of this game${near === undefined ? '' : ` (did you mean "${near}"?)`}; declare the base game's zones at set-up`,
    ...path,
  );
}

/** The Naval Repair Track's box names (I.A.2, O3.0): `1 wk`, `2 wks`, … */
const REPAIR_BOX = /^(1 wk|[2-9] wks|[1-9][0-9] wks)$/;

function repairBox(weeks: number): string {
  return weeks === 1 ? '1 wk' : `${weeks} wks`;
}

/** I.A.1: reinforcements bring new ids (unique within the side), and the PT unit only under O5.0 from its turn. */
function refuseReinforcements(
  state: ShoestringGameState,
  action: Extract<ShoestringAction, { type: 'report-reinforcements' }>,
): Refusal | null {
  const forces = state.forces[action.side];
  const taken = new Set([...forces.naval.map((u) => u.id), ...forces.air.map((u) => u.id)]);
  const transport = action.naval.findIndex(isTransport);
  if (transport >= 0) return no('I.A.1', TRANSPORT_UNIT, 'naval', transport, 'type');
  const ids = [...action.naval.map((u) => u.id), ...action.air.map((u) => u.id)];
  for (const [index, id] of ids.entries()) {
    if (taken.has(id)) {
      const field = index < action.naval.length ? 'naval' : 'air';
      return no(
        'I.A.1',
        `${action.side} has a unit ${id} already: ids are unique within a side`,
        field,
        index < action.naval.length ? index : index - action.naval.length,
        'id',
      );
    }
    taken.add(id);
  }
  const rules = resolveShoestringRules(state.rules);
  const pt = action.naval.findIndex((u) => u.type === 'PT');
  if (pt >= 0 && (!rules.options.O5 || action.side !== 'US' || state.turn < rules.ptBoats.arrivalTurn)) {
    return no(
      'O5.0',
      `the U.S. PT unit joins the reinforcements on turn ${rules.ptBoats.arrivalTurn}, with O5.0 in play`,
      'naval',
      pt,
    );
  }
  return null;
}

function refuseAdvance(state: ShoestringGameState, side: 'US' | 'Japanese'): Refusal | null {
  const { US, Japanese } = state.forces;
  if (waitsForBoth(state) && state.ready.includes(side)) {
    return no(state.step, `${side} is done with step ${state.step}: it waits for the other side`, 'side');
  }
  if (state.step === 'I.A.4' && !(US.assigned && Japanese.assigned)) {
    return no('I.A.4', 'both sides make their naval unit assignment before the game moves on');
  }
  if (state.step === 'II.A.1' && !(US.placed && Japanese.placed)) {
    return no('II.A.1', 'both sides place their naval units (place-naval-units, even none) before the game moves on');
  }
  return null;
}

function refuseAssignment(
  state: ShoestringGameState,
  action: Extract<ShoestringAction, { type: 'assign-naval-units' }>,
) {
  const forces = state.forces[action.side];
  if (forces.assigned) return no('I.A.4', `the ${action.side} assignment for these turns is made`);
  for (const [index, id] of [...action.odd, ...action.even].entries()) {
    const unit = forces.naval.find((u) => u.id === id);
    if (unit === undefined || unit.eliminated)
      return no('I.A.4', `${action.side} has no naval unit ${id}`, 'odd', index);
    if (unit.repair !== null) {
      return no(
        'I.A.4',
        `${id} is in the ${unit.repair} box of the Naval Repair Track and cannot be assigned`,
        'odd',
        index,
      );
    }
  }
  const options = resolveShoestringRules(state.rules).options;
  const battleships = [...action.odd, ...action.even].some(
    (id) => forces.naval.find((u) => u.id === id)?.type === 'BB',
  );
  if (options.O1 && action.side === 'Japanese' && battleships && state.battleshipLimit === null) {
    return no('O1.0', 'roll the battleship commitment (roll-battleship-commitment) before assigning battleships');
  }
  const points = action.oddTransportPoints + action.evenTransportPoints;
  if (points > forces.transportPoints.pool) {
    return no('R18.3', `${points} transport points assigned; the pool holds ${forces.transportPoints.pool}`);
  }
  const checked = checkAssignment(state, action);
  return checked.ok ? null : no(checked.rule, checked.reason);
}

/** The variant's own check of an assignment (I.A.4, R18.3, O1.0) on the game's units. Internal. */
export function checkAssignment(
  state: ShoestringGameState,
  action: Extract<ShoestringAction, { type: 'assign-naval-units' }>,
) {
  const forces = state.forces[action.side];
  const pool: NavalUnit[] = forces.naval
    .filter((u) => u.repair === null && !u.eliminated && !isPt(u))
    .map(({ id, type, yamato, damaged }) => ({ id, type, yamato, damaged }));
  return checkNavalAssignmentParsed(
    {
      side: action.side,
      oddTurn: state.turn,
      pool: { units: pool, transportPoints: forces.transportPoints.pool },
      odd: { unitIds: action.odd, transportPoints: action.oddTransportPoints },
      even: { unitIds: action.even, transportPoints: action.evenTransportPoints },
      ...(state.battleshipLimit === null ? {} : { battleshipLimit: state.battleshipLimit }),
    },
    state.rules,
  );
}

function refusePlacement(state: ShoestringGameState, action: Extract<ShoestringAction, { type: 'place-naval-units' }>) {
  const forces = state.forces[action.side];
  if (forces.placed) return no('II.A.1', `the ${action.side} units are placed for this turn`);
  const seen = new Set<string>();
  for (const [index, placement] of action.placements.entries()) {
    if (seen.has(placement.unit)) return no('II.A.1', `${placement.unit} is placed twice`, 'placements', index);
    seen.add(placement.unit);
    const unit = forces.naval.find((u) => u.id === placement.unit);
    if (unit === undefined)
      return no('II.A.1', `${action.side} has no naval unit ${placement.unit}`, 'placements', index);
    const zone = unknownZone(state, placement.zone, ['placements', index, 'zone']);
    if (zone !== null) return zone;
    if (isPt(unit)) {
      const rules = resolveShoestringRules(state.rules);
      if (!rules.options.O5) return no('O5.0', 'O5.0 (PT boats) is not in play', 'placements', index);
      if (state.turn < rules.ptBoats.arrivalTurn) {
        return no('O5.0', `the PT unit arrives on turn ${rules.ptBoats.arrivalTurn}`, 'placements', index);
      }
      const ptZone = rules.ptBoats.zone;
      if (unit.repair !== null)
        return no('O5.0', 'the PT unit is neutralized (Naval Repair Track)', 'placements', index);
      if (placement.zone !== ptZone) return no('O5.0', `the PT unit deploys only in ${ptZone}`, 'placements', index);
      continue;
    }
    if (!serves(state, unit)) {
      return no(
        'I.A.4',
        `${unit.id} is not assigned to this ${parityOf(state.turn)} turn${unit.repair === null ? '' : ` (it is in the ${unit.repair} box)`}`,
        'placements',
        index,
      );
    }
  }
  return refuseTransportPlacement(state, action);
}

/** II.A.1, I.A.4: transport points go to known zones, each zone once, no more than serve this turn. */
function refuseTransportPlacement(
  state: ShoestringGameState,
  action: Extract<ShoestringAction, { type: 'place-naval-units' }>,
): Refusal | null {
  const zones = new Set<string>();
  for (const [index, placed] of action.transports.entries()) {
    const zone = unknownZone(state, placed.zone, ['transports', index, 'zone']);
    if (zone !== null) return zone;
    if (zones.has(placed.zone))
      return no('II.A.1', `transports are placed in ${placed.zone} twice`, 'transports', index);
    zones.add(placed.zone);
  }
  const points = action.transports.reduce((sum, t) => sum + t.points, 0);
  const serving = state.forces[action.side].transportPoints[parityOf(state.turn)];
  if (points > serving) {
    return no(
      'I.A.4',
      `${points} transport points placed; ${serving} are assigned to this ${parityOf(state.turn)} turn`,
      'transports',
    );
  }
  return null;
}

function refuseBombers(
  state: ShoestringGameState,
  action: Extract<ShoestringAction, { type: 'assign-search-bombers' }>,
) {
  const forces = state.forces[action.side];
  for (const [index, bomber] of action.bombers.entries()) {
    const unit = forces.air.find((u) => u.id === bomber.unit);
    if (unit === undefined) return no('N19.3', `${action.side} has no air unit ${bomber.unit}`, 'bombers', index);
    if (unit.type !== 'LB BMB' && unit.type !== 'CV BMB') {
      return no('N19.3', `only LB BMB and CV BMB units search; ${unit.id} is ${unit.type}`, 'bombers', index);
    }
    if (unit.status !== 'base')
      return no(
        'N19.3',
        `${unit.id} is ${unit.status === 'search' ? 'already searching' : 'eliminated'}`,
        'bombers',
        index,
      );
    const zone = unknownZone(state, bomber.zone, ['bombers', index, 'zone']);
    if (zone !== null) return zone;
  }
  return null;
}

function refuseExtension(state: ShoestringGameState, action: Extract<ShoestringAction, { type: 'extend-patrol' }>) {
  const forces = state.forces[action.side];
  const zone = unknownZone(state, action.zone, ['zone']);
  if (zone !== null) return zone;
  for (const [index, id] of action.units.entries()) {
    const unit = forces.naval.find((u) => u.id === id);
    if (unit === undefined) return no('N18.7', `${action.side} has no naval unit ${id}`, 'units', index);
    if (isPt(unit)) return no('O5.0', 'the PT unit stays in the Guadalcanal area; it does not extend', 'units', index);
    if (unit.zone !== action.zone)
      return no('N18.7', `${id} is not in ${action.zone}: a group's ships share one sea zone`, 'units', index);
    if (unit.triedExtension) return no('N18.7', `${id} has tried to extend this turn`, 'units', index);
  }
  return null;
}

/** Why the rules refuse `action` now, or null. Internal. */
export function refuseShoestringAction(state: ShoestringGameState, action: ShoestringAction): Refusal | null {
  if (state.over) return no(SEQUENCE, `the game ended after turn ${state.lastTurn}`);
  // A side done with a step both sides finish waits: it takes no more actions there (as pending says).
  if (waitsForBoth(state) && state.ready.includes(action.side)) {
    return no(state.step, `${action.side} is done with step ${state.step}: it waits for the other side`, 'side');
  }
  const options = resolveShoestringRules(state.rules).options;
  switch (action.type) {
    case 'advance':
      return refuseAdvance(state, action.side);
    case 'score-points':
      // The base game's points are facts the app reports when the base game awards them.
      return null;
    case 'report-reinforcements':
      return inStep(state, ['I.A.1'], 'I.A.1', 'reinforcements arrival') ?? refuseReinforcements(state, action);
    case 'report-repair': {
      const step = inStep(state, ['I.A.2'], 'I.A.2', 'naval repair');
      if (step !== null) return step;
      if (action.box !== null && !REPAIR_BOX.test(action.box)) {
        const near = action.box.replace(/\s+/g, '').match(/^(\d+)wks?$/);
        const hint = near === null ? '' : ` (did you mean "${repairBox(Number(near[1]))}"?)`;
        return no('I.A.2', `the Naval Repair Track's boxes read "1 wk", "2 wks", …; got "${action.box}"${hint}`, 'box');
      }
      return state.forces[action.side].naval.some((u) => u.id === action.unit)
        ? null
        : no('I.A.2', `${action.side} has no naval unit ${action.unit}`, 'unit');
    }
    case 'report-naval-result':
    case 'report-battleship-steps': {
      const step = inStep(state, COMBAT_STEPS, 'Sequence of Play', 'a combat result');
      if (step !== null) return step;
      const owner = action.type === 'report-battleship-steps' ? 'Japanese' : action.side;
      const unit = state.forces[owner].naval.find((u) => u.id === action.unit);
      if (unit === undefined) return no(SEQUENCE, `${owner} has no naval unit ${action.unit}`, 'unit');
      if (action.type === 'report-battleship-steps') {
        if (!options.O2) return no('O2.0', 'O2.0 (battleship victory points) is not in play');
        if (action.side !== 'US') return no('O2.0', 'battleship steps score for the U.S.', 'side');
        if (unit.type !== 'BB') return no('O2.0', `${action.unit} is not a battleship`, 'unit');
      }
      return null;
    }
    case 'report-air-result': {
      const step = inStep(state, COMBAT_STEPS, 'Sequence of Play', 'an air combat result');
      if (step !== null) return step;
      const unit = state.forces[action.side].air.find((u) => u.id === action.unit);
      if (unit === undefined) return no(SEQUENCE, `${action.side} has no air unit ${action.unit}`, 'unit');
      if (unit.status === 'search')
        return no('N19.3', `${action.unit} is on air search and takes no part in combat`, 'unit');
      if (unit.status === 'eliminated') return no(SEQUENCE, `${action.unit} is eliminated`, 'unit');
      return null;
    }
    case 'roll-battleship-commitment':
      if (!options.O1) return no('O1.0', 'O1.0 (battleship commitment) is not in play');
      if (action.side !== 'Japanese') return no('O1.0', 'the Japanese player rolls', 'side');
      if (state.battleshipLimit !== null) return no('O1.0', 'the commitment for these turns is rolled');
      if (state.forces.Japanese.assigned) {
        return no('O1.0', 'the commitment is rolled before the Japanese assign their naval units (I.A.4)');
      }
      return inStep(state, ['I.A.4'], 'O1.0', 'the battleship commitment roll');
    case 'assign-naval-units':
      return inStep(state, ['I.A.4'], 'I.A.4', 'naval unit assignment') ?? refuseAssignment(state, action);
    case 'place-naval-units':
      return inStep(state, ['II.A.1'], 'II.A.1', 'sea zone assignment') ?? refusePlacement(state, action);
    case 'assign-search-bombers':
      return inStep(state, ['II.A.2'], 'II.A.2', 'search bomber assignment') ?? refuseBombers(state, action);
    case 'air-search': {
      const step = inStep(state, ['II.B.1'], 'II.B.1', 'air search');
      if (step !== null) return step;
      const zone = unknownZone(state, action.zone, ['zone']);
      if (zone !== null) return zone;
      if (state.forces[action.side].searched.includes(action.zone)) {
        return no('II.B.1', `${action.side} has searched ${action.zone} this turn`, 'zone');
      }
      return null;
    }
    case 'guadalcanal-anti-aircraft':
      if (state.done.includes(`guadalcanal-anti-aircraft:${action.side}`)) {
        return no('II.B.6', 'Guadalcanal AA fires once a turn at the side\u2019s bombarding units');
      }
      return inStep(state, ['II.B.6'], 'II.B.6', 'Guadalcanal anti-aircraft fire');
    case 'pt-engagement': {
      if (!options.O5) return no('O5.0', 'O5.0 (PT boats) is not in play');
      if (action.side !== 'US') return no('O5.0', 'the PT unit is the U.S. player\u2019s', 'side');
      const step = inStep(state, ['II.C.1', 'II.C.2', 'II.C.3'], 'O5.0', 'the PT engagement');
      if (step !== null) return step;
      if (state.done.includes('pt-engagement')) return no('O5.0', 'the PT unit engages once a turn');
      const pt = state.forces.US.naval.find(isPt);
      const ptZone = resolveShoestringRules(state.rules).ptBoats.zone;
      if (pt === undefined || pt.repair !== null || pt.zone !== ptZone) {
        return no('O5.0', `the PT unit must be deployed in ${ptZone} this turn (and not neutralized)`);
      }
      return null;
    }
    case 'transport-attack':
      return inStep(state, ['II.C.4'], 'R18.3', 'a transport attack');
    case 'report-henderson':
      return null;
    case 'report-supply':
      return inStep(state, SUPPLY_STEPS, 'I.B.1', 'supply delivered');
    case 'extend-patrol':
      if (parityOf(state.turn) !== 'odd') return no('V.A', 'patrols are extended at the end of odd game turns only');
      return inStep(state, ['V.A.1'], 'N18.7', 'patrol extension') ?? refuseExtension(state, action);
  }
}

/** The id of the step after the current one, or null after the last step of the last turn. Internal. */
export function nextStep(state: ShoestringGameState): { turn: number; step: string } | null {
  const steps = stepsOfTurn(state.turn);
  const index = steps.findIndex((s) => s.id === state.step);
  const next = steps[index + 1];
  if (next !== undefined) return { turn: state.turn, step: next.id };
  if (state.turn >= state.lastTurn) return null;
  return { turn: state.turn + 1, step: stepsOfTurn(state.turn + 1)[0]?.id ?? 'II.A.1' };
}
