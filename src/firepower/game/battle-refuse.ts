import type { Refusal } from '../../game/game.js';
import { refusal as no } from '../../game/game-helpers.js';
import { maxTurnDegreesParsed } from '../movement.js';
import { lookupRangesParsed } from '../range-band.js';
import { resolveFirepowerRules } from '../rules.js';
import type { Ship } from '../schemas/ship.js';
import type { BattleAction } from './battle-actions.js';
import { BATTLE_DISTANCES } from './battle-distances.js';
import { type Found, findShip, findSquadron, findStand, fleetFlagship, fleetOf, inAction } from './battle-find.js';
import { armamentOf, courseEntryOf, shipTurnFor, standTurnFor } from './battle-records.js';
import { BATTLE_ENDINGS, type BattleSide, type BattleState, rulesOf } from './battle-state.js';
import { hiddenSubmarines } from './battle-view.js';
import { moveAllowanceInches } from './move-allowance.js';

const SEQUENCE = 'Game Sequence';

/** The acting player's own ship named in the action, or the refusal. */
function ownShip(state: BattleState, action: { side: BattleSide; ship: string }): Found | Refusal {
  const found = findShip(state, action.ship);
  if (found === undefined || found.side !== action.side) {
    return no(SEQUENCE, `player ${action.side} has no ship named ${action.ship}`, 'ship');
  }
  if (!inAction(found.ship)) return no('Damage', `${action.ship} is ${found.ship.status} and cannot act`, 'ship');
  if (state.offTable.includes(found.squadron.name)) {
    return no('Break Off', `${action.ship}'s squadron has left the table`, 'ship');
  }
  return found;
}

/**
 * An enemy ship in action named as a target, or the refusal. An enemy submarine that is
 * submerged and not revealed is answered as a name that does not exist: a refusal never
 * tells a player which enemy models are real (Submarines). A contact's anonymous id is
 * refused under Submarines, in the same words whether the model behind it is a real
 * submarine or a false one: only a DD or DE's depth charge engages a submerged model.
 */
function enemyTarget(state: BattleState, side: BattleSide, name: string, path = 'target'): Found | Refusal {
  const contact = state.contacts.find((c) => c.id === name);
  if (contact !== undefined) {
    return contact.side === side
      ? no(SEQUENCE, `${name} is one of player ${side}'s own models`, path)
      : no('Submarines', `${name} is a submerged contact: only a DD or DE's depth charge engages it`, path);
  }
  const found = findShip(state, name);
  // Only a submerged enemy submarine can be hidden: the set is built only for one.
  const hidden = found !== undefined && found.side !== side && found.ship.class === 'SM' && found.ship.submerged;
  if (found === undefined || (hidden && hiddenSubmarines(state, side).has(name))) {
    return no(SEQUENCE, `player ${side} sees no ship named ${name}`, path);
  }
  if (found.side === side) return no(SEQUENCE, `${name} is one of player ${side}'s own ships`, path);
  if (!inAction(found.ship)) return no('Damage', `${name} is ${found.ship.status}`, path);
  if (state.offTable.includes(found.squadron.name)) return no('Break Off', `${name} has left the table`, path);
  return found;
}

/** Whether `value` is a refusal rather than what was found. Internal. */
export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'reason' in value;
}

/** Segment C is for ships on their own initiative, D for ships under control (Game Sequence). Internal. */
export function segmentFor(state: BattleState, ship: Ship): Refusal | null {
  if (state.segment === 'C' && !ship.ownInitiative) {
    return no(SEQUENCE, `${ship.name} is under control: it acts in segment D, not C`, 'ship');
  }
  if (state.segment === 'D' && ship.ownInitiative) {
    return no(SEQUENCE, `${ship.name} acts on its own initiative: it acts in segment C, not D`, 'ship');
  }
  if (state.segment !== 'C' && state.segment !== 'D') {
    return no(SEQUENCE, `ships move and fire in segments C and D; this is segment ${state.segment}`);
  }
  return null;
}

/** Whether `ship` has used `what` (a battery, `torpedo` or `depth-charge`) this player turn. Internal. */
export function firedAlready(state: BattleState, ship: string, what: string): boolean {
  return (shipTurnFor(state, ship)?.fired ?? []).includes(what as 'main');
}

/** Use of Radar and Flares: at night a ship fires (guns or torpedoes) only with its own fleet's radar or flares, or as Japanese. Internal. */
export function nightFire(state: BattleState, firer: Found): Refusal | null {
  if (state.conditions.timeOfDay !== 'night') return null;
  const aids = firer.fleet.nightAids;
  if (aids.radar || aids.flares || firer.squadron.nationality === 'Japanese') return null;
  return no(
    'Use of Radar and Flares',
    "firing at night needs the fleet's own radar or flares, or Japanese ships",
    'ship',
  );
}

/** The acting player's own ship, in its segment, with power for its armament (special effect 4), or the refusal. Internal. */
export function armedShip(state: BattleState, action: { side: BattleSide; ship: string }): Found | Refusal {
  const firer = ownShip(state, action);
  if (isRefusal(firer)) return firer;
  const segment = segmentFor(state, firer.ship);
  if (segment !== null) return segment;
  if (firer.ship.damage.specialEffects.includes(4)) {
    return no('Special effects', `${action.ship} has lost power (special effect 4): no armament`, 'ship');
  }
  return firer;
}

function refuseGunnery(state: BattleState, action: Extract<BattleAction, { type: 'fire-gunnery' }>): Refusal | null {
  const firer = armedShip(state, action);
  if (isRefusal(firer)) return firer;
  if (firer.ship.class === 'SM') {
    return no('Submarines', `${action.ship} is a submarine: it attacks with torpedoes (launch-torpedo)`, 'ship');
  }
  const battery = armamentOf(state, firer.ship)[action.battery];
  if (battery === null) return no('Matrix 1', `${action.ship} has no ${action.battery} battery now`, 'battery');
  if (battery === 'T') return no('Matrix 1', `${action.ship}'s battery is torpedoes: use launch-torpedo`, 'battery');
  if (firedAlready(state, action.ship, action.battery)) {
    return no('Matrix 8', `${action.ship}'s ${action.battery} battery has fired this turn`, 'battery');
  }
  const target = enemyTarget(state, action.side, action.target);
  if (isRefusal(target)) return target;
  if (target.ship.class === 'MTB' && (target.ship.profile?.armour ?? null) === null) {
    return no(
      'Matrix 1',
      `Matrix 1 prints no armour for an MTB: give ${action.target} a profile with its armour class at set-up`,
      'target',
    );
  }
  if (action.targetSilhouetted && state.conditions.timeOfDay !== 'dusk' && state.conditions.timeOfDay !== 'dawn') {
    return no('Matrix 8', 'a ship is silhouetted against the sun only at dusk or dawn', 'targetSilhouetted');
  }
  // A submerged target and a distance beyond Matrix 7's long range are refused by
  // resolveGunnery itself, before any die; check's dry run answers them.
  return nightFire(state, firer);
}

function refuseMove(state: BattleState, action: Extract<BattleAction, { type: 'move' }>): Refusal | null {
  const found = ownShip(state, action);
  if (isRefusal(found)) return found;
  const segment = segmentFor(state, found.ship);
  if (segment !== null) return segment;
  if (found.squadron.brokenOff)
    return no('Break Off', `${action.ship}'s squadron has broken off: it moves in segment B`);
  const turn = shipTurnFor(state, action.ship);
  if (turn?.movedInches !== undefined) return no(SEQUENCE, `${action.ship} has moved this turn`, 'ship');
  if ((turn?.fired ?? []).length > 0) return no(SEQUENCE, `${action.ship} has fired: a ship moves, then fires`, 'ship');
  if (found.ship.damage.propulsionLost && action.distanceInches > 0) {
    return no('BLUE die', `${action.ship} has lost all propulsion and cannot move`, 'distanceInches');
  }
  const allowance = moveAllowanceInches(state, found.ship);
  if (action.distanceInches > allowance) {
    return no(
      'Matrix 5',
      `${action.ship} may move at most ${allowance}" this turn; asked ${action.distanceInches}"`,
      'distanceInches',
    );
  }
  const turnLimit = maxTurnDegreesParsed(found.ship.class, rulesOf(state));
  if (action.turnDegrees > turnLimit) {
    return no(SEQUENCE, `${action.ship} may turn at most ${turnLimit}\u00b0 in its move`, 'turnDegrees');
  }
  return heldCourse(state, action, turnLimit);
}

/** Matrix 4: a ship drawn to a maximum turn makes it (that way) in its next move, then keeps straight ahead. */
function heldCourse(
  state: BattleState,
  action: Extract<BattleAction, { type: 'move' }>,
  turnLimit: number,
): Refusal | null {
  const held = courseEntryOf(state, action.ship);
  if (held === undefined || (held.course !== 'turn-port' && held.course !== 'turn-starboard')) return null;
  const way = held.course === 'turn-port' ? 'port' : 'starboard';
  if (held.turned) {
    return action.turnDegrees === 0
      ? null
      : no(
          'Matrix 4',
          `${action.ship} keeps straight ahead after its maximum turn until control is restored`,
          'turnDegrees',
        );
  }
  if (action.turnDegrees !== turnLimit || action.turnDirection !== way) {
    return no('Matrix 4', `${action.ship} must make a maximum turn (${turnLimit}\u00b0) to ${way}`, 'turnDegrees');
  }
  return null;
}

function refuseTorpedo(state: BattleState, action: Extract<BattleAction, { type: 'launch-torpedo' }>): Refusal | null {
  const firer = armedShip(state, action);
  if (isRefusal(firer)) return firer;
  if (armamentOf(state, firer.ship).main !== 'T') {
    return no('Matrix 1', `${action.ship} carries no torpedo battery (T)`, 'ship');
  }
  if (firedAlready(state, action.ship, 'torpedo')) return no('Torpedoes', `${action.ship} has launched this turn`);
  const target = enemyTarget(state, action.side, action.target);
  if (isRefusal(target)) return target;
  if (firer.ship.class === 'SM' && target.ship.class === 'SM') {
    return no('Submarines', 'submarines engage surface targets only', 'target');
  }
  if (target.ship.class === 'SM' && target.ship.submerged) {
    return no('Submarines', 'only DD and DE may engage a submerged submarine, by depth charge', 'target');
  }
  if ((action.torpedo ?? state.conditions.period) === 'long-lance' && firer.squadron.nationality !== 'Japanese') {
    return no('Matrix 11', 'the Long Lance is a Japanese torpedo', 'torpedo');
  }
  const ranges = lookupRangesParsed(
    { battery: 'T', period: state.conditions.period, scale: state.conditions.scale },
    rulesOf(state),
  );
  if (action.distanceInches > ranges.long) {
    return no(
      'Matrix 7',
      `torpedoes reach ${ranges.long}" at most (row T); the target is ${action.distanceInches}" away`,
      'distanceInches',
    );
  }
  return nightFire(state, firer);
}

function refuseDepthCharge(
  state: BattleState,
  action: Extract<BattleAction, { type: 'depth-charge' }>,
): Refusal | null {
  const found = ownShip(state, action);
  if (isRefusal(found)) return found;
  const segment = segmentFor(state, found.ship);
  if (segment !== null) return segment;
  if (found.ship.class !== 'DD' && found.ship.class !== 'DE') {
    return no('Submarines', 'only DD and DE class ships may attack submarines', 'ship');
  }
  if (firedAlready(state, action.ship, 'depth-charge')) {
    return no('Submarines', `${action.ship} has attacked with depth charges this turn`);
  }
  const contact = state.contacts.find((c) => c.id === action.target);
  if (contact === undefined) {
    const target = enemyTarget(state, action.side, action.target);
    if (isRefusal(target)) return target;
    if (target.ship.class !== 'SM') return no('Submarines', `${action.target} is not a submarine`, 'target');
  } else if (contact.side === action.side) {
    return no(SEQUENCE, `${action.target} is one of player ${action.side}'s own models`, 'target');
  }
  const limit = resolveFirepowerRules(rulesOf(state)).submarines.attackRangeInches;
  if (action.distanceInches > limit) {
    return no('Submarines', `a depth charge attack needs the ship within ${limit}" of the submarine`, 'distanceInches');
  }
  return null;
}

const AIR = 'Aeroplane Actions';

/** A stand of the acting player on table that has not yet fought this turn, or the refusal. */
function ownStand(state: BattleState, side: string, name: string, fresh: boolean): Refusal | null {
  const found = findStand(state, name);
  if (found === undefined || found.side !== side)
    return no(AIR, `${name} is not one of player ${side}'s aircraft stands`, 'stand');
  if (found.stand.status !== 'on-table') return no(AIR, `${name} is ${found.stand.status}, not on table`, 'stand');
  if (fresh && standTurnFor(state, name)?.engaged === true) return no(AIR, `${name} has fought this turn`, 'stand');
  return null;
}

function refuseAircraft(
  state: BattleState,
  action: Extract<BattleAction, { type: 'wave-arrival' | 'move-aircraft' | 'air-combat' | 'air-attack' }>,
): Refusal | null {
  if (state.conditions.timeOfDay === 'night') return no(AIR, 'no aircraft actions can occur at night');
  if (state.segment !== 'C' && state.segment !== 'D') return no(AIR, 'aircraft act in segments C and D');
  const engage = BATTLE_DISTANCES.aircraftEngageInches;
  switch (action.type) {
    case 'wave-arrival': {
      const fleet = state.fleets.find((f) => f.side === action.side);
      if (!fleet?.aircraft.some((s) => s.wave === action.wave && s.status === 'waiting')) {
        return no(AIR, `player ${action.side} has no wave ${action.wave} waiting`, 'wave');
      }
      if (state.wavesThrown.includes(action.wave)) return no(AIR, `wave ${action.wave} has thrown this turn`, 'wave');
      return null;
    }
    case 'move-aircraft': {
      const own = ownStand(state, action.side, action.stand, false);
      if (own !== null) return own;
      const limit = BATTLE_DISTANCES.aircraftMoveInches * (state.conditions.scale === 'large' ? 2 : 1);
      const moved = standTurnFor(state, action.stand)?.movedInches ?? 0;
      if (moved + action.distanceInches > limit) {
        return no(AIR, `${action.stand} flies at most ${limit}" a turn; ${moved}" flown already`, 'distanceInches');
      }
      return null;
    }
    case 'air-combat': {
      const own = ownStand(state, action.side, action.stand, true);
      if (own !== null) return own;
      const enemy = findStand(state, action.enemy);
      if (enemy === undefined || enemy.side === action.side || enemy.stand.status !== 'on-table') {
        return no(AIR, `${action.enemy} is not an enemy stand on table`, 'enemy');
      }
      if (action.distanceInches > engage) return no(AIR, `stands engage within ${engage}"`, 'distanceInches');
      return null;
    }
    case 'air-attack': {
      const own = ownStand(state, action.side, action.stand, true);
      if (own !== null) return own;
      if (findStand(state, action.stand)?.stand.class === 'AS') {
        return no('Matrix 12', 'AS stands fight aircraft; Matrix 12 gives them no score against ships', 'stand');
      }
      const target = enemyTarget(state, action.side, action.target);
      if (isRefusal(target)) return target;
      if (target.ship.class === 'SM' && target.ship.submerged) {
        return no('Submarines', 'only DD and DE may engage a submerged submarine, by depth charge', 'target');
      }
      if (action.distanceInches > engage) {
        return no(AIR, `attacking stands are placed within ${engage}" of their target`, 'distanceInches');
      }
      return null;
    }
  }
}

/** Why the rules refuse `action` in `state` now, or null. Internal. */
export function refuseAction(state: BattleState, action: BattleAction): Refusal | null {
  if (state.phase === 'over') {
    return no(
      BATTLE_ENDINGS[state.endedBy ?? 'victory'],
      state.winner === null ? 'the battle is over, undecided' : `the battle is over: player ${state.winner} won`,
    );
  }
  if (action.type === 'concede') return null;
  if (state.pending.length > 0) {
    const due = state.pending[0];
    if (action.type !== 'test-break-off' || !state.pending.some((p) => p.squadron === action.squadron)) {
      return no('Break Off', `${due?.squadron}'s break-off test is due first (test-break-off)`);
    }
    const pending = state.pending.find((p) => p.squadron === action.squadron);
    if (pending?.side !== action.side) return no('Break Off', `player ${pending?.side} throws this test`, 'side');
    const brokenOff = fleetOf(state, action.side).squadrons.filter(
      (s) => s.brokenOff && s.name !== action.squadron && !state.offTable.includes(s.name),
    ).length;
    if (action.friendlyBrokenOffWithin90cm > brokenOff) {
      return no(
        'Matrix 3',
        `player ${action.side} has ${brokenOff} broken-off squadron(s) on the table; ${action.friendlyBrokenOffWithin90cm} claimed within 90 cm`,
        'friendlyBrokenOffWithin90cm',
      );
    }
    return null;
  }
  switch (action.type) {
    case 'roll-conditions':
      if (state.phase !== 'setup' || state.conditionsKnown) return no('Matrix 6', 'the conditions are already known');
      return null;
    case 'roll-first-turn':
      if (state.phase !== 'setup') return no(SEQUENCE, 'who moves first has been decided');
      if (!state.conditionsKnown) return no('Battle Area Conditions', 'dice the conditions first (roll-conditions)');
      return null;
    case 'choose-first-turn':
      if (state.phase !== 'first-turn') return no(SEQUENCE, 'there is no first turn to choose now');
      if (state.firstTurnChooser !== action.side) {
        return no(SEQUENCE, `player ${state.firstTurnChooser} won the roll and chooses`, 'side');
      }
      return null;
    case 'test-break-off':
      return no('Break Off', `${action.squadron} has no break-off test due`, 'squadron');
    default:
      break;
  }
  if (state.phase !== 'playing') return no(SEQUENCE, 'the battle has not begun: decide who moves first');
  if (action.side !== state.active) return no(SEQUENCE, `it is player ${state.active}'s turn`, 'side');
  switch (action.type) {
    case 'change-order': {
      if (state.segment !== 'A') return no('Changing Orders', 'orders change in segment A');
      if (state.orderChanged) return no('Changing Orders', 'only one order can be changed per turn');
      if (fleetFlagship(state, action.side) === undefined) {
        return no('Changing Orders', 'only the fleet flagship changes orders, and it is out of action');
      }
      const found = findSquadron(state, action.squadron);
      if (found === undefined || found.fleet.side !== action.side) {
        return no('Changing Orders', `${action.squadron} is not one of player ${action.side}'s squadrons`, 'squadron');
      }
      const changes = (action.movementOrder === undefined ? 0 : 1) + (action.formationOrder === undefined ? 0 : 1);
      if (changes !== 1) return no('Changing Orders', 'give exactly one order: a movement or a formation order');
      if (found.squadron.brokenOff) return no('Break Off', `${action.squadron} has broken off`, 'squadron');
      if (
        action.movementOrder === found.squadron.movementOrder ||
        action.formationOrder === found.squadron.formationOrder
      ) {
        return no('Changing Orders', `${action.squadron} already has that order`);
      }
      return null;
    }
    case 'test-control': {
      if (state.segment !== 'A') return no('Matrix 2', 'control is tested in segment A');
      const found = findSquadron(state, action.squadron);
      if (found === undefined || found.fleet.side !== action.side) {
        return no('Matrix 2', `${action.squadron} is not one of player ${action.side}'s squadrons`, 'squadron');
      }
      if (found.squadron.hasFleetFlagship) return no('Matrix 2', 'the fleet flagship\u2019s squadron does not test');
      if (state.controlTested.includes(action.squadron)) return no('Matrix 2', 'a squadron tests once per turn');
      if (found.squadron.brokenOff) return no('Break Off', `${action.squadron} has broken off`, 'squadron');
      if (!found.squadron.ships.some(inAction)) return no('Matrix 2', `${action.squadron} has no ship in action`);
      return null;
    }
    case 'break-off-move': {
      if (state.segment !== 'B') return no('Break Off', 'break-off moves are made in segment B');
      const found = findSquadron(state, action.squadron);
      if (found === undefined || found.fleet.side !== action.side || !found.squadron.brokenOff) {
        return no('Break Off', `${action.squadron} is not a broken-off squadron of player ${action.side}`, 'squadron');
      }
      if (state.offTable.includes(action.squadron)) return no('Break Off', `${action.squadron} has left the table`);
      if (state.breakOffMoved.includes(action.squadron)) return no('Break Off', `${action.squadron} has moved`);
      return null;
    }
    case 'move':
      return refuseMove(state, action);
    case 'surface': {
      const found = ownShip(state, action);
      if (isRefusal(found)) return found;
      if (found.ship.class !== 'SM' || !found.ship.submerged) {
        return no('Submarines', `${action.ship} is not a submerged submarine`, 'ship');
      }
      return segmentFor(state, found.ship);
    }
    case 'fire-gunnery':
      return refuseGunnery(state, action);
    case 'depth-charge':
      return refuseDepthCharge(state, action);
    case 'launch-torpedo':
      return refuseTorpedo(state, action);
    case 'move-torpedo':
    case 'torpedo-contact': {
      // Markers move with the ships, in the movement segments (as pending offers them).
      if (state.segment !== 'C' && state.segment !== 'D') {
        return no(SEQUENCE, `torpedo markers move in segments C and D; this is segment ${state.segment}`);
      }
      const marker = state.torpedoes.find((t) => t.id === action.marker);
      if (marker === undefined || marker.side !== action.side) {
        return no('Torpedoes', `${action.marker} is not one of player ${action.side}'s torpedo markers`, 'marker');
      }
      if (action.type === 'move-torpedo' && marker.movedThisTurn + action.distanceInches > marker.speedInches) {
        return no('Torpedoes', `${action.marker} moves at most ${marker.speedInches}" a turn`, 'distanceInches');
      }
      if (action.type === 'torpedo-contact') {
        if (marker.toTargetInches > 0) {
          return no(
            'Torpedoes',
            `${action.marker} is still ${marker.toTargetInches}" from ${marker.target}: contact comes when the moved marker reaches it`,
            'marker',
          );
        }
        const target = enemyTarget(state, action.side, marker.target, 'marker');
        if (isRefusal(target)) return target;
      }
      return null;
    }
    case 'wave-arrival':
    case 'move-aircraft':
    case 'air-combat':
    case 'air-attack':
      return refuseAircraft(state, action);
    case 'end-segment':
      if (state.segment === 'A') {
        const untested = state.fleets
          .find((f) => f.side === action.side)
          ?.squadrons.find(
            (s) =>
              !s.hasFleetFlagship && !s.brokenOff && s.ships.some(inAction) && !state.controlTested.includes(s.name),
          );
        if (untested !== undefined) {
          return no('Matrix 2', `${untested.name} has not yet thrown to remain under control this turn`);
        }
      }
      if (state.segment === 'B') {
        const unmoved = state.fleets
          .find((f) => f.side === action.side)
          ?.squadrons.find(
            (s) => s.brokenOff && !state.offTable.includes(s.name) && !state.breakOffMoved.includes(s.name),
          );
        if (unmoved !== undefined) return no('Break Off', `${unmoved.name} has not made its break-off move`);
      }
      return null;
    default:
      return null;
  }
}
