import type { Outcome } from '../../game/game.js';
import { boundaryOf } from '../map-distance.js';
import { resolveSopacRules } from '../rules.js';
import type { SopacSide } from '../schemas.js';
import type { SopacAction } from './game-actions.js';
import { type SopacGameState, sopacOver } from './game-state.js';
import type { SopacView } from './game-view.js';

const MISSIONS = ['Minelaying', 'Raid', 'Mine Sweeping', 'Abort', 'Other'] as const;

/** The zones next to `zone` on the map. */
function neighbours(view: SopacView, zone: string): readonly string[] {
  return view.map.zones.find((z) => z.id === zone)?.neighbours ?? [];
}

function fleetActions(view: SopacView, side: SopacSide, offered: ReadonlySet<string>): SopacAction[] {
  const fast = resolveSopacRules(view.rules as never).minefield.fastSpeed;
  const speeds = [...new Set([1, fast])];
  const out: SopacAction[] = [];
  for (const fleet of view.fleets) {
    if (fleet.side !== side) continue;
    const near = neighbours(view, fleet.zone);
    if (offered.has('set-mission')) {
      for (const mission of MISSIONS) out.push({ type: 'set-mission', side, fleet: fleet.id, mission });
    }
    if (offered.has('move-fleet')) {
      for (const to of near) {
        for (const speed of speeds) {
          out.push({ type: 'move-fleet', side, fleet: fleet.id, to, speed, leavingTacticalMap: false });
        }
      }
    }
    // 19.31: only a fleet on a Minelaying or Raid mission lays mines, and not once it jettisoned
    // them (19.41); 19.61: only one on a Mine Sweeping mission sweeps.
    const mission = fleet.mission ?? 'Other';
    const sweeps = offered.has('sweep') && mission === 'Mine Sweeping';
    const lays = offered.has('lay-minefield') && (mission === 'Minelaying' || mission === 'Raid');
    if (sweeps || lays) {
      const ships = view.ships.filter((s) => s.fleet === fleet.id && !s.sunk);
      const sweepers = sweeps ? ships.filter((s) => s.canSweep).map((s) => s.id) : [];
      const layers = lays ? ships.filter((s) => s.canLayMines && !s.jettisoned) : [];
      for (const across of near) {
        if (sweepers.length > 0) out.push({ type: 'sweep', side, ships: sweepers, across });
        for (const ship of layers) out.push({ type: 'lay-minefield', side, ship: ship.id, across });
      }
    }
    if (offered.has('replot')) out.push({ type: 'replot', side, fleet: fleet.id });
  }
  // The own fleets on a Mine Sweeping mission, worked out only while detection is offered.
  const sweeping = new Set(
    offered.has('detect')
      ? view.fleets.filter((f) => f.side === side && f.mission === 'Mine Sweeping').map((f) => f.id)
      : [],
  );
  for (const ship of view.ships) {
    if (ship.side !== side || ship.sunk) continue;
    if (offered.has('mine-roll')) out.push({ type: 'mine-roll', side, ship: ship.id });
    // 19.6, 19.61: only sweepers detect, in a fleet on a Mine Sweeping mission; the other
    // ships' detections would all be refused.
    if (offered.has('detect') && ship.canSweep && sweeping.has(ship.fleet)) {
      out.push({ type: 'detect', side, ship: ship.id });
    }
    if (offered.has('set-fire-orders')) out.push({ type: 'set-fire-orders', side, ship: ship.id, firesAt: null });
    if (offered.has('jettison') && ship.canLayMines && !ship.jettisoned) {
      out.push({ type: 'jettison', side, ship: ship.id });
    }
  }
  return out;
}

function mtbActions(view: SopacView, side: SopacSide, offered: ReadonlySet<string>): SopacAction[] {
  const out: SopacAction[] = [];
  const enemy = view.fleets.filter((f) => f.side !== side);
  for (const base of offered.has('deploy-mtbs') ? view.mtbBases : []) {
    if (base.side !== side || base.boats === 0) continue;
    // One flotilla of every boat, on patrol in each zone within reach (the base's and its neighbours').
    const id = `${base.id} T${view.turn}`;
    for (const zone of [base.zone, ...neighbours(view, base.zone)]) {
      out.push({
        type: 'deploy-mtbs',
        side,
        base: base.id,
        flotillas: [{ id, zone, boats: Math.min(base.boats, base.patrolLimit), aces: 0 }],
      });
    }
  }
  const contacts = offered.has('mtb-contact') || offered.has('mtb-attack');
  for (const flotilla of contacts ? view.logs[side].flotillas : []) {
    for (const fleet of enemy) {
      out.push({ type: 'mtb-contact', side, flotilla: flotilla.id, fleet: fleet.id });
      for (const target of view.ships.filter((s) => s.fleet === fleet.id && !s.sunk && s.type !== 'SS')) {
        const attacks = [{ target: target.id, boats: flotilla.boats, aces: flotilla.aces }];
        out.push({ type: 'mtb-attack', side, flotilla: flotilla.id, fleet: fleet.id, attacks });
      }
    }
  }
  // 20.42: special gunnery is chosen only while an MTB attack of the side awaits it.
  if (offered.has('mtb-gunnery') && view.mtbAttack?.side === side) {
    out.push({ type: 'mtb-gunnery', side, attack: true }, { type: 'mtb-gunnery', side, attack: false });
  }
  return out;
}

/**
 * The SOPAC actions worth listing for `side`, from its view; `legalActions` keeps those the
 * rules allow now. Menus: the turn ends into the other light (day after night, night after
 * day) with the weather as it is (the base game rolls the next); each mission for each own
 * fleet; a move to each neighbouring zone at speed 1 and at the Minefield Table's fast
 * speed (19.2's +2 threshold); every sweeper of a fleet on a Mine Sweeping mission sweeping
 * each boundary of its zone (19.61); each minelayer that still has its mines, in a fleet on a
 * Minelaying or Raid mission, laying across each boundary (active at once; 19.31, 19.41);
 * fire orders cleared; one flotilla of all the boats a base may send, to its own zone or a
 * neighbour; all of a flotilla's boats at one target; a detection by each sweeper of a
 * fleet on a Mine Sweeping mission; special gunnery or not while an MTB attack of the side
 * awaits it. Never listed: base-game reports (`report-*`, the MTB base bombardment and air
 * hits) and submarine minelaying (the base game's submarines). The
 * wider menus are built only for the types `offered` now. Internal.
 */
export function sopacCandidates(view: SopacView, side: SopacSide, offered: ReadonlySet<string>): SopacAction[] {
  const other = view.light === 'day' ? 'night' : 'day';
  const out: SopacAction[] = [{ type: 'end-turn', side, light: other, weather: view.weather }];
  out.push(...fleetActions(view, side, offered), ...mtbActions(view, side, offered));
  if (view.reveal !== null && view.reveal.owner === side) {
    for (const zone of neighbours(view, view.reveal.zone)) {
      out.push({ type: 'reveal-minefield', side, boundary: boundaryOf(view.reveal.zone, zone) });
    }
  }
  return out;
}

/**
 * Where a SOPAC game stands: over once the scenario's last turn (if it has one) has
 * ended; each side's score is the point value of the enemy ships it has sunk (each ship's
 * `points`, from your ship data: the errata's 24 for Australia and Canberra) plus the base
 * game's points the app reported (`score-points`). The optional rules do not say who wins:
 * naming the side with more points the winner, equal points a draw, is the library's
 * reading (an app may score its own way with `withScoring`). Internal.
 */
export function sopacOutcome(state: SopacGameState): Outcome<SopacSide> {
  // Each side's enemy ships sunk, counted and valued in one pass.
  const sunk = { Allied: 0, Japanese: 0 };
  const score = { ...state.points };
  for (const ship of state.ships) {
    if (!ship.sunk) continue;
    const by: SopacSide = ship.side === 'Allied' ? 'Japanese' : 'Allied';
    sunk[by] += 1;
    score[by] += ship.points;
  }
  const over = sopacOver(state);
  const ahead: SopacSide[] =
    score.Allied === score.Japanese ? [] : [score.Allied > score.Japanese ? 'Allied' : 'Japanese'];
  return {
    over,
    winners: over ? ahead : [],
    score,
    scoring: "the point value of each enemy ship sunk (your ship data; errata), plus the base game's points reported",
    measures: { 'enemy ships sunk': sunk },
  };
}
