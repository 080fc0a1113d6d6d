import { type DoctrineTurn, doctrineTurnSchema, readDoctrineTurn } from '../../game/doctrine-turn.js';
import { boundaryOf } from '../map-distance.js';
import { type SopacSide, sopacSideSchema } from '../schemas.js';
import { sopacGame } from './game.js';
import { type SopacAction, type SopacActionInput, sopacActionSchema } from './game-actions.js';
import { type SopacView, sopacViewSchema } from './game-view.js';

/** What the doctrine reads of a bot's turn: its side, its view and its legal actions. */
export type SopacDoctrineTurn = DoctrineTurn<SopacSide, SopacView, SopacActionInput>;

const turnSchema = /* @__PURE__ */ doctrineTurnSchema(sopacSideSchema, sopacViewSchema, sopacActionSchema);

/** What the doctrine works out once a turn. */
interface Aim {
  readonly side: SopacSide;
  readonly view: SopacView;
  /** Zones holding an enemy fleet the view shows. */
  readonly enemyZones: ReadonlySet<string>;
  /** Boundaries the side knows to be mined by the enemy. */
  readonly mined: ReadonlySet<string>;
  /** Boundaries the side has mined itself. */
  readonly ownMined: ReadonlySet<string>;
  /** The zone of each of the view's ships, by its fleet. */
  readonly zoneOf: ReadonlyMap<string, string>;
}

function aimOf(side: SopacSide, view: SopacView): Aim {
  const enemyZones = new Set(view.fleets.filter((f) => f.side !== side).map((f) => f.zone));
  const mined = new Set(view.known[side].boundaries.filter((b) => b.minefields > 0).map((b) => b.boundary));
  const ownMined = new Set(view.logs[side].minefields.map((m) => m.boundary));
  const fleetZones = new Map(view.fleets.map((f) => [f.id, f.zone]));
  const zoneOf = new Map<string, string>();
  for (const ship of view.ships) {
    const zone = fleetZones.get(ship.fleet);
    if (zone !== undefined) zoneOf.set(ship.id, zone);
  }
  return { side, view, enemyZones, mined, ownMined, zoneOf };
}

/** The mission a fleet's ships suit (19.31, 19.61): sweepers sweep, minelayers lay, the rest fight. */
function missionFor(view: SopacView, fleet: string): Extract<SopacAction, { type: 'set-mission' }>['mission'] {
  const ships = view.ships.filter((s) => s.fleet === fleet && !s.sunk);
  if (ships.some((s) => s.canSweep)) return 'Mine Sweeping';
  if (ships.some((s) => s.canLayMines && !s.jettisoned)) return 'Minelaying';
  return 'Other';
}

/**
 * Whether a sweep pays in points (19.63: each sweeper is lost on a 1, one minefield goes on
 * a 4–6): it risks a sixth of the sweepers' point value to free, half the time, the own
 * ships the known minefield holds back (those afloat in the two zones it borders, sweepers
 * aside). Worth it when that half is more than the sixth; else the doctrine steers round.
 */
function sweepWorth(action: Extract<SopacAction, { type: 'sweep' }>, aim: Aim): number {
  const sweepers = new Set(action.ships);
  const from = aim.zoneOf.get(action.ships[0] ?? '');
  let risked = 0;
  let held = 0;
  for (const ship of aim.view.ships) {
    if (ship.side !== aim.side || ship.sunk) continue;
    if (sweepers.has(ship.id)) risked += ship.points;
    else {
      const zone = aim.zoneOf.get(ship.id);
      if (zone !== undefined && (zone === from || zone === action.across)) held += ship.points;
    }
  }
  const net = held / 2 - risked / 6;
  return net > 0 ? 125 + net / 10 : -30;
}

function want(action: SopacAction, aim: Aim): number {
  const { view } = aim;
  switch (action.type) {
    case 'reveal-minefield':
      return 100;
    case 'replot':
      return 145; // 19.2: turn back rather than sail on into the minefield
    case 'mine-roll':
      return 140;
    case 'mtb-attack':
      return 150 + action.attacks.reduce((n, a) => n + a.boats, 0);
    case 'mtb-contact':
      return 140;
    case 'mtb-gunnery':
      return action.attack ? 100 : 99;
    case 'deploy-mtbs': {
      const zones = action.flotillas.map((f) => f.zone);
      return 120 + (zones.some((z) => aim.enemyZones.has(z)) ? 20 : 0);
    }
    case 'lay-minefield': {
      // 19.3: a boundary not yet mined first, then toward the enemy.
      const zone = aim.zoneOf.get(action.ship);
      const fresh = zone !== undefined && !aim.ownMined.has(boundaryOf(zone, action.across));
      return 135 + (fresh ? 10 : 0) + (aim.enemyZones.has(action.across) ? 5 : 0);
    }
    case 'sweep':
      return sweepWorth(action, aim);
    case 'detect': {
      // 19.62: once a mined boundary of the zone is known, detecting again learns nothing the doctrine uses.
      const zone = aim.zoneOf.get(action.ship);
      const known = zone !== undefined && [...aim.mined].some((b) => b.split('/').includes(zone));
      return known ? -5 : 130;
    }
    case 'set-mission': {
      const fleet = view.fleets.find((f) => f.id === action.fleet);
      const wanted = missionFor(view, action.fleet);
      return fleet?.mission !== wanted && action.mission === wanted ? 110 : -5;
    }
    case 'move-fleet': {
      const fleet = view.fleets.find((f) => f.id === action.fleet);
      if (fleet === undefined || fleet.mission === 'Minelaying' || fleet.mission === 'Mine Sweeping') return -5;
      // Never into a known minefield; toward the enemy, at the slower speed (19.2's fast modifier).
      if (aim.mined.has(boundaryOf(fleet.zone, action.to))) return -50;
      return (aim.enemyZones.has(action.to) ? 20 : -2) - action.speed / 100;
    }
    case 'end-turn':
      return 0;
    default:
      return -20; // jettisoning, clearing fire orders: nothing gained
  }
}

/**
 * SOPAC doctrine (the optional rules' war of mines and MTBs): take every MTB attack with all
 * the boats, roll every contact, and send flotillas out, to an enemy fleet's zone first
 * (20.x); turn a fleet back at a minefield rather than roll (19.2); lay mines whenever
 * allowed, on a boundary not yet mined and toward the enemy first (19.3); detect until a mined boundary of the zone is
 * known (19.62); sweep when half the point value of the own ships the minefield holds back is
 * more than a sixth of the sweepers' (19.63: a sweeper is lost on a 1, a minefield removed on
 * 4–6), else steer round it; give each fleet the mission
 * its ships suit (sweepers Mine Sweeping, minelayers Minelaying); keep sweeping and
 * minelaying fleets still so their turns undisturbed count; move other fleets toward the
 * enemy at speed 1, never across a boundary known to be mined; otherwise end the turn. It
 * gives one number for each legal action, the higher the more wanted.
 *
 * @example
 * ```ts
 * const view = sopacGame.viewFor(state, 'Allied');
 * sopacDoctrine({ side: 'Allied', view, legal: sopacGame.legalActions(state, 'Allied') });
 * ```
 */
export function sopacDoctrine(turn: SopacDoctrineTurn): number[] {
  const { side, view, legal } = readDoctrineTurn(turnSchema, turn, '19.0', 'SOPAC doctrine turn', sopacGame);
  const aim = aimOf(side, view);
  return legal.map((action) => want(action, aim));
}
