import type { Dice } from '../../dice/dice.js';
import type { GameEvent } from '../../game/game.js';
import { gameEvent, onlyFor, withheldFrom } from '../../game/game-helpers.js';
import { boundaryOf } from '../map-distance.js';
import { resolveMinefieldCrossing } from '../minefield-crossing.js';
import type { SopacSide } from '../schemas.js';
import { resolveSubmarineMineAttack } from '../submarine-mines.js';
import { resolveSweep } from '../sweeping.js';
import type { SopacAction } from './game-actions.js';
import { learnBoundary } from './game-knowledge.js';
import { activeOn, afloatIn, boundariesOf, enemyOf, fleetOf } from './game-lookup.js';
import type { GameShip, SopacGameState } from './game-state.js';

type Of<T extends SopacAction['type']> = Extract<SopacAction, { type: T }>;

function shipOf(state: SopacGameState, id: string): GameShip {
  const ship = state.ships.find((s) => s.id === id);
  if (ship === undefined) throw new Error(`ship ${id} vanished after its check`);
  return ship;
}

/** A fleet moves across a boundary; enemy minefields active on it stop it (19.2). Internal. */
export function moveFleet(state: SopacGameState, action: Of<'move-fleet'>): GameEvent[] {
  const fleet = state.fleets.find((f) => f.id === action.fleet);
  if (fleet === undefined) return [];
  fleet.moved = true;
  const ships = afloatIn(state, fleet.id);
  for (const ship of ships) {
    ship.disturbed = true;
    ship.speed = action.speed;
  }
  const boundary = boundaryOf(fleet.zone, action.to);
  const mines = activeOn(state, enemyOf(fleet.side), boundary).length;
  const rollers = ships.filter((s) => s.type !== 'SS');
  if (mines === 0 || rollers.length === 0) {
    const from = fleet.zone;
    fleet.zone = action.to;
    return [gameEvent('fleet-moved', 'Movement (base game)', { fleet: fleet.id, from, to: action.to })];
  }
  state.crossing = {
    fleet: fleet.id,
    from: fleet.zone,
    to: action.to,
    minefields: mines,
    toRoll: rollers.map((s) => s.id),
    rolled: [],
    leavingTacticalMap: action.leavingTacticalMap,
  };
  learnBoundary(state, fleet.side, boundary, mines);
  // The minefields' owner learns that the fleet stopped, not how many of its ships roll:
  // ships its contacts have not revealed stay unseen (the view blanks them too).
  const entered = gameEvent('minefield-entered', '19.2', {
    fleet: fleet.id,
    boundary,
    minefields: mines,
    ships: rollers.length,
  });
  return withheldFrom(entered, fleet.side, enemyOf(fleet.side), ['ships']);
}

/** Applies a mine hit to a ship. */
function mineHit(ship: GameShip, damage: { hull: number; speedLost: number; deadInWater: boolean; sinks: boolean }) {
  ship.hull += damage.hull;
  ship.speedLost += damage.speedLost;
  ship.deadInWater ||= damage.deadInWater;
  ship.sunk ||= damage.sinks;
  ship.disturbed = true;
}

/** One ship of the stopped fleet rolls; the last roll takes the fleet across. Internal. */
export function mineRoll(state: SopacGameState, action: Of<'mine-roll'>, dice: Dice): GameEvent[] {
  const crossing = state.crossing;
  if (crossing === null) return [];
  const ship = shipOf(state, action.ship);
  const r = resolveMinefieldCrossing({ minefields: crossing.minefields, speed: ship.speed }, dice, state.rules);
  if (r.outcome.damage !== null) mineHit(ship, r.outcome.damage);
  crossing.toRoll = crossing.toRoll.filter((id) => id !== ship.id);
  crossing.rolled.push(ship.id);
  const rolled = gameEvent('mine-roll', '19.2', { ship: ship.id, ...r.outcome, sunk: ship.sunk }, r);
  // A ship the minefields' owner has not seen rolls unseen by it.
  const seen = state.known[enemyOf(ship.side)].ships.includes(ship.id);
  const events = [seen ? rolled : onlyFor(rolled, ship.side)];
  if (crossing.toRoll.every((id) => shipOf(state, id).sunk)) {
    const fleet = state.fleets.find((f) => f.id === crossing.fleet);
    if (fleet !== undefined) fleet.zone = crossing.to;
    state.crossing = null;
    events.push(gameEvent('fleet-moved', '19.2', { fleet: crossing.fleet, from: crossing.from, to: crossing.to }));
  }
  return events;
}

/** The fleet stops short of the boundary and re-plots (19.26). Internal. */
export function replot(state: SopacGameState): GameEvent[] {
  const crossing = state.crossing;
  state.crossing = null;
  return crossing === null
    ? []
    : [gameEvent('replotted', '19.26', { fleet: crossing.fleet, stays: crossing.from, unrolled: crossing.toRoll })];
}

/** A minefield goes on the owner's log sheet (19.31, 19.35). Internal. */
export function layMinefield(state: SopacGameState, action: Of<'lay-minefield'>): GameEvent[] {
  const ship = shipOf(state, action.ship);
  const boundary = boundaryOf(fleetOf(state, ship).zone, action.across);
  const log = state.logs[action.side].minefields;
  // `J5.1`, `J5.2`, … in the order laid this turn: the number counts only this turn's own
  // minefields still on the log (not set-up ones, nor any elsewhere), so no id is used twice.
  const prefix = `${action.side[0]}${state.turn}.`;
  const laid = log.filter((m) => m.id.startsWith(prefix)).map((m) => Number(m.id.slice(prefix.length)) || 0);
  const id = `${prefix}${Math.max(0, ...laid) + 1}`;
  // The four undisturbed turns ended with the last turn: the minefield counts as laid then,
  // so by default it acts from this turn on (19.31: from the turn after it is laid).
  const activeFrom = action.activeFrom ?? state.turn;
  log.push({ id, boundary, placed: state.turn, activeFrom });
  ship.undisturbedTurns = 0;
  // 19.31: minefields are written on the owner's log sheet, unseen by the enemy.
  return [
    onlyFor(gameEvent('minefield-laid', '19.31', { ship: ship.id, minefield: id, boundary, activeFrom }), action.side),
  ];
}

/** The minelayer jettisons its mines; its fleet aborts (19.41). Internal. */
export function jettison(state: SopacGameState, action: Of<'jettison'>): GameEvent[] {
  const ship = shipOf(state, action.ship);
  ship.jettisoned = true;
  fleetOf(state, ship).mission = 'Abort';
  // 19.41: the abort is a change of the fleet's secret mission, told to its owner only.
  return [
    onlyFor(
      gameEvent('mines-jettisoned', '19.41', { ship: ship.id, fleet: ship.fleet, mission: 'Abort' }),
      action.side,
    ),
  ];
}

/** The enemy reveals every mined boundary of the sweeper's zone with its count (19.62). Internal. */
export function detect(state: SopacGameState, action: Of<'detect'>): GameEvent[] {
  const ship = shipOf(state, action.ship);
  const zone = fleetOf(state, ship).zone;
  const enemy = enemyOf(action.side);
  const found: { boundary: string; minefields: number }[] = [];
  for (const boundary of boundariesOf(state, zone)) {
    const count = state.logs[enemy].minefields.filter((m) => m.boundary === boundary).length;
    if (count > 0) {
      found.push({ boundary, minefields: count });
      learnBoundary(state, action.side, boundary, count);
    }
  }
  // 19.63: the two turns of a sweep begin once detection is done, not before.
  ship.undisturbedTurns = 0;
  // 19.62: the enemy reveals them to the sweeping side.
  return [onlyFor(gameEvent('minefields-detected', '19.62', { ship: ship.id, zone, minefields: found }), action.side)];
}

/** Each sweeper rolls its d6 in the order listed; removals take the oldest minefields (19.63). Internal. */
export function sweep(state: SopacGameState, action: Of<'sweep'>, dice: Dice): GameEvent[] {
  const owner = action.owner ?? enemyOf(action.side);
  const first = shipOf(state, action.ships[0] as string);
  const boundary = boundaryOf(fleetOf(state, first).zone, action.across);
  const log = state.logs[owner];
  const events: GameEvent[] = [];
  for (const id of action.ships) {
    const ship = shipOf(state, id);
    ship.undisturbedTurns = 0;
    // 19.62–19.63: only a detected minefield is swept: one laid after the detection is not.
    const learnt =
      owner === action.side
        ? state.turn
        : (state.known[action.side].boundaries.find((b) => b.boundary === boundary)?.turn ?? -1);
    const left = log.minefields.filter((m) => m.boundary === boundary && m.placed <= learnt);
    if (left.length === 0) break;
    const r = resolveSweep({ sweepers: 1, minefields: left.length }, dice, state.rules);
    if (r.outcome.sweepersLost > 0) ship.sunk = true;
    // 19.63: the sweeping player chooses; its own minefield by id, otherwise the oldest first.
    const chosen = (m: { id: string }) => (m.id === action.minefield ? 0 : 1);
    const removed = left
      .sort((a, b) => chosen(a) - chosen(b) || a.placed - b.placed)
      .slice(0, r.outcome.minefieldsRemoved)
      .map((m) => m.id);
    log.minefields = log.minefields.filter((m) => !removed.includes(m.id));
    const swept = gameEvent(
      'sweep',
      '19.63',
      { ship: id, boundary, sunk: ship.sunk, minefieldsRemoved: removed.length, removed },
      r,
    );
    // A side sweeping its own minefields does so unseen (19.31: they are on its log sheet);
    // sweeping the enemy's, it learns how many went, never their ids (the owner's log sheet).
    events.push(
      ...(owner === action.side ? [onlyFor(swept, owner)] : withheldFrom(swept, owner, action.side, ['removed'])),
    );
  }
  if (owner !== action.side) {
    // 19.62–19.63: what the sweeper knows is what it detected, less what it swept: a
    // minefield laid on the boundary since the detection stays unknown to it.
    const entry = state.known[action.side].boundaries.find((b) => b.boundary === boundary);
    if (entry !== undefined) {
      entry.minefields = log.minefields.filter((m) => m.boundary === boundary && m.placed <= entry.turn).length;
    }
  }
  return events;
}

/** One surviving submarine meets the mines; one minefield of the zone is revealed (19.24). Internal. */
export function submarineMines(state: SopacGameState, action: Of<'submarine-mines'>, dice: Dice): GameEvent[] {
  const enemy = enemyOf(action.side);
  // 19.24: the minefields' owner announces whether the zone is mined; no mines, no roll.
  if (!boundariesOf(state, action.zone).some((b) => activeOn(state, enemy, b).length > 0)) {
    return [gameEvent('submarine-mines', '19.24', { zone: action.zone, mined: false })];
  }
  const r = resolveSubmarineMineAttack({ survivingSubs: action.subs.length }, dice, state.rules);
  const sub = shipOf(state, action.subs[r.outcome.sub - 1] as string);
  if (r.outcome.sunk) sub.sunk = true;
  // 19.24: the owner must reveal one minefield of the zone; which one is the owner's choice.
  const candidates = new Set(
    state.logs[enemy].minefields
      .filter((m) => boundariesOf(state, action.zone).includes(m.boundary) && m.activeFrom <= state.turn)
      .map((m) => m.boundary),
  );
  // The owner always names the boundary (reveal-minefield), even when one is mined: the
  // submarines' side must not learn from the event or the game's state how many are.
  const revealed: string | null = null;
  if (candidates.size > 0) state.reveal = { owner: enemy, zone: action.zone };
  return [
    gameEvent(
      'submarine-mines',
      '19.24',
      {
        zone: action.zone,
        mined: true,
        sub: sub.id,
        sunk: sub.sunk,
        revealed,
      },
      r,
    ),
  ];
}

/** The submarines' side learns of at least one minefield on `boundary` (19.24). */
function revealTo(state: SopacGameState, side: SopacSide, boundary: string): void {
  const known = state.known[side].boundaries.find((b) => b.boundary === boundary)?.minefields ?? 0;
  learnBoundary(state, side, boundary, Math.max(known, 1));
}

/** 19.24: the owner reveals the minefield of its choice to the submarines' side. Internal. */
export function revealMinefield(state: SopacGameState, action: Of<'reveal-minefield'>): GameEvent[] {
  const due = state.reveal;
  if (due === null) return [];
  state.reveal = null;
  revealTo(state, enemyOf(action.side), action.boundary);
  return [gameEvent('minefield-revealed', '19.24', { zone: due.zone, boundary: action.boundary })];
}
