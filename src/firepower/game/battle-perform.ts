import { keysInOrder } from '../../core/keys-in-order.js';
import type { Dice } from '../../dice/dice.js';
import type { GameEvent } from '../../game/game.js';
import { gameEvent as event, onlyFor } from '../../game/game-helpers.js';
import { resolveAirToAir } from '../air-to-air.js';
import { resolveAirToShip } from '../air-to-ship.js';
import { resolveWaveArrival } from '../aircraft-arrival.js';
import { aaDice, resolveAntiAircraft } from '../anti-aircraft.js';
import { lostPower } from '../apply-damage.js';
import { resolveBattleConditions } from '../battle-conditions.js';
import { breakOffCounts, breakOffTestOf, triggersFor } from '../break-off-test.js';
import { controlInputOf, controlTestOf, shipDamaged } from '../control-test.js';
import { applyDepthCharge, resolveDepthCharge } from '../depth-charge.js';
import { resolveFirstTurn } from '../first-turn.js';
import { gunneryFromShot } from '../gunnery.js';
import { prepareShot } from '../gunnery-to-hit.js';
import { resolveOwnInitiative, resolveSquadronInitiative } from '../own-initiative.js';
import { resolveFirepowerRules } from '../rules.js';
import type { AircraftStand } from '../schemas/aircraft.js';
import { battleConditionsSchema } from '../schemas/conditions.js';
import type { LadderClass } from '../schemas/enums.js';
import type { Ship } from '../schemas/ship.js';
import type { Squadron } from '../schemas/squadron.js';
import { resolveSunEdge } from '../sun-edge.js';
import type { CourseOfAction } from '../tables/matrix-04-own-initiative.js';
import { resolveTorpedo } from '../torpedo.js';
import { victoryOfSides } from '../victory.js';
import type { BattleAction } from './battle-actions.js';
import { BATTLE_DISTANCES } from './battle-distances.js';
import {
  findShip,
  findSquadron,
  findStand,
  fleetFlagship,
  fleetOf,
  inAction,
  otherSide,
  replaceShip,
  squadronFlagship,
  writableFleet,
  writableShip,
  writableSquadron,
} from './battle-find.js';
import {
  aaDiceUsedBy,
  armamentOf,
  courseEntryOf,
  courseOf,
  recordShipMove,
  setAaDiceUsed,
  setCourse,
  shipTurnFor,
  shipTurnOf,
  standTurnOf,
} from './battle-records.js';
import { BATTLE_ENDINGS, type BattleSide, type BattleState, rulesOf } from './battle-state.js';
import { hiddenSubmarines } from './battle-view.js';
import { moveAllowanceInches } from './move-allowance.js';

type Act<T extends BattleAction['type']> = Extract<BattleAction, { type: T }>;

/** A new player turn: per-turn records cleared, torpedo markers of the new player ready to move. */
function startPlayerTurn(state: BattleState, side: BattleSide): void {
  state.active = side;
  state.segment = 'A';
  state.orderChanged = false;
  state.controlTested = [];
  state.breakOffMoved = [];
  state.shipTurns = [];
  state.standTurns = [];
  state.wavesThrown = [];
  state.aaDiceUsed = [];
  state.torpedoes = state.torpedoes
    .filter((marker) => {
      const target = findShip(state, marker.target);
      return target !== undefined && inAction(target.ship) && !state.offTable.includes(target.squadron.name);
    })
    .map((marker) => (marker.side === side ? { ...marker, movedThisTurn: 0 } : marker));
}

/**
 * After damage: ships newly on their own initiative get their Matrix 4 course, special
 * effect 3 starts halving the move, and the squadron tests for break-off when one of
 * Matrix 3's conditions has just arisen.
 */
function afterDamage(
  state: BattleState,
  before: Ship,
  after: Ship,
  course: CourseOfAction | null,
  dice: Dice,
  events: GameEvent[],
): void {
  replaceShip(state, after);
  const found = findShip(state, after.name);
  if (found === undefined) return;
  if (course !== null) setCourse(state, after.name, course);
  if (after.ownInitiative && courseOf(state, after.name) === undefined && inAction(after)) {
    const column = squadronFlagship(found.squadron)?.name === after.name ? 'flagship' : 'other';
    const step = resolveOwnInitiative({ column }, dice, rulesOf(state));
    setCourse(state, after.name, step.outcome);
    if (column === 'flagship') followFlagshipCourse(state, found.squadron.name, step.outcome);
    events.push(event('own-initiative', 'Matrix 4', { ship: after.name, course: step.outcome }, step));
  }
  const hadEffect3 = before.damage.specialEffects.includes(3);
  if (!hadEffect3 && after.damage.specialEffects.includes(3)) {
    state.engineHalvings = [
      ...state.engineHalvings.filter((e) => e.ship !== after.name),
      { ship: after.name, halvings: 1 },
    ];
  }
  checkWipedOut(state, events);
  const now = findShip(state, after.name) ?? found;
  if (state.phase !== 'over') checkBreakOff(state, now.squadron, now.side, events);
}

/**
 * Matrix 4: a flagship's results 1–4 change its squadron's movement order, to Intercept or
 * to disengage (the Break-Off order of page 7, which the squadron then follows without
 * having broken off under Matrix 3).
 */
function followFlagshipCourse(state: BattleState, squadron: string, course: CourseOfAction): void {
  if (course === 'intercept') (writableSquadron(state, squadron) as Squadron).movementOrder = 'intercept';
  if (course === 'disengage') (writableSquadron(state, squadron) as Squadron).movementOrder = 'break-off';
}

/** Ends the battle: `winner` (null when undecided) and how. */
function endBattle(
  state: BattleState,
  winner: BattleSide | null,
  endedBy: NonNullable<BattleState['endedBy']>,
  events: GameEvent[],
): void {
  state.winner = winner;
  state.phase = 'over';
  state.endedBy = endedBy;
  events.push(
    event('battle-over', BATTLE_ENDINGS[endedBy], {
      winner,
      loser: winner === null ? null : otherSide(winner),
      endedBy,
    }),
  );
}

/** A side with no ship left in action on the table has lost (the library's reading: the text's only victory condition is half the squadrons broken off). */
function checkWipedOut(state: BattleState, events: GameEvent[]): void {
  if (state.phase === 'over') return;
  for (const fleet of state.fleets) {
    const acting = fleet.squadrons.some((s) => !state.offTable.includes(s.name) && s.ships.some(inAction));
    if (!acting) {
      endBattle(state, otherSide(fleet.side), 'no-ships', events);
      return;
    }
  }
}

function checkBreakOff(state: BattleState, squadron: Squadron, side: BattleSide, events: GameEvent[]): void {
  if (squadron.brokenOff || state.offTable.includes(squadron.name)) return;
  const rules = resolveFirepowerRules(rulesOf(state));
  const triggers = triggersFor(breakOffCounts(squadron, 0, rules), rules.tables.breakOff);
  for (const condition of ['batteryLoss', 'destroyed'] as const) {
    const key = `${squadron.name}:${condition}`;
    if (triggers[condition] && !state.breakOffTested.includes(key)) {
      state.breakOffTested.push(key);
      if (!state.pending.some((p) => p.squadron === squadron.name)) {
        state.pending.push({ squadron: squadron.name, side });
        events.push(event('break-off-test-due', 'Break Off', { squadron: squadron.name, condition }));
      }
    }
  }
}

function controlSituation(state: BattleState, side: BattleSide, situation: Act<'test-control'>['situation']) {
  const flagship = fleetFlagship(state, side);
  return { ...situation, fleetFlagshipDamaged: flagship === undefined || shipDamaged(flagship) };
}

function testControl(state: BattleState, action: Act<'test-control'>, dice: Dice, events: GameEvent[]): void {
  const { squadron } = findSquadron(state, action.squadron) as { squadron: Squadron };
  state.controlTested.push(squadron.name);
  const step = controlTestOf(
    controlInputOf(squadron, state.conditions, controlSituation(state, action.side, action.situation), shipDamaged),
    dice,
    resolveFirepowerRules(rulesOf(state)),
  );
  events.push(event('control-test', 'Matrix 2', { squadron: squadron.name, outcome: step.outcome }, step));
  const acting = squadron.ships.filter(inAction);
  if (step.outcome === 'in-control') {
    (writableSquadron(state, squadron.name) as Squadron).underControl = true;
    for (const ship of acting) {
      if (!ship.ownInitiativeForGame) {
        (writableShip(state, ship.name) as Ship).ownInitiative = false;
        setCourse(state, ship.name, null);
      }
    }
    return;
  }
  (writableSquadron(state, squadron.name) as Squadron).underControl = false;
  const flagship = squadronFlagship(squadron);
  // Submarines the enemy has not seen throw apart, their throws told to their owner only:
  // the enemy's event lists the ships it sees (Submarines: real and false models alike).
  const unseen = hiddenSubmarines(state, otherSide(action.side));
  const others = acting.filter((s) => s !== flagship);
  const shown = others.filter((s) => !unseen.has(s.name));
  const initiative = resolveSquadronInitiative({ otherShips: shown.length }, dice, rulesOf(state));
  const thrown = event('own-initiative', 'Matrix 4', { squadron: squadron.name, ...initiative.outcome }, initiative);
  events.push(flagship !== undefined && unseen.has(flagship.name) ? onlyFor(thrown, action.side) : thrown);
  if (flagship !== undefined) {
    (writableShip(state, flagship.name) as Ship).ownInitiative = true;
    setCourse(state, flagship.name, initiative.outcome.flagship);
    followFlagshipCourse(state, squadron.name, initiative.outcome.flagship);
  }
  shown.forEach((ship, index) => {
    (writableShip(state, ship.name) as Ship).ownInitiative = true;
    setCourse(state, ship.name, initiative.outcome.others[index] ?? 'as-player-wishes');
  });
  for (const ship of others.filter((s) => unseen.has(s.name))) {
    const step = resolveOwnInitiative({ column: 'other' }, dice, rulesOf(state));
    events.push(
      onlyFor(event('own-initiative', 'Matrix 4', { ship: ship.name, course: step.outcome }, step), action.side),
    );
    (writableShip(state, ship.name) as Ship).ownInitiative = true;
    setCourse(state, ship.name, step.outcome);
  }
}

function changeOrder(state: BattleState, action: Act<'change-order'>, dice: Dice, events: GameEvent[]): void {
  const { squadron } = findSquadron(state, action.squadron) as { squadron: Squadron };
  state.orderChanged = true;
  const step = controlTestOf(
    controlInputOf(
      squadron,
      state.conditions,
      { ...controlSituation(state, action.side, action.situation), purpose: 'change-order' },
      shipDamaged,
    ),
    dice,
    resolveFirepowerRules(rulesOf(state)),
  );
  const changed = step.outcome === 'order-changed' ? (writableSquadron(state, squadron.name) as Squadron) : squadron;
  if (step.outcome === 'order-changed') {
    if (action.movementOrder !== undefined) changed.movementOrder = action.movementOrder;
    if (action.formationOrder !== undefined) changed.formationOrder = action.formationOrder;
  }
  events.push(
    event(
      'order-change',
      'Changing Orders',
      {
        squadron: squadron.name,
        outcome: step.outcome,
        movementOrder: changed.movementOrder,
        formationOrder: changed.formationOrder,
      },
      step,
    ),
  );
}

function testBreakOff(state: BattleState, action: Act<'test-break-off'>, dice: Dice, events: GameEvent[]): void {
  const { squadron } = findSquadron(state, action.squadron) as { squadron: Squadron };
  state.pending = state.pending.filter((p) => p.squadron !== action.squadron);
  const rules = resolveFirepowerRules(rulesOf(state));
  const step = breakOffTestOf(breakOffCounts(squadron, action.friendlyBrokenOffWithin90cm, rules), dice, rules);
  events.push(event('break-off-test', 'Matrix 3', { squadron: squadron.name, outcome: step.outcome }, step));
  if (step.outcome !== 'breaks-off') return;
  const broken = writableSquadron(state, squadron.name) as Squadron;
  broken.brokenOff = true;
  broken.movementOrder = 'break-off';
  broken.ships = broken.ships.map((ship) => ({ ...ship, brokenOff: true }));
  const result = victoryOfSides(
    [
      ['A', state.fleets[0]?.squadrons ?? []],
      ['B', state.fleets[1]?.squadrons ?? []],
    ],
    rules,
  );
  const loser = result.losers[0] as BattleSide | undefined;
  if (loser !== undefined) {
    const winner = otherSide(loser);
    events.push(event('victory', 'Victory Conditions', { winner, loser }));
    endBattle(state, winner, 'victory', events);
  }
}

function fireGunnery(state: BattleState, action: Act<'fire-gunnery'>, dice: Dice, events: GameEvent[]): void {
  const firer = findShip(state, action.ship);
  const target = findShip(state, action.target);
  if (firer === undefined || target === undefined) return;
  const battery = armamentOf(state, firer.ship)[action.battery];
  if (battery === null || battery === 'T') return;
  const moved = shipTurnFor(state, action.ship)?.movedInches ?? 0;
  // The ships, the conditions and the action are the battle's own, validated with its state
  // and the action: the shot is prepared from them as they are, not parsed again.
  const rules = rulesOf(state);
  const shot = prepareShot(
    {
      battery: battery as LadderClass,
      target: target.ship,
      distanceInches: action.distanceInches,
      firer: firer.ship,
      nationality: firer.squadron.nationality,
      conditions: { ...state.conditions, nightAids: firer.fleet.nightAids },
      targetSilhouetted: action.targetSilhouetted,
      lineAheadUnderControl:
        firer.squadron.formationOrder === 'line-ahead' && firer.squadron.underControl && !firer.ship.ownInitiative,
      targetScattering: target.squadron.formationOrder === 'scatter',
      movedMoreThanHalf: moved > moveAllowanceInches(state, firer.ship) / 2,
    },
    resolveFirepowerRules(rules),
  );
  const step = gunneryFromShot(shot, dice, rules);
  // The band resolveGunnery read from the distance (Matrix 7), as its to-hit row names it.
  const range = step.steps[0]?.row?.startsWith('long') === true ? 'long' : 'short';
  shipTurnOf(state, action.ship).fired.push(action.battery);
  replaceShip(state, { ...firer.ship, hasFired: true });
  events.push(
    event(
      'gunnery',
      'Matrix 8\u201310',
      { ship: action.ship, battery: action.battery, target: action.target, range, level: step.outcome.level },
      step,
    ),
  );
  afterDamage(state, target.ship, step.outcome.target, step.outcome.damage?.courseOfAction ?? null, dice, events);
}

function launchTorpedo(state: BattleState, action: Act<'launch-torpedo'>, events: GameEvent[]): void {
  const firer = findShip(state, action.ship);
  if (firer === undefined) return;
  const torpedo = action.torpedo ?? state.conditions.period;
  state.torpedoesLaunched += 1;
  const id = `T${state.torpedoesLaunched}`;
  state.torpedoes.push({
    id,
    side: action.side,
    firer: action.ship,
    target: action.target,
    torpedo,
    speedInches: torpedo === 'long-lance' ? BATTLE_DISTANCES.longLanceInches : BATTLE_DISTANCES.torpedoInches,
    movedThisTurn: 0,
    toTargetInches: action.distanceInches,
  });
  shipTurnOf(state, action.ship).fired.push('torpedo');
  replaceShip(state, { ...firer.ship, hasFired: true });
  reveal(state, firer.ship, events);
  events.push(
    event('torpedo-launched', 'Torpedoes', { marker: id, ship: action.ship, target: action.target, torpedo }),
  );
}

/** A real submarine is revealed (it surfaced, fired or was engaged): its contact is gone, its name known. */
function reveal(state: BattleState, ship: Ship, events: GameEvent[]): void {
  if (ship.class !== 'SM' || state.revealed.includes(ship.name)) return;
  state.revealed.push(ship.name);
  const contact = state.contacts.find((c) => c.model === ship.name);
  state.contacts = state.contacts.filter((c) => c !== contact);
  events.push(event('submarine-revealed', 'Submarines', { ship: ship.name, contact: contact?.id ?? null }));
}

function torpedoContact(state: BattleState, action: Act<'torpedo-contact'>, dice: Dice, events: GameEvent[]): void {
  const marker = state.torpedoes.find((t) => t.id === action.marker);
  if (marker === undefined) return;
  const target = findShip(state, marker.target);
  const firer = findShip(state, marker.firer);
  if (target === undefined) return;
  state.torpedoes = state.torpedoes.filter((t) => t.id !== marker.id);
  // A torpedo in the water runs on whatever has become of its firer since (Torpedoes): a
  // firer sunk or powerless no longer counts as firing; its nationality still does.
  const firing = firer !== undefined && inAction(firer.ship) && !lostPower(firer.ship);
  const step = resolveTorpedo(
    {
      target: target.ship,
      torpedo: marker.torpedo,
      ...(firer === undefined ? {} : { nationality: firer.squadron.nationality }),
      ...(firing ? { firer: firer.ship } : {}),
      conditions: { ...state.conditions, nightAids: fleetOf(state, marker.side).nightAids },
    },
    dice,
    rulesOf(state),
  );
  events.push(
    event('torpedo', 'Torpedoes', { marker: marker.id, target: marker.target, level: step.outcome.level }, step),
  );
  afterDamage(state, target.ship, step.outcome.target, step.outcome.damage?.courseOfAction ?? null, dice, events);
}

function depthCharge(state: BattleState, action: Act<'depth-charge'>, dice: Dice, events: GameEvent[]): void {
  const attacker = findShip(state, action.ship);
  if (attacker === undefined) return;
  shipTurnOf(state, action.ship).fired.push('depth-charge');
  const contact = state.contacts.find((c) => c.id === action.target);
  const model = state.falseModels.find((m) => m.id === contact?.model);
  if (contact !== undefined && model !== undefined) {
    const step = resolveDepthCharge(
      { attacker: attacker.ship.class, distanceInches: action.distanceInches, falseTarget: true },
      dice,
      rulesOf(state),
    );
    state.falseModels = state.falseModels.filter((m) => m !== model);
    state.contacts = state.contacts.filter((c) => c !== contact);
    events.push(
      event('depth-charge', 'Submarines', { ship: action.ship, target: contact.id, outcome: step.outcome }, step),
    );
    return;
  }
  const target = findShip(state, contact?.model ?? action.target);
  if (target === undefined) return;
  const step = resolveDepthCharge(
    {
      attacker: attacker.ship.class,
      distanceInches: action.distanceInches,
      damaged: target.ship.damage.submarineDamaged,
    },
    dice,
    rulesOf(state),
  );
  events.push(
    event('depth-charge', 'Submarines', { ship: action.ship, target: action.target, outcome: step.outcome }, step),
  );
  reveal(state, target.ship, events);
  if (step.outcome === 'false-contact' || step.outcome === 'no-effect') return;
  afterDamage(state, target.ship, applyDepthCharge(target.ship, step.outcome), null, dice, events);
}

function replaceStand(state: BattleState, next: AircraftStand): void {
  for (const [f, fleet] of state.fleets.entries()) {
    const index = fleet.aircraft.findIndex((s) => s.name === next.name);
    if (index < 0) continue;
    const owned = writableFleet(state, f);
    const aircraft = [...owned.aircraft];
    aircraft[index] = next;
    owned.aircraft = aircraft;
  }
}

function waveArrival(state: BattleState, action: Act<'wave-arrival'>, dice: Dice, events: GameEvent[]): void {
  state.wavesThrown.push(action.wave);
  const step = resolveWaveArrival({ conditions: state.conditions }, dice);
  const index = state.fleets.findIndex((f) => f.side === action.side);
  if (step.outcome === 'arrives' && index >= 0) {
    const fleet = writableFleet(state, index);
    fleet.aircraft = fleet.aircraft.map((s) =>
      s.wave === action.wave && s.status === 'waiting' ? { ...s, status: 'on-table' as const } : s,
    );
  }
  events.push(event('wave-arrival', 'Aeroplane Actions', { wave: action.wave, outcome: step.outcome }, step));
}

function airCombat(state: BattleState, action: Act<'air-combat'>, dice: Dice, events: GameEvent[]): void {
  const own = findStand(state, action.stand);
  const enemy = findStand(state, action.enemy);
  if (own === undefined || enemy === undefined) return;
  standTurnOf(state, action.stand).engaged = true;
  const step = resolveAirToAir(
    { attacker: own.stand, defender: enemy.stand, conditions: state.conditions },
    dice,
    rulesOf(state),
  );
  replaceStand(state, step.outcome.attacker);
  replaceStand(state, step.outcome.defender);
  events.push(
    event('air-combat', 'Matrix 12', { stand: action.stand, enemy: action.enemy, result: step.outcome.result }, step),
  );
}

function airAttack(state: BattleState, action: Act<'air-attack'>, dice: Dice, events: GameEvent[]): void {
  const own = findStand(state, action.stand);
  const target = findShip(state, action.target);
  if (own === undefined || target === undefined) return;
  standTurnOf(state, action.stand).engaged = true;
  const used = aaDiceUsedBy(state, action.target);
  const available = Math.max(0, aaDice(armamentOf(state, target.ship).aa) - used);
  let stand = own.stand;
  if (available > 0) {
    const aa = resolveAntiAircraft(
      { ship: target.ship, aircraft: stand, dice: available, conditions: state.conditions },
      dice,
      rulesOf(state),
    );
    setAaDiceUsed(state, action.target, used + aa.outcome.diceThrown);
    stand = aa.outcome.aircraft;
    replaceStand(state, stand);
    events.push(
      event(
        'anti-aircraft',
        'Anti-Aircraft Fire',
        { ship: action.target, stand: stand.name, status: stand.status },
        aa,
      ),
    );
    if (stand.status !== 'on-table') return;
  }
  const step = resolveAirToShip(
    { aircraft: stand, target: target.ship, conditions: state.conditions },
    dice,
    rulesOf(state),
  );
  replaceStand(state, step.outcome.aircraft);
  events.push(
    event('air-attack', 'Matrix 12', { stand: stand.name, target: action.target, level: step.outcome.level }, step),
  );
  afterDamage(state, target.ship, step.outcome.target, step.outcome.damage?.courseOfAction ?? null, dice, events);
}

function endSegment(state: BattleState, events: GameEvent[]): void {
  const next = { A: 'B', B: 'C', C: 'D' } as const;
  if (state.segment !== 'D') {
    state.segment = next[state.segment];
    events.push(event('segment', 'Game Sequence', { side: state.active, segment: state.segment }));
    return;
  }
  const side = otherSide(state.active as BattleSide);
  if (side === state.first) {
    if (state.turnLimit !== null && state.turn >= state.turnLimit) {
      endBattle(state, null, 'turn-limit', events);
      return;
    }
    state.turn += 1;
    state.engineHalvings = state.engineHalvings.map((entry) => ({ ...entry, halvings: entry.halvings + 1 }));
  }
  startPlayerTurn(state, side);
  events.push(event('turn', 'Game Sequence', { turn: state.turn, side, segment: 'A' }));
}

/** Carries out an allowed action on the game's own copy of the state. Internal. */
export function performAction(state: BattleState, action: BattleAction, dice: Dice): GameEvent[] {
  const events: GameEvent[] = [];
  switch (action.type) {
    case 'roll-conditions': {
      const conditions = resolveBattleConditions({}, dice, rulesOf(state));
      const sun = resolveSunEdge({}, dice, rulesOf(state));
      state.conditions = keysInOrder(
        { ...state.conditions, ...conditions.outcome, sunEdge: sun.outcome.score },
        Object.keys(battleConditionsSchema.shape),
      );
      state.conditionsKnown = true;
      events.push(event('conditions', 'Matrix 6', { ...conditions.outcome }, conditions));
      events.push(event('sun', 'Battle Area Conditions', { sunEdge: sun.outcome.score }, sun));
      break;
    }
    case 'roll-first-turn': {
      const step = resolveFirstTurn({ first: 'A', second: 'B' }, dice);
      const chooser = step.outcome.chooses as BattleSide | null;
      if (chooser !== null) {
        state.firstTurnChooser = chooser;
        state.phase = 'first-turn';
      }
      events.push(event('first-turn-roll', 'Game Sequence', { chooses: chooser }, step));
      break;
    }
    case 'choose-first-turn':
      state.first = action.first;
      state.phase = 'playing';
      state.turn = 1;
      startPlayerTurn(state, action.first);
      events.push(event('turn', 'Game Sequence', { turn: 1, side: action.first, segment: 'A' }));
      break;
    case 'change-order':
      changeOrder(state, action, dice, events);
      break;
    case 'test-control':
      testControl(state, action, dice, events);
      break;
    case 'test-break-off':
      testBreakOff(state, action, dice, events);
      break;
    case 'break-off-move':
      state.breakOffMoved.push(action.squadron);
      if (action.leftTable) state.offTable.push(action.squadron);
      events.push(event('break-off-move', 'Break Off', { squadron: action.squadron, leftTable: action.leftTable }));
      checkWipedOut(state, events);
      break;
    case 'concede':
      events.push(event('concession', BATTLE_ENDINGS.concession, { side: action.side }));
      endBattle(state, otherSide(action.side), 'concession', events);
      break;
    case 'move': {
      recordShipMove(state, action.ship, action.distanceInches);
      const held = courseEntryOf(state, action.ship);
      if (held !== undefined && (held.course === 'turn-port' || held.course === 'turn-starboard')) held.turned = true;
      const moved = event('move', 'Matrix 5', { ship: action.ship, distanceInches: action.distanceInches });
      // A submerged submarine not yet revealed moves unseen, like its false models.
      const hidden = hiddenSubmarines(state, otherSide(action.side)).has(action.ship);
      events.push(hidden ? onlyFor(moved, action.side) : moved);
      break;
    }
    case 'surface': {
      const found = findShip(state, action.ship);
      if (found !== undefined) {
        replaceShip(state, { ...found.ship, submerged: false });
        reveal(state, found.ship, events);
      }
      break;
    }
    case 'fire-gunnery':
      fireGunnery(state, action, dice, events);
      break;
    case 'depth-charge':
      depthCharge(state, action, dice, events);
      break;
    case 'launch-torpedo':
      launchTorpedo(state, action, events);
      break;
    case 'move-torpedo': {
      const marker = state.torpedoes.find((t) => t.id === action.marker);
      if (marker !== undefined) {
        marker.movedThisTurn += action.distanceInches;
        marker.toTargetInches = action.toTargetInches ?? Math.max(0, marker.toTargetInches - action.distanceInches);
      }
      events.push(
        event('torpedo-moved', 'Torpedoes', { marker: action.marker, distanceInches: action.distanceInches }),
      );
      break;
    }
    case 'torpedo-contact':
      torpedoContact(state, action, dice, events);
      break;
    case 'wave-arrival':
      waveArrival(state, action, dice, events);
      break;
    case 'move-aircraft':
      standTurnOf(state, action.stand).movedInches += action.distanceInches;
      events.push(
        event('aircraft-moved', 'Aeroplane Actions', { stand: action.stand, distanceInches: action.distanceInches }),
      );
      break;
    case 'air-combat':
      airCombat(state, action, dice, events);
      break;
    case 'air-attack':
      airAttack(state, action, dice, events);
      break;
    case 'end-segment':
      endSegment(state, events);
      break;
  }
  return events;
}
