import type { Outcome } from '../../game/game.js';
import { resolveShoestringRules } from '../rules.js';
import type { ShoestringAction } from './game-actions.js';
import type { GameNavalUnit, ShoestringGameState } from './game-state.js';
import { isPt, parityOf, serves } from './game-units.js';
import type { ShoestringView } from './game-view.js';

type Side = 'US' | 'Japanese';

/** Splits the pool for I.A.4: nothing, all to the odd turn, all to the even, every other unit (and half the points) each, or all but Yamato to the odd turn. */
function assignments(side: Side, units: readonly GameNavalUnit[], points: number): ShoestringAction[] {
  const ids = units.map((u) => u.id);
  const alternate = { odd: ids.filter((_, i) => i % 2 === 0), even: ids.filter((_, i) => i % 2 === 1) };
  const half = Math.ceil(points / 2);
  // O1.0 scores Yamato's commitment for the U.S.: the whole pool but Yamato is offered too.
  const noYamato = units.filter((u) => !u.yamato).map((u) => u.id);
  const splits = [
    { odd: [], even: [], oddTransportPoints: 0, evenTransportPoints: 0 },
    { odd: ids, even: [], oddTransportPoints: points, evenTransportPoints: 0 },
    { odd: [], even: ids, oddTransportPoints: 0, evenTransportPoints: points },
    { ...alternate, oddTransportPoints: half, evenTransportPoints: points - half },
    { odd: noYamato, even: [], oddTransportPoints: points, evenTransportPoints: 0 },
  ];
  // With nothing (or one unit and no points) to split, some splits are the same: each once.
  const keys = splits.map((split) => JSON.stringify(split));
  const distinct = splits.filter((_, i) => keys.indexOf(keys[i] as string) === i);
  return distinct.map((split) => ({ type: 'assign-naval-units', side, ...split }));
}

/**
 * The Shoestring actions worth listing for `side`, from its view; `legalActions` keeps
 * those the rules allow now. Menus: I.A.4 assigns nothing, the whole pool to the odd turn,
 * all to the even, every other unit and half the transport points to each, or the whole
 * pool but Yamato (O1.0) to the odd turn; II.A.1 places every
 * serving unit and all serving transport points in one sea zone (each zone in turn, the
 * PT unit in its own zone), or keeps them home; N19.3 sends every bomber at base to one
 * zone, or none; the air search of each zone the side's search chart (base game) gives; N18.7 tries to extend all of a zone's units at
 * once. Reports of base-game facts (`report-*`, `guadalcanal-anti-aircraft`,
 * `pt-engagement`, `transport-attack`, which carry base-game values) are never listed.
 * Only the `offered` types' menus are built. Internal.
 */
export function shoestringCandidates(
  view: ShoestringView,
  side: Side,
  offered: ReadonlySet<string>,
): ShoestringAction[] {
  const state = view as unknown as ShoestringGameState;
  const forces = view.forces[side];
  const out: ShoestringAction[] = [
    { type: 'advance', side },
    { type: 'roll-battleship-commitment', side },
  ];
  if (offered.has('assign-naval-units')) {
    const pool = forces.naval.filter((u) => u.repair === null && !u.eliminated && !isPt(u));
    out.push(...assignments(side, pool, forces.transportPoints.pool));
  }
  if (offered.has('place-naval-units')) out.push(...placements(view, state, side));
  if (offered.has('assign-search-bombers') || offered.has('air-search') || offered.has('extend-patrol')) {
    out.push(...searches(view, side));
  }
  return out;
}

/** II.A.1: every serving unit and the turn's transport points in one zone (the PT unit in each zone in turn), or none. */
function placements(view: ShoestringView, state: ShoestringGameState, side: Side): ShoestringAction[] {
  const forces = view.forces[side];
  const out: ShoestringAction[] = [];
  const serving = forces.naval.filter((u) => !isPt(u) && serves(state, u));
  const pt = forces.naval.filter((u) => isPt(u) && u.repair === null && !u.eliminated);
  const points = forces.transportPoints[parityOf(view.turn)];
  out.push({ type: 'place-naval-units', side, placements: [], transports: [] });
  if (serving.length + pt.length === 0 && points === 0) return out; // nothing to place: no zone differs
  for (const zone of view.seaZones) {
    const placements = [...serving, ...pt].map((u) => ({ unit: u.id, zone }));
    const ptElsewhere = serving.map((u) => ({ unit: u.id, zone }));
    const transports = points > 0 ? [{ zone, points }] : [];
    out.push({ type: 'place-naval-units', side, placements, transports });
    if (pt.length > 0) {
      for (const ptZone of view.seaZones) {
        const withPt = [...ptElsewhere, ...pt.map((u) => ({ unit: u.id, zone: ptZone }))];
        out.push({ type: 'place-naval-units', side, placements: withPt, transports });
      }
    }
  }
  return out;
}

/** N19.3 bombers to each zone or none, II.B.1 air searches, N18.7 patrol extensions. */
function searches(view: ShoestringView, side: Side): ShoestringAction[] {
  const forces = view.forces[side];
  const out: ShoestringAction[] = [];
  // II.B.1 reads the base game's search chart: a zone it does not give cannot be searched.
  const chart = resolveShoestringRules(view.rules).tables.seaZoneSearch[side];
  const searchable = (zone: string) => chart !== undefined && chart !== null && Object.hasOwn(chart.zones, zone);
  const bombers = forces.air.filter((u) => (u.type === 'LB BMB' || u.type === 'CV BMB') && u.status === 'base');
  out.push({ type: 'assign-search-bombers', side, bombers: [] });
  for (const zone of view.seaZones) {
    if (bombers.length > 0) {
      out.push({ type: 'assign-search-bombers', side, bombers: bombers.map((u) => ({ unit: u.id, zone })) });
    }
    if (searchable(zone)) out.push({ type: 'air-search', side, zone });
    const group = forces.naval.filter((u) => u.zone === zone && !isPt(u) && !u.triedExtension).map((u) => u.id);
    if (group.length > 0) out.push({ type: 'extend-patrol', side, zone, units: group });
  }
  return out;
}

/**
 * Where a Shoestring game stands: over after the last turn; each side's score is its
 * victory points: the variant's (O1.0, O2.0, O4.0, O5.0) and the base game's the app
 * reported (`score-points`). The variant does not say who wins (the base game's victory
 * levels do): naming the side ahead on points the winner, equal points a draw, is the
 * library's reading (an app scores its own way with `withScoring`). Internal.
 */
export function shoestringOutcome(state: ShoestringGameState): Outcome<Side> {
  const { US, Japanese } = state.vp;
  const ahead: Side[] = US === Japanese ? [] : [US > Japanese ? 'US' : 'Japanese'];
  return {
    over: state.over,
    winners: state.over ? ahead : [],
    score: { US, Japanese },
    scoring:
      "victory points: the variant's (O1.0, O2.0, O4.0, O5.0) and the base game's reported (score-points); more points wins (the library's reading)",
  };
}
