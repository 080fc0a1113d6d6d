import type { Pending, Refusal } from '../../game/game.js';
import { firstRepeated, refusal as no, rulesObjectRefusal } from '../../game/game-helpers.js';
import { resolveShoestringRules } from '../rules.js';
import { stepsOfTurn } from '../sequence-of-play.js';
import type { ShoestringGameState } from './game-state.js';
import { COMBAT_STEPS, isTransport, parityOf, TRANSPORT_UNIT, waitsForBoth } from './game-units.js';

type Side = 'US' | 'Japanese';
const SIDES = ['US', 'Japanese'] as const;

/** The actions each step takes besides `advance`, and the rule that asks for them. */
function stepActions(state: ShoestringGameState, side: Side): { actions: string[]; rule: string } {
  const options = resolveShoestringRules(state.rules).options;
  const forces = state.forces[side];
  switch (state.step) {
    case 'I.A.1':
      return { actions: ['report-reinforcements'], rule: 'I.A.1' };
    case 'I.A.2':
      return { actions: ['report-repair'], rule: 'I.A.2' };
    case 'I.A.4': {
      if (forces.assigned) return { actions: [], rule: 'I.A.4' };
      const roll = options.O1 && side === 'Japanese' && state.battleshipLimit === null;
      return { actions: [...(roll ? ['roll-battleship-commitment'] : []), 'assign-naval-units'], rule: 'I.A.4' };
    }
    case 'II.A.1':
      return { actions: forces.placed ? [] : ['place-naval-units'], rule: 'II.A.1' };
    case 'II.A.2':
      return { actions: ['assign-search-bombers'], rule: 'II.A.2' };
    case 'II.B.1':
      return { actions: ['air-search'], rule: 'II.B.1' };
    case 'II.B.6':
      return { actions: ['guadalcanal-anti-aircraft'], rule: 'II.B.6' };
    case 'V.A.1':
      return { actions: parityOf(state.turn) === 'odd' ? ['extend-patrol'] : [], rule: 'N18.7' };
    case 'VI':
      return { actions: ['score-points'], rule: 'VI' };
    default:
      break;
  }
  const actions: string[] = [];
  if (COMBAT_STEPS.includes(state.step)) {
    actions.push('report-naval-result', 'report-air-result');
    if (options.O2 && side === 'US') actions.push('report-battleship-steps');
  }
  if (options.O5 && side === 'US' && ['II.C.1', 'II.C.2', 'II.C.3'].includes(state.step)) actions.push('pt-engagement');
  if (state.step === 'II.C.4') actions.push('transport-attack');
  return { actions, rule: 'Sequence of Play' };
}

/**
 * What the game waits for now: each side's actions in the current step. Both sides make
 * their assignment (I.A.4) and placement (II.A.1) before the game moves on; elsewhere
 * `advance` moves on when the sides are done. Internal.
 */
export function shoestringPending(state: ShoestringGameState): Pending<Side>[] {
  if (state.over) return [];
  const waiting =
    (state.step === 'I.A.4' && !(state.forces.US.assigned && state.forces.Japanese.assigned)) ||
    (state.step === 'II.A.1' && !(state.forces.US.placed && state.forces.Japanese.placed));
  return SIDES.filter((side) => !(waitsForBoth(state) && state.ready.includes(side)))
    .map((side) => {
      const { actions, rule } = stepActions(state, side);
      return {
        side,
        actions: waiting ? actions : [...actions, 'advance'],
        rule,
        reason: `turn ${state.turn}, step ${state.step}`,
      };
    })
    .filter((entry) => entry.actions.length > 0);
}

/**
 * What is wrong with a Shoestring state that has the right shape but does not hold
 * together, or null: the rules object valid, the step one of the turn's, unit ids unique
 * within their side, every zone one of the game's. Internal.
 */
export function shoestringConsistency(state: ShoestringGameState): Refusal | null {
  const rules = rulesObjectRefusal(() => resolveShoestringRules(state.rules), 'Sequence of Play');
  if (rules !== null) return rules;
  if (state.turn > state.lastTurn) return no('Sequence of Play', `turn ${state.turn} is after the last turn`, 'turn');
  if (!stepsOfTurn(state.turn).some((s) => s.id === state.step)) {
    return no('Sequence of Play', `${state.step} is not a step of turn ${state.turn}`, 'step');
  }
  const zones = new Set(state.seaZones);
  for (const side of SIDES) {
    const forces = state.forces[side];
    const double = firstRepeated([...forces.naval.map((u) => u.id), ...forces.air.map((u) => u.id)]);
    if (double !== undefined) return no('I.A.1', `${side} unit id ${double} is used twice`, 'forces', side);
    const transport = forces.naval.findIndex(isTransport);
    if (transport >= 0) return no('I.A.1', TRANSPORT_UNIT, 'forces', side, 'naval', transport, 'type');
    const atSea = forces.transportPoints.zones.findIndex((t) => !zones.has(t.zone));
    if (atSea >= 0) {
      const zone = forces.transportPoints.zones[atSea]?.zone;
      return no('II.A.1', `${zone} is not a sea zone of this game`, 'forces', side, 'transportPoints', 'zones', atSea);
    }
    const placed = forces.transportPoints.zones.reduce((sum, t) => sum + t.points, 0);
    const serving = forces.transportPoints[parityOf(state.turn)];
    if (placed > serving) {
      return no(
        'I.A.4',
        `${placed} transport points at sea; ${serving} serve this turn`,
        'forces',
        side,
        'transportPoints',
      );
    }
    for (const [index, unit] of forces.naval.entries()) {
      if (unit.zone !== null && !zones.has(unit.zone)) {
        return no('II.A.1', `${unit.zone} is not a sea zone of this game`, 'forces', side, 'naval', index, 'zone');
      }
    }
    for (const [index, unit] of forces.air.entries()) {
      if (unit.zone !== null && !zones.has(unit.zone)) {
        return no('II.A.2', `${unit.zone} is not a sea zone of this game`, 'forces', side, 'air', index, 'zone');
      }
    }
  }
  const supply = firstRepeated(state.supplyTransported.map((e) => `${e.side} on turn ${e.turn}`));
  if (supply !== undefined)
    return no('I.B.1', `supply transported by ${supply} is recorded twice`, 'supplyTransported');
  const late = state.supplyTransported.findIndex((e) => e.turn > state.turn);
  if (late >= 0) return no('I.B.1', 'supply is recorded for a turn not yet played', 'supplyTransported', late, 'turn');
  const found = state.found.findIndex((f) => !zones.has(f.zone));
  if (found >= 0) return no('II.B.1', `${state.found[found]?.zone} is not a sea zone of this game`, 'found', found);
  return null;
}
