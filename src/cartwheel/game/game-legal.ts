import type { Outcome } from '../../game/game.js';
import type { AirUnitState } from '../schemas/air-unit-state.js';
import { serviceSide } from '../service-side.js';
import type { CartwheelAction } from './game-actions.js';
import type { CartwheelGameState } from './game-state.js';
import type { CartwheelView } from './game-view.js';

type Side = 'Allied' | 'Japanese';

/** The unit's printed range in hexes (its face now), 0 for an unlimited one: the distance a menu gives. */
function reach(unit: AirUnitState): number {
  const range = (unit.reduced && unit.unit.reduced !== null ? unit.unit.reduced : unit.unit.full).range;
  return typeof range === 'number' ? range : 0;
}

/** The types of the per-unit menus (recon, return, evacuation, staging). */
const UNIT_TYPES = ['recon-flight', 'place-recon', 'return-recon', 'evacuate', 'stage-move'] as const;

/**
 * The Cartwheel actions worth listing for `side`, from its view; `legalActions` keeps those
 * the rules allow now. Menus (the map is the base game's: every distance is the app's to
 * measure, so a menu offers the unit's printed range, the farthest it may go): the 11th
 * Hikoshidan committed with its placements left to the rule (5.2), or withdrawn; TF-36
 * committed or not (5.3); a general regroup declared or not (7.1); no unit or every
 * disrupted unit designated to regroup (7.2); the recon flight of each own unit at an
 * airbase that has not rolled (7.3.2); a recon unit that flies placed on each airbase hex at
 * its range; each airbase in a hex where the side has a recon unit examined (7.3.4); a recon
 * unit on the map returned, an unbased unit evacuated, or a Ready unit staged in the Air/Naval Operations (9.3), to each
 * friendly airbase at its range; each kind of operation (4.4); each own mobile airbase dismantled (6.5.4). Never
 * listed: reports of base-game results (`report-*`), a capture and a reinforcement (base
 * game's ground operations and schedule), and a new mobile airbase's site (a map hex the
 * base game gives). Internal.
 */
export function cartwheelCandidates(view: CartwheelView, side: Side, offered: ReadonlySet<string>): CartwheelAction[] {
  const board = view.board;
  const own = board.airUnits.filter((u) => serviceSide(u.unit.service) === side);
  const ownBases = board.airbases.filter((b) => b.side === side);
  const out: CartwheelAction[] = [
    { type: 'advance', side },
    { type: 'roll-random-event', side },
    { type: 'roll-initiative', side },
    { type: 'roll-initiative-missions', side },
    { type: 'award-hikoshidan-vp', side },
    { type: 'decide-hikoshidan', side, decision: { commit: true, placements: [] } },
    { type: 'decide-hikoshidan', side, decision: { commit: false } },
    { type: 'declare-usn', side, commit: true },
    { type: 'declare-usn', side, commit: false },
    { type: 'declare-general-regroup', side, declaration: { declare: true } },
    { type: 'declare-general-regroup', side, declaration: { declare: false } },
    { type: 'designate-regroup', side, unitIds: [] },
  ];
  const disrupted = own.filter((u) => u.disrupted && !u.regrouping).map((u) => u.unit.id);
  if (disrupted.length > 0) out.push({ type: 'designate-regroup', side, unitIds: disrupted });
  for (const action of ['air-mission', 'naval-mission', 'pass'] as const)
    out.push({ type: 'operations', side, action });
  // 9.3: Ready units stage in the Air/Naval Operations Phase.
  const staging = board.phase === 'air-naval-operations';
  const rolled = new Map(view.reconFlights.map((f) => [f.unitId, f.outcome]));
  // The per-unit menus are built only when one of their types is offered now.
  const moves = UNIT_TYPES.some((type) => offered.has(type));
  for (const unit of moves ? own : []) {
    const unitId = unit.unit.id;
    const distance = reach(unit);
    const where = unit.location;
    if (where.at === 'airbase' && !rolled.has(unitId)) out.push({ type: 'recon-flight', side, unitId });
    if (where.at === 'airbase' && rolled.get(unitId) === 'flies') {
      for (const base of board.airbases) {
        if (base.hex !== undefined)
          out.push({ type: 'place-recon', side, placement: { unitId, hex: base.hex, distance } });
      }
    }
    for (const base of ownBases) {
      if (where.at === 'hex') out.push({ type: 'return-recon', side, unitId, airbaseId: base.id, distance });
      if (where.at === 'unbased') out.push({ type: 'evacuate', side, unitId, to: base.id, distance });
      if (staging && where.at === 'airbase' && where.airbaseId !== base.id && !unit.flown) {
        out.push({ type: 'stage-move', side, move: { unitId, airbaseId: base.id, distance } });
      }
    }
  }
  const reconHexes = new Set(own.flatMap((u) => (u.location.at === 'hex' ? [u.location.hex] : [])));
  for (const base of board.airbases) {
    if (base.hex !== undefined && reconHexes.has(base.hex)) {
      out.push({ type: 'examine-airbase', side, airbaseId: base.id });
    }
    if (base.side === side && base.kind === 'mobile') {
      out.push({ type: 'dismantle-mobile-airbase', side, airbaseId: base.id });
    }
  }
  return out;
}

/**
 * Where a Cartwheel game stands: over once the last turn has ended; each side's score is
 * its victory points on the track: the rules' own (5.2, 14.2, 3.0's replacement steps) and
 * the base game's reported (16.1). Victory levels (16.3) are not in the text: naming the side
 * ahead on points the winner, equal points a draw, is the library's reading (an app scores
 * its own way with `withScoring`). Internal.
 */
export function cartwheelOutcome(state: CartwheelGameState): Outcome<Side> {
  const { Allied, Japanese } = state.board.vp;
  const ahead: Side[] = Allied === Japanese ? [] : [Allied > Japanese ? 'Allied' : 'Japanese'];
  return {
    over: state.over,
    winners: state.over ? ahead : [],
    score: { Allied, Japanese },
    scoring:
      "victory points on the track (3.0, 5.2, 14.2, and 16.1's reported); more points wins (the library's reading: 16.3 is not in the text)",
  };
}
