import type { Outcome } from '../../game/game.js';
import { maxTurnDegreesParsed } from '../movement.js';
import { shipPointsOf } from '../points.js';
import { lookupRangesParsed } from '../range-band.js';
import { resolveFirepowerRules } from '../rules.js';
import { FORMATION_ORDERS, MOVEMENT_ORDERS } from '../schemas/enums.js';
import type { Ship } from '../schemas/ship.js';
import type { BattleAction } from './battle-actions.js';
import { BATTLE_DISTANCES } from './battle-distances.js';
import { inAction } from './battle-find.js';
import { armamentOf, courseEntryOf, shipTurnFor, standTurnFor } from './battle-records.js';
import { armedShip, firedAlready, isRefusal, nightFire, segmentFor } from './battle-refuse.js';
import { type BattleSide, type BattleState, rulesOf } from './battle-state.js';
import type { BattleView } from './battle-view.js';
import { moveAllowanceInches } from './move-allowance.js';

const FIRE_TYPES = ['fire-gunnery', 'launch-torpedo', 'depth-charge', 'surface'] as const;
const AIR_TYPES = ['wave-arrival', 'move-aircraft', 'air-combat', 'air-attack'] as const;

type ShipIn = {
  readonly ship: Ship;
  readonly squadron: string;
  readonly brokenOff: boolean;
  readonly japanese: boolean;
};

/** The ships of `side` the view shows, with their squadron (in plain loops: a listing makes this three times). */
function shipsOf(view: BattleView, side: BattleSide): ShipIn[] {
  const out: ShipIn[] = [];
  const fleet = view.fleets.find((f) => f.side === side);
  for (const s of fleet?.squadrons ?? []) {
    const japanese = s.nationality === 'Japanese';
    for (const ship of s.ships) out.push({ ship, squadron: s.name, brokenOff: s.brokenOff, japanese });
  }
  return out;
}

/** The range-band limits of a battery: each distance at which Matrix 7's reading changes (short, long). */
function bandLimits(state: BattleState, battery: string): number[] {
  const ranges = lookupRangesParsed(
    { battery: battery as never, period: state.conditions.period, scale: state.conditions.scale },
    rulesOf(state),
  );
  return [...new Set([ranges.short, ranges.long].filter((d) => d > 0))];
}

function moves(state: BattleState, side: BattleSide, own: readonly ShipIn[]): BattleAction[] {
  const out: BattleAction[] = [];
  for (const { ship } of own) {
    if (!inAction(ship) || segmentFor(state, ship) !== null) continue;
    const allowance = moveAllowanceInches(state, ship);
    const limit = maxTurnDegreesParsed(ship.class, rulesOf(state));
    const held = courseEntryOf(state, ship.name);
    const distances = [...new Set([0, allowance])];
    const turns: { turnDegrees: number; turnDirection?: 'port' | 'starboard' }[] =
      held !== undefined && (held.course === 'turn-port' || held.course === 'turn-starboard') && !held.turned
        ? [{ turnDegrees: limit, turnDirection: held.course === 'turn-port' ? 'port' : 'starboard' }]
        : [
            { turnDegrees: 0 },
            { turnDegrees: limit, turnDirection: 'port' },
            { turnDegrees: limit, turnDirection: 'starboard' },
          ];
    for (const distanceInches of distances) {
      for (const turn of turns) out.push({ type: 'move', side, ship: ship.name, distanceInches, ...turn });
    }
  }
  return out;
}

function fire(state: BattleState, view: BattleView, side: BattleSide, own: readonly ShipIn[]): BattleAction[] {
  const enemy = side === 'A' ? 'B' : 'A';
  const targets = shipsOf(view, enemy)
    .filter((t) => inAction(t.ship) && !view.offTable.includes(t.squadron))
    .map((t) => t.ship);
  const surfaced = targets.filter((t) => !(t.class === 'SM' && t.submerged));
  const subs = targets.filter((t) => t.class === 'SM');
  const contacts = view.contacts.filter((c) => c.side === enemy).map((c) => c.id);
  const charge = resolveFirepowerRules(rulesOf(state)).submarines.attackRangeInches;
  const out: BattleAction[] = [];
  for (const { ship, japanese } of own) {
    // A ship out of its segment, or without power or night aids to fire, is refused for
    // every target, and so is a battery that has fired: such groups are not weighed at all.
    if (!inAction(ship) || segmentFor(state, ship) !== null) continue;
    const armed = armedShip(state, { side, ship: ship.name });
    const fires = !isRefusal(armed) && nightFire(state, armed) === null;
    const armament = armamentOf(state, ship);
    if (ship.class !== 'SM' && fires) {
      for (const battery of ['main', 'secondary'] as const) {
        const gun = armament[battery];
        if (gun === null || gun === 'T' || firedAlready(state, ship.name, battery)) continue;
        const limits = bandLimits(state, gun);
        for (const target of surfaced) {
          for (const distanceInches of limits) {
            out.push({
              type: 'fire-gunnery',
              side,
              ship: ship.name,
              battery,
              target: target.name,
              distanceInches,
              targetSilhouetted: false,
            });
          }
        }
      }
    }
    if (armament.main === 'T' && fires && !firedAlready(state, ship.name, 'torpedo')) {
      const limits = bandLimits(state, 'T');
      // The period's torpedo; a Japanese ship may launch the Long Lance (Matrix 11).
      const kinds = japanese ? [undefined, 'long-lance' as const] : [undefined];
      for (const target of surfaced) {
        if (ship.class === 'SM' && target.class === 'SM') continue;
        for (const distanceInches of limits) {
          for (const torpedo of kinds) {
            const launch = {
              type: 'launch-torpedo' as const,
              side,
              ship: ship.name,
              target: target.name,
              distanceInches,
            };
            out.push(torpedo === undefined ? launch : { ...launch, torpedo });
          }
        }
      }
    }
    if ((ship.class === 'DD' || ship.class === 'DE') && !firedAlready(state, ship.name, 'depth-charge')) {
      for (const target of [...subs.map((s) => s.name), ...contacts]) {
        out.push({ type: 'depth-charge', side, ship: ship.name, target, distanceInches: charge });
      }
    }
    if (ship.class === 'SM' && ship.submerged) out.push({ type: 'surface', side, ship: ship.name });
  }
  return out;
}

function air(state: BattleState, view: BattleView, side: BattleSide): BattleAction[] {
  const fleet = view.fleets.find((f) => f.side === side);
  const enemyFleet = view.fleets.find((f) => f.side !== side);
  if (fleet === undefined || enemyFleet === undefined) return [];
  const out: BattleAction[] = [];
  const waves = new Set(
    fleet.aircraft.filter((s) => s.status === 'waiting' && s.wave !== undefined).map((s) => s.wave),
  );
  for (const wave of waves) out.push({ type: 'wave-arrival', side, wave: wave as number });
  const limit = BATTLE_DISTANCES.aircraftMoveInches * (state.conditions.scale === 'large' ? 2 : 1);
  const engage = BATTLE_DISTANCES.aircraftEngageInches;
  const enemyStands = enemyFleet.aircraft.filter((s) => s.status === 'on-table').map((s) => s.name);
  const enemyShips = shipsOf(view, enemyFleet.side)
    .filter((t) => inAction(t.ship) && !(t.ship.class === 'SM' && t.ship.submerged))
    .map((t) => t.ship.name);
  for (const stand of fleet.aircraft) {
    if (stand.status !== 'on-table') continue;
    const left = limit - (standTurnFor(state, stand.name)?.movedInches ?? 0);
    if (left > 0) out.push({ type: 'move-aircraft', side, stand: stand.name, distanceInches: left });
    for (const enemy of enemyStands)
      out.push({ type: 'air-combat', side, stand: stand.name, enemy, distanceInches: engage });
    for (const target of enemyShips) {
      out.push({ type: 'air-attack', side, stand: stand.name, target, distanceInches: engage });
    }
  }
  return out;
}

/**
 * The Firepower actions worth listing for `side`, from its view; `legalActions` keeps those
 * the rules allow now. Menus (the app measures every distance on the table): a move of 0 or
 * the whole Matrix 5 allowance, straight on or with the largest turn each way (a ship held
 * to a Matrix 4 turn makes it); gunnery at each Matrix 7 range-band limit of the battery
 * (short and long); torpedoes at each limit of row T (the period's torpedo, and the
 * Long Lance for a Japanese ship); a depth charge at the Submarines
 * attack range on every enemy submarine seen and every enemy contact; aircraft flying what
 * is left of their move, and fighting or attacking at the engagement distance; a control or
 * order change with nothing special in the situation (no smoke, radio or radar, 0 cm to the
 * fleet flagship); a break-off test with no broken-off friends near; a torpedo marker run
 * its whole speed. Only the `offered` types' menus are built. Internal.
 */
export function battleCandidates(view: BattleView, side: BattleSide, offered: ReadonlySet<string>): BattleAction[] {
  const state = view as unknown as BattleState;
  const situation = { distanceToFleetFlagshipCm: 0, smoke: false, radio: false, radar: false };
  const out: BattleAction[] = [
    { type: 'roll-conditions', side },
    { type: 'roll-first-turn', side },
    { type: 'choose-first-turn', side, first: 'A' },
    { type: 'choose-first-turn', side, first: 'B' },
    { type: 'end-segment', side },
    { type: 'concede', side },
  ];
  if (offered.has('test-break-off')) {
    for (const due of view.pending) {
      if (due.side === side) {
        out.push({ type: 'test-break-off', side, squadron: due.squadron, friendlyBrokenOffWithin90cm: 0 });
      }
    }
  }
  const squadrons = view.fleets.find((f) => f.side === side)?.squadrons ?? [];
  // What the squadron's own record refuses is not built: a test of the fleet flagship's
  // squadron or of one tested this turn (Matrix 2), an order it has already, a second
  // change in a turn (Changing Orders), anything but break-off moves for a squadron that
  // has broken off, and break-off moves for one that has not or has made its move.
  for (const squadron of squadrons) {
    const { name, brokenOff } = squadron;
    const tests = !brokenOff && !squadron.hasFleetFlagship && !view.controlTested.includes(name);
    if (offered.has('test-control') && tests) out.push({ type: 'test-control', side, squadron: name, situation });
    if (offered.has('change-order') && !brokenOff && !view.orderChanged) {
      for (const movementOrder of MOVEMENT_ORDERS) {
        if (movementOrder !== squadron.movementOrder)
          out.push({ type: 'change-order', side, squadron: name, movementOrder, situation });
      }
      for (const formationOrder of FORMATION_ORDERS) {
        if (formationOrder !== squadron.formationOrder)
          out.push({ type: 'change-order', side, squadron: name, formationOrder, situation });
      }
    }
    const moving = brokenOff && !view.offTable.includes(name) && !view.breakOffMoved.includes(name);
    if (offered.has('break-off-move') && moving) {
      for (const leftTable of [false, true]) out.push({ type: 'break-off-move', side, squadron: name, leftTable });
    }
  }
  if (view.phase === 'playing' && (view.segment === 'C' || view.segment === 'D')) {
    const own = shipsOf(view, side);
    // Only the menus of the types pending offers now are built.
    if (offered.has('move')) {
      out.push(
        // A ship that has moved or fired this turn, or whose squadron has broken off, makes no move.
        ...moves(
          state,
          side,
          own.filter((s) => {
            const turn = shipTurnFor(state, s.ship.name);
            return !s.brokenOff && turn?.movedInches === undefined && (turn?.fired ?? []).length === 0;
          }),
        ),
      );
    }
    if (FIRE_TYPES.some((type) => offered.has(type))) out.push(...fire(state, view, side, own));
    for (const marker of view.torpedoes) {
      if (marker.side !== side) continue;
      const left = marker.speedInches - marker.movedThisTurn;
      if (left > 0) out.push({ type: 'move-torpedo', side, marker: marker.id, distanceInches: left });
      out.push({ type: 'torpedo-contact', side, marker: marker.id });
    }
    if (AIR_TYPES.some((type) => offered.has(type))) out.push(...air(state, view, side));
  }
  return out;
}

/**
 * Where a Firepower battle stands (Victory Conditions): over once a side has won, conceded,
 * or the turn limit ran out; each side's score is the Matrix 13 points of the enemy ships
 * it has put out of action (sunk, abandoned or otherwise out of the fight). Its measure:
 * how many enemy ships each side has put out of action. Internal.
 */
export function battleOutcome(state: BattleState): Outcome<BattleSide> {
  const lost = (side: BattleSide): number => {
    const fleet = state.fleets.find((f) => f.side === side);
    let points = 0;
    for (const squadron of fleet?.squadrons ?? []) {
      for (const ship of squadron.ships) {
        if (!inAction(ship)) points += shipPointsOf(ship.class, ship.subClass, rulesOf(state));
      }
    }
    return points;
  };
  const outOfAction = (side: BattleSide): number =>
    (state.fleets.find((f) => f.side === side)?.squadrons ?? []).reduce(
      (sum, squadron) => sum + squadron.ships.filter((ship) => !inAction(ship)).length,
      0,
    );
  return {
    over: state.phase === 'over',
    winners: state.winner === null ? [] : [state.winner],
    score: { A: lost('B'), B: lost('A') },
    scoring: 'Matrix 13 points of the enemy ships put out of action',
    measures: { 'enemy ships out of action': { A: outOfAction('B'), B: outOfAction('A') } },
  };
}
