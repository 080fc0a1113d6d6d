import type { Refusal } from '../../game/game.js';
import { refusal as no } from '../../game/game-helpers.js';
import { boundaryOf } from '../map-distance.js';
import { shipsBeforeReplot } from '../minefield-crossing.js';
import { checkJettison } from '../minelayer.js';
import { checkMinelayingParsed, placementOnMap, type RuleCheck } from '../minelaying.js';
import { mtbBaseStatusParsed } from '../mtb-base.js';
import { checkMtbDeploymentParsed, mtbsActiveIn, patrolZoneOnMap } from '../mtb-patrol.js';
import { resolveSopacRules } from '../rules.js';
import { checkMineClearingParsed } from '../sweeping.js';
import type { SopacAction } from './game-actions.js';
import {
  afloatIn,
  boundariesOf,
  enemyOf,
  fleetOf,
  flotillaOf,
  isRefusal,
  ownFleet,
  ownShip,
  withSopacIndex,
  zoneById,
} from './game-lookup.js';
import { type SopacGameState, sopacOver } from './game-state.js';

type Of<T extends SopacAction['type']> = Extract<SopacAction, { type: T }>;
const fromCheck = (check: RuleCheck, what: string, field?: string): Refusal | null =>
  check.ok ? null : no(check.rule, `${what}: ${check.reason}`, ...(field === undefined ? [] : [field]));

function refuseMove(state: SopacGameState, action: Of<'move-fleet'>): Refusal | null {
  const fleet = ownFleet(state, action.side, action.fleet);
  if (isRefusal(fleet)) return fleet;
  if (!zoneById(state, fleet.zone)?.neighbours.includes(action.to))
    return no('19.2', `${action.to} does not border ${fleet.zone}`, 'to');
  return null;
}

function refuseMineRoll(state: SopacGameState, action: Of<'mine-roll'>): Refusal | null {
  const crossing = state.crossing;
  if (crossing === null) return no('19.2', 'no fleet is stopped at a minefield');
  if (state.fleets.find((f) => f.id === crossing.fleet)?.side !== action.side) {
    return no('19.2', `the stopped fleet ${crossing.fleet} is not the ${action.side} side's`);
  }
  if (!crossing.toRoll.includes(action.ship))
    return no('19.2', `${action.ship} has no Minefield Table roll to make`, 'ship');
  return null;
}

function refuseReplot(state: SopacGameState, action: Of<'replot'>): Refusal | null {
  const crossing = state.crossing;
  if (crossing === null || crossing.fleet !== action.fleet)
    return no('19.26', `${action.fleet} is not stopped at a minefield`, 'fleet');
  if (state.fleets.find((f) => f.id === crossing.fleet)?.side !== action.side)
    return no('19.26', 'not your fleet', 'fleet');
  const needed = shipsBeforeReplot(
    { ships: crossing.rolled.length + crossing.toRoll.length, leavingTacticalMap: crossing.leavingTacticalMap },
    state.rules,
  );
  if (needed === null) return no('19.26', 'a fleet leaving the tactical map may not re-plot');
  if (crossing.rolled.length < needed)
    return no('19.26', `${crossing.rolled.length} of the ${needed} ships needed have rolled`);
  return null;
}

function refuseLay(state: SopacGameState, action: Of<'lay-minefield'>): Refusal | null {
  const ship = ownShip(state, action.side, action.ship);
  if (isRefusal(ship)) return ship;
  const fleet = fleetOf(state, ship);
  const laying = checkMinelayingParsed(
    {
      canLayMines: ship.canLayMines,
      mission: fleet.mission ?? 'Other',
      turnsUndisturbed: ship.undisturbedTurns,
      jettisoned: ship.jettisoned,
    },
    state.rules,
  );
  if (!laying.ok) return fromCheck(laying, ship.id, 'ship');
  // The state's map was validated with the state: no second parse of the whole map.
  const placement = placementOnMap(
    state.map,
    { zone: fleet.zone, across: action.across },
    resolveSopacRules(state.rules),
  );
  if (!placement.ok) return fromCheck(placement, ship.id, 'across');
  if (action.activeFrom !== undefined && action.activeFrom < state.turn) {
    return no('19.35', `a minefield cannot be active before turn ${state.turn}`, 'activeFrom');
  }
  return null;
}

function refuseJettison(state: SopacGameState, action: Of<'jettison'>): Refusal | null {
  const ship = ownShip(state, action.side, action.ship);
  if (isRefusal(ship)) return ship;
  if (!ship.canLayMines && ship.type !== 'ML' && !ship.auxiliaryMinelayer)
    return no('19.41', `${ship.id} carries no mines`, 'ship');
  return fromCheck(
    checkJettison({ inCombat: state.mtbAttack?.fleet === ship.fleet, jettisoned: ship.jettisoned }),
    ship.id,
  );
}

function refuseDetect(state: SopacGameState, action: Of<'detect'>): Refusal | null {
  const ship = ownShip(state, action.side, action.ship);
  if (isRefusal(ship)) return ship;
  const check = checkMineClearingParsed(
    {
      task: 'detect',
      sweeper: ship.canSweep,
      mission: fleetOf(state, ship).mission ?? 'Other',
      turnsUndisturbed: ship.undisturbedTurns,
      detected: true, // 19.62: unused when detecting
    },
    state.rules,
  );
  return fromCheck(check, ship.id, 'ship');
}

function refuseSweep(state: SopacGameState, action: Of<'sweep'>): Refusal | null {
  const owner = action.owner ?? enemyOf(action.side);
  let zone: string | null = null;
  for (const [i, id] of action.ships.entries()) {
    const ship = ownShip(state, action.side, id, 'ships');
    if (isRefusal(ship)) return { ...ship, path: ['ships', i] };
    const here = fleetOf(state, ship).zone;
    if (zone !== null && here !== zone) return no('19.63', `${id} is in ${here}, not ${zone}`, 'ships', i);
    zone = here;
    if (action.ships.indexOf(id) !== i) return no('19.63', `${id} is listed twice`, 'ships', i);
  }
  if (zone === null) return no('19.63', 'no sweepers');
  const boundary = boundaryOf(zone, action.across);
  if (!boundariesOf(state, zone).includes(boundary))
    return no('19.63', `${action.across} does not border ${zone}`, 'across');
  const detected = owner === action.side || state.known[action.side].boundaries.some((b) => b.boundary === boundary);
  for (const [i, id] of action.ships.entries()) {
    const ship = state.ships.find((s) => s.id === id);
    if (ship === undefined) continue;
    const check = checkMineClearingParsed(
      {
        task: 'sweep',
        sweeper: ship.canSweep,
        mission: fleetOf(state, ship).mission ?? 'Other',
        turnsUndisturbed: ship.undisturbedTurns,
        detected,
      },
      state.rules,
    );
    if (!check.ok) return no(check.rule, `${id}: ${check.reason}`, 'ships', i);
  }
  // The enemy's log sheet is secret: a sweep of its minefields is answered from what the
  // sweeping side detected (19.62) and has not swept since, never from the log itself.
  const there =
    owner === action.side
      ? state.logs[owner].minefields.some((m) => m.boundary === boundary)
      : (state.known[action.side].boundaries.find((b) => b.boundary === boundary)?.minefields ?? 0) > 0;
  if (!there) {
    return no(
      '19.63',
      `no ${owner === action.side ? '' : 'detected '}${owner} minefield lies on ${boundary}`,
      'across',
    );
  }
  if (action.minefield !== undefined) {
    if (owner !== action.side) {
      return no(
        '19.63',
        'enemy minefields on a boundary look alike: name a minefield only when sweeping your own',
        'minefield',
      );
    }
    if (!state.logs[owner].minefields.some((m) => m.id === action.minefield && m.boundary === boundary)) {
      return no('19.63', `${action.minefield} is not one of your minefields on ${boundary}`, 'minefield');
    }
  }
  return null;
}

function refuseSubmarines(state: SopacGameState, action: Of<'submarine-mines'>): Refusal | null {
  for (const [i, id] of action.subs.entries()) {
    const sub = ownShip(state, action.side, id, 'subs');
    if (isRefusal(sub)) return { ...sub, path: ['subs', i] };
    if (sub.type !== 'SS') return no('19.24', `${id} is not a submarine (type SS)`, 'subs', i);
    if (fleetOf(state, sub).zone !== action.zone) return no('19.24', `${id} is not in ${action.zone}`, 'subs', i);
    if (action.subs.indexOf(id) !== i) return no('19.24', `${id} is listed twice`, 'subs', i);
  }
  // Whether the zone is mined is the enemy's secret until it announces it (19.24): never a refusal.
  return null;
}

function refuseDeploy(state: SopacGameState, action: Of<'deploy-mtbs'>): Refusal | null {
  const base = state.mtbBases.find((b) => b.id === action.base && b.side === action.side);
  if (base === undefined) return no('20.1', `the ${action.side} side has no MTB base ${action.base}`, 'base');
  const status = mtbBaseStatusParsed({ hits: base.hits, bombarded: base.bombarded }, state.rules);
  if (!status.serves) return no('20.7', `${base.id} serves no boats: ${status.reason}`, 'base');
  if (state.logs[action.side].flotillas.some((f) => f.base === base.id))
    return no('20.21', `${base.id}'s boats are out already`, 'base');
  if (state.fleets.some((f) => f.moved)) {
    return no('20.21', 'flotillas are recorded in the Orders Phase, before any fleet moves this turn');
  }
  const deployment = checkMtbDeploymentParsed(
    {
      light: state.light,
      afterDayTurn: state.afterDayTurn,
      heldByWeather: state.mtbOrders[action.side] === 'held',
      weather: state.weather,
      flotillas: action.flotillas.map((f) => ({ boats: f.boats, aces: f.aces })),
      patrolLimit: base.patrolLimit,
      boatsAtBase: base.boats,
    },
    state.rules,
  );
  if (!deployment.ok) return fromCheck(deployment, base.id, 'flotillas');
  const aces = action.flotillas.reduce((n, f) => n + f.aces, 0);
  if (aces > base.aces) return no('20.5', `${aces} Aces out, but ${base.aces} are at ${base.id}`, 'flotillas');
  const rules = resolveSopacRules(state.rules);
  for (const [i, f] of action.flotillas.entries()) {
    if (flotillaOf(state, action.side, f.id) !== undefined || action.flotillas.findIndex((g) => g.id === f.id) !== i) {
      return no('20.2', `flotilla ${f.id} is out already`, 'flotillas', i, 'id');
    }
    const zone = patrolZoneOnMap(state.map, { base: base.zone, zone: f.zone }, rules);
    if (!zone.ok) return no(zone.rule, zone.reason, 'flotillas', i, 'zone');
  }
  return null;
}

function refuseContact(state: SopacGameState, action: Of<'mtb-contact'>): Refusal | null {
  const flotilla = flotillaOf(state, action.side, action.flotilla);
  if (flotilla === undefined || flotilla.boats === 0)
    return no('20.3', `flotilla ${action.flotilla} is not out`, 'flotilla');
  if (state.light !== 'night') return no('20.21', 'MTBs act only at night');
  if (!mtbsActiveIn(state.weather, state.rules)) return no('20.22', `the boats lie up in ${state.weather}`);
  const fleet = ownFleet(state, enemyOf(action.side), action.fleet);
  if (isRefusal(fleet)) return fleet;
  if (fleet.zone !== flotilla.zone) return no('20.3', `${fleet.id} is not in ${flotilla.zone}`, 'fleet');
  if (!fleet.moved) {
    return no(
      '20.3',
      `${fleet.id} has not moved into ${flotilla.zone} this turn: contact is rolled as a fleet enters`,
      'fleet',
    );
  }
  // Which ships the fleet holds is hidden until contact (20.3): 20.6 is checked at the attack.
  if (state.contacts.some((c) => c.flotilla === flotilla.id && c.fleet === fleet.id)) {
    return no('20.3', `${flotilla.id} has rolled for contact with ${fleet.id} this turn`);
  }
  return null;
}

function refuseAttack(state: SopacGameState, action: Of<'mtb-attack'>): Refusal | null {
  const flotilla = flotillaOf(state, action.side, action.flotilla);
  const contact = state.contacts.find((c) => c.flotilla === action.flotilla && c.fleet === action.fleet);
  if (flotilla === undefined || contact === undefined || !contact.made) {
    return no('20.41', `${action.flotilla} has made no contact with ${action.fleet} this turn`);
  }
  if (contact.attacked) return no('20.41', `${flotilla.id} has attacked ${action.fleet} this turn`);
  if (afloatIn(state, action.fleet).every((s) => s.type === 'SS')) {
    return no('20.6', 'MTBs do not attack submarines', 'fleet');
  }
  const boats = action.attacks.reduce((n, a) => n + a.boats, 0);
  const aces = action.attacks.reduce((n, a) => n + a.aces, 0);
  if (boats !== flotilla.boats || aces !== flotilla.aces) {
    return no(
      '20.41',
      `every boat picks a target: ${flotilla.boats} boats (${flotilla.aces} Aces), got ${boats} (${aces})`,
      'attacks',
    );
  }
  const afloat = afloatIn(state, action.fleet);
  for (const [i, a] of action.attacks.entries()) {
    const ship = afloat.find((s) => s.id === a.target);
    if (ship === undefined) return no('20.41', `${a.target} is not afloat in ${action.fleet}`, 'attacks', i, 'target');
    if (ship.type === 'SS') return no('20.6', 'MTBs do not attack submarines', 'attacks', i, 'target');
    if (a.aces > a.boats) return no('20.5', `${a.aces} Aces among ${a.boats} boats`, 'attacks', i, 'aces');
    if (action.attacks.findIndex((b) => b.target === a.target) !== i)
      return no('20.41', `${a.target} is listed twice`, 'attacks', i);
  }
  return null;
}

function refuseBase(state: SopacGameState, action: Of<'bombard-mtb-base' | 'mtb-base-air-hits'>): Refusal | null {
  const base = state.mtbBases.find((b) => b.id === action.base);
  if (base === undefined || base.side === action.side)
    return no('20.7', `there is no enemy MTB base ${action.base}`, 'base');
  if (!mtbBaseStatusParsed({ hits: base.hits, bombarded: base.bombarded }, state.rules).serves) {
    return no('20.7', `${base.id} is out of action already`, 'base');
  }
  return null;
}

const WHILE_PENDING = new Set(['report-fire', 'report-damage']);

/**
 * Why nothing of type `type` may be done now, whatever its details: the game is over, a
 * stopped fleet's ships roll first, a minefield is to be revealed, or an MTB attack waits
 * for its special gunnery choice; or null.
 */
function refuseNow(state: SopacGameState, type: SopacAction['type']): Refusal | null {
  if (sopacOver(state))
    return no('Sequence of Play (base game)', `the game is over: turn ${state.lastTurn} was the last`);
  if (state.crossing !== null && !WHILE_PENDING.has(type) && type !== 'mine-roll' && type !== 'replot') {
    return no('19.2', `fleet ${state.crossing.fleet} is stopped at a minefield: its ships roll first (or it re-plots)`);
  }
  if (type === 'reveal-minefield') return null;
  if (state.reveal !== null && !WHILE_PENDING.has(type)) {
    return no(
      '19.24',
      `player ${state.reveal.owner} reveals one minefield in ${state.reveal.zone} first (reveal-minefield)`,
    );
  }
  if (state.mtbAttack !== null && !WHILE_PENDING.has(type) && type !== 'mtb-gunnery') {
    return no('20.42', `the MTB attack on ${state.mtbAttack.fleet} is not over: choose special gunnery or not`);
  }
  return null;
}

/** Why these rules refuse this action, once {@link refuseNow} allows its type. */
function refuseThis(state: SopacGameState, action: SopacAction): Refusal | null {
  switch (action.type) {
    case 'reveal-minefield': {
      const due = state.reveal;
      if (due === null || due.owner !== action.side) return no('19.24', 'no minefield of yours is to be revealed now');
      const mined = state.logs[action.side].minefields.some(
        (m) =>
          m.boundary === action.boundary &&
          m.activeFrom <= state.turn &&
          boundariesOf(state, due.zone).includes(m.boundary),
      );
      return mined ? null : no('19.24', `reveal an active minefield of yours on a boundary of ${due.zone}`, 'boundary');
    }
    case 'end-turn':
      return null;
    case 'set-fire-orders': {
      const ship = ownShip(state, action.side, action.ship);
      if (isRefusal(ship)) return ship;
      if (action.firesAt !== null && !state.ships.some((s) => s.id === action.firesAt && s.fleet === ship.fleet)) {
        return no('20.42', `${action.firesAt} is not a ship of ${ship.id}'s fleet`, 'firesAt');
      }
      return null;
    }
    case 'set-mission': {
      const fleet = ownFleet(state, action.side, action.fleet);
      return isRefusal(fleet) ? fleet : null;
    }
    case 'move-fleet':
      return refuseMove(state, action);
    case 'mine-roll':
      return refuseMineRoll(state, action);
    case 'replot':
      return refuseReplot(state, action);
    case 'lay-minefield':
      return refuseLay(state, action);
    case 'jettison':
      return refuseJettison(state, action);
    case 'detect':
      return refuseDetect(state, action);
    case 'sweep':
      return refuseSweep(state, action);
    case 'submarine-mines':
      return refuseSubmarines(state, action);
    case 'deploy-mtbs':
      return refuseDeploy(state, action);
    case 'mtb-contact':
      return refuseContact(state, action);
    case 'mtb-attack':
      return refuseAttack(state, action);
    case 'mtb-gunnery':
      return state.mtbAttack?.side === action.side
        ? null
        : no('20.42', 'no MTB attack of yours awaits special gunnery');
    case 'report-fire':
    case 'report-damage': {
      const ship = ownShip(state, action.side, action.ship);
      return isRefusal(ship) ? ship : null;
    }
    case 'bombard-mtb-base':
    case 'mtb-base-air-hits':
      return refuseBase(state, action);
    case 'score-points':
      return null;
  }
}

/** Why these rules refuse an action now, or null. Internal. */
export function refuseSopacAction(state: SopacGameState, action: SopacAction): Refusal | null {
  return refuseNow(state, action.type) ?? refuseThis(state, action);
}

/**
 * {@link refuseSopacAction} for many actions on one state (legalActions' candidates): what
 * depends only on an action's type is decided once a type, and ships and fleets are
 * looked up by id. Internal.
 */
export function refuseSopacActions(state: SopacGameState, actions: readonly SopacAction[]): (Refusal | null)[] {
  const now = new Map<string, Refusal | null>();
  return withSopacIndex(state, () =>
    actions.map((action) => {
      let gate = now.get(action.type);
      if (gate === undefined) {
        gate = refuseNow(state, action.type);
        now.set(action.type, gate);
      }
      return gate ?? refuseThis(state, action);
    }),
  );
}
