import type { Pending, Refusal } from '../../game/game.js';
import { firstRepeated, refusal as no, rulesObjectRefusal } from '../../game/game-helpers.js';
import { resolveCartwheelRules } from '../rules.js';
import { serviceSide } from '../service-side.js';
import type { CartwheelGameState } from './game-state.js';

type Side = 'Allied' | 'Japanese';

function entry(side: Side, actions: string[], rule: string, reason: string): Pending<Side> {
  return { side, actions, rule, reason };
}

/** What each player may do in the current phase (4.0), `advance` once the phase's business allows it. Internal. */
export function cartwheelPending(state: CartwheelGameState): Pending<Side>[] {
  if (state.over) return [];
  const phase = state.board.phase;
  const reason = `turn ${state.board.turn}, ${phase} phase`;
  switch (phase) {
    case 'random-events':
      if (state.randomEvent === null) {
        return [
          entry('Allied', ['roll-random-event'], '5.1', reason),
          entry('Japanese', ['roll-random-event'], '5.1', reason),
        ];
      }
      return [
        entry('Allied', ['declare-usn', 'advance'], '5.3', reason),
        entry('Japanese', ['decide-hikoshidan', 'advance'], '5.2', reason),
      ];
    case 'initiative': {
      const recon = ['designate-regroup', 'recon-flight', 'place-recon', 'examine-airbase', 'stage-move'];
      const allied = ['declare-general-regroup', ...recon];
      const japanese = [...recon];
      if (state.initiative === null) allied.push('roll-initiative');
      else if (state.openingMissions === null)
        (state.initiative === 'Allied' ? allied : japanese).push('roll-initiative-missions');
      else {
        allied.push('advance');
        japanese.push('advance');
      }
      return [entry('Allied', allied, '7.0', reason), entry('Japanese', japanese, '7.0', reason)];
    }
    case 'air-naval-operations': {
      const reports = ['report-flights', 'report-losses', 'stage-move', 'report-airbase-bombing', 'evacuate'];
      if (state.operations === null || state.operations.ended) {
        return [
          entry('Allied', [...reports, 'advance'], '4.4', reason),
          entry('Japanese', [...reports, 'advance'], '4.4', reason),
        ];
      }
      const toAct = state.operations.toAct;
      const other: Side = toAct === 'Allied' ? 'Japanese' : 'Allied';
      return [
        entry(toAct, ['operations', ...reports], '4.4', `${reason}: ${toAct} acts`),
        entry(other, reports, '4.4', reason),
      ];
    }
    case 'operations-conclusion': {
      const out = state.board.airUnits.filter((u) => u.location.at === 'hex');
      const sides: Side[] = ['Allied', 'Japanese'];
      return sides.map((side) => {
        const owns = out.some((u) => serviceSide(u.unit.service) === side);
        return entry(side, owns ? ['return-recon', 'report-losses'] : ['report-losses', 'advance'], '7.3.5', reason);
      });
    }
    case 'regroup': {
      const both = ['report-regroup', 'dismantle-mobile-airbase', 'advance'];
      return [
        entry('Allied', ['award-hikoshidan-vp', ...both], '14.0', reason),
        entry('Japanese', both, '14.0', reason),
      ];
    }
    default: {
      const extra: Readonly<Record<string, readonly string[]>> = Object.assign(Object.create(null), {
        'mobile-airbase-construction': ['begin-mobile-airbase'],
        'ground-operations': ['capture-airbase', 'evacuate'],
        reinforcement: ['reinforce'],
        'victory-points': ['score-points'],
      });
      const actions = [...(extra[phase] ?? []), 'advance'];
      return [entry('Allied', actions, '4.0', reason), entry('Japanese', actions, '4.0', reason)];
    }
  }
}

/**
 * What is wrong with a Cartwheel state that has the right shape but does not hold together,
 * or null: the rules object valid, ids unique, every airbase, port and unit a record names
 * in the game. Internal.
 */
export function cartwheelConsistency(state: CartwheelGameState): Refusal | null {
  const rules = rulesObjectRefusal(() => resolveCartwheelRules(state.rules as never), '1.0');
  if (rules !== null) return rules;
  const board = state.board;
  // 2.2: each side's counters have ids of their own; a unit is its side and its id.
  const named = (side: string, id: string) => `${side} air unit ${id}`;
  const units = board.airUnits.map((u) => named(serviceSide(u.unit.service), u.unit.id));
  const bases = board.airbases.map((b) => b.id);
  const ports = board.ports.map((p) => p.id);
  const doubleUnit = firstRepeated(units);
  if (doubleUnit !== undefined) return no('2.2', `${doubleUnit} appears twice`, 'board', 'airUnits');
  const doubleBase = firstRepeated([...bases, ...ports]);
  if (doubleBase !== undefined) return no('6.2', `airbase or port id ${doubleBase} is used twice`, 'board', 'airbases');
  const baseSet = new Set(bases);
  const portSet = new Set(ports);
  for (const [index, unit] of board.airUnits.entries()) {
    const at = unit.location;
    const missing =
      (at.at === 'airbase' && !baseSet.has(at.airbaseId)) ||
      (at.at === 'port' && !portSet.has(at.portId)) ||
      (at.at === 'hex' && !baseSet.has(at.fromAirbaseId));
    if (missing)
      return no(
        '6.0',
        `${unit.unit.id} is at an airbase or port not in the game`,
        'board',
        'airUnits',
        index,
        'location',
      );
  }
  const unitSet = new Set(units);
  const flights = state.reconFlights.map((f) => named(f.side, f.unitId));
  const flight = flights.findIndex((f) => !unitSet.has(f));
  if (flight >= 0) return no('7.3.2', `there is no ${flights[flight]} in the game`, 'reconFlights', flight);
  const doubleFlight = firstRepeated(flights);
  if (doubleFlight !== undefined) return no('7.3.2', `${doubleFlight} has two flight rolls`, 'reconFlights');
  const exam = state.examinations.findIndex((e) => !baseSet.has(e.airbaseId));
  if (exam >= 0)
    return no('7.3.4', `${state.examinations[exam]?.airbaseId} is not an airbase of the game`, 'examinations', exam);
  return null;
}
