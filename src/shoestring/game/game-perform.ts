import { RulesError } from '../../core/rules-error.js';
import type { Dice } from '../../dice/dice.js';
import type { GameEvent } from '../../game/game.js';
import { gameEvent as event, onlyFor } from '../../game/game-helpers.js';
import { resolveAirSearch } from '../air-search.js';
import { resolveBattleshipCommitment } from '../battleship-commitment.js';
import { resolveGuadalcanalAntiAircraft } from '../guadalcanal-anti-aircraft.js';
import { resolveExtendPatrol } from '../patrol-extension.js';
import { resolvePtEngagement } from '../pt-engagement.js';
import { resolveShoestringRules } from '../rules.js';
import { NAMED_SEA_ZONES } from '../schemas.js';
import { suppliedPoints } from '../supply-window.js';
import { resolveTransportAttack } from '../transport-attack.js';
import { tallyVictoryPoints } from '../victory-points.js';
import type { ShoestringAction } from './game-actions.js';
import { checkAssignment, nextStep } from './game-refuse.js';
import { returnStep } from './game-return.js';
import type { GameForces, ShoestringGameState } from './game-state.js';
import { isPt, waitsForBoth, writableForces } from './game-units.js';
import { reportOf } from './sea-zone-report.js';

type Act<T extends ShoestringAction['type']> = Extract<ShoestringAction, { type: T }>;

const other = (side: 'US' | 'Japanese') => (side === 'US' ? 'Japanese' : 'US');

/**
 * Scores victory points once per event key (O1.0, O2.0, O4.0, O5.0). A tally of `counted`
 * events lists their awards first and the end-of-game awards (O4.0, O5.0) after them: only
 * the end of the game takes those, once.
 */
function score(
  state: ShoestringGameState,
  key: string,
  awards: ReturnType<typeof tallyVictoryPoints>,
  events: GameEvent[],
  counted: number,
) {
  if (state.scored.includes(key)) return;
  state.scored.push(key);
  const entries = key === 'end-of-game' ? awards.entries : awards.entries.slice(0, counted);
  for (const entry of entries) {
    state.vp[entry.to] += entry.points;
    events.push(event('victory-points', entry.rule, { to: entry.to, points: entry.points, reason: entry.reason }));
  }
}

function assign(state: ShoestringGameState, action: Act<'assign-naval-units'>, events: GameEvent[]): void {
  const checked = checkAssignment(state, action);
  if (!checked.ok)
    throw new RulesError(`${checked.rule}: ${checked.reason}`, { code: 'ILLEGAL_ACTION', rule: checked.rule });
  const forces = writableForces(state, action.side);
  forces.assigned = true;
  for (const unit of forces.naval) {
    if (isPt(unit)) continue;
    unit.assignedTo = action.odd.includes(unit.id) ? 'odd' : action.even.includes(unit.id) ? 'even' : null;
    unit.extended = false;
  }
  forces.transportPoints = {
    pool: forces.transportPoints.pool - action.oddTransportPoints - action.evenTransportPoints,
    odd: action.oddTransportPoints,
    even: action.evenTransportPoints,
    zones: [],
  };
  if (checked.yamatoCommitted) state.yamatoCommitted = state.turn;
  events.push(event('naval-assignment', 'I.A.4', { side: action.side, yamatoCommitted: checked.yamatoCommitted }));
}

function airSearch(state: ShoestringGameState, action: Act<'air-search'>, dice: Dice, events: GameEvent[]): void {
  writableForces(state, action.side).searched.push(action.zone);
  const bombers = state.forces[action.side].air
    .filter((u) => u.status === 'search' && u.zone === action.zone)
    .map((u) => ({ id: u.id, type: u.type as 'LB BMB' | 'CV BMB', strength: u.strength }));
  const step = resolveAirSearch({ side: action.side, zone: action.zone, bombers }, dice, state.rules);
  const found = other(action.side);
  const report = step.outcome === 'Found' ? reportOf(state, found, action.zone) : null;
  const anything = report !== null && (report.ships > 0 || report.transportPoints > 0);
  if (anything && !state.found.some((f) => f.zone === action.zone && f.side === found)) {
    const { ships, carriers, transportPoints } = report;
    state.found.push({ zone: action.zone, side: found, ships, carriers, transportPoints });
  }
  events.push(
    event('air-search', 'II.B.1', { side: action.side, zone: action.zone, outcome: step.outcome, report }, step),
  );
}

function extendPatrol(state: ShoestringGameState, action: Act<'extend-patrol'>, dice: Dice, events: GameEvent[]): void {
  const units = writableForces(state, action.side).naval.filter((u) => action.units.includes(u.id));
  const step = resolveExtendPatrol(
    {
      side: action.side,
      turn: state.turn,
      ships: units.map((u) => ({ id: u.id, type: u.type, yamato: u.yamato, damaged: u.damaged, zone: action.zone })),
    },
    dice,
    state.rules,
  );
  for (const unit of units) {
    unit.triedExtension = true;
    if (step.outcome === 'Extend') unit.extended = true;
  }
  // N18.7 and V.A: whether (and which) ships extended stays the extending side's secret.
  events.push(
    onlyFor(
      event(
        'patrol-extension',
        'N18.7',
        { side: action.side, zone: action.zone, units: action.units, outcome: step.outcome },
        step,
      ),
      action.side,
    ),
  );
}

function advance(state: ShoestringGameState, events: GameEvent[]): void {
  if (state.step === 'VI') endTurn(state, events);
  const next = nextStep(state);
  if (next === null) {
    state.over = true;
    const rules = resolveShoestringRules(state.rules);
    if (rules.options.O4 || rules.options.O5)
      score(state, 'end-of-game', tallyVictoryPoints([], state.rules), events, 0);
    events.push(event('game-over', 'Sequence of Play', { turn: state.turn, vp: { ...state.vp } }));
    return;
  }
  const newTurn = next.turn !== state.turn;
  if (newTurn) startTurn(state, next.turn);
  state.step = next.step;
  // I.B.1 on odd turns; with the house rule that even turns read their own two turns, there too.
  // The rules are resolved only as an even turn begins, not on every advance.
  const evenTurnStarts = newTurn && state.turn % 2 === 0;
  if (
    state.step === 'I.B.1' ||
    (evenTurnStarts && resolveShoestringRules(state.rules).supplyWindow.evenTurns === 'previous-two-turns')
  )
    determineSupply(state, events);
  returnStep(state, events);
  events.push(event('step', 'Sequence of Play', { turn: state.turn, step: state.step }));
}

/** I.B.1: each side's supply points from the two game turns before this one (turns 1–2: full supply). Determined on this turn. */
function determineSupply(state: ShoestringGameState, events: GameEvent[]): void {
  const pointsOf = (side: 'US' | 'Japanese') => {
    const transported: Record<string, number> = {};
    for (const e of state.supplyTransported) if (e.side === side) transported[String(e.turn)] = e.points;
    return suppliedPoints({ turn: state.turn, transported }, state.rules);
  };
  state.supply = { determinedOn: state.turn, US: pointsOf('US'), Japanese: pointsOf('Japanese') };
  events.push(event('supply-determined', 'I.B.1', { ...state.supply }));
}

/** VI: the end of a game turn scores what the variant awards at the end of a turn (O1.0 Yamato). */
function endTurn(state: ShoestringGameState, events: GameEvent[]): void {
  if (state.yamatoCommitted === state.turn) {
    score(
      state,
      `yamato:${state.turn}`,
      tallyVictoryPoints([{ kind: 'yamato-committed', turn: state.turn }], state.rules),
      events,
      1,
    );
    state.yamatoCommitted = null;
  }
}

function startTurn(state: ShoestringGameState, turn: number): void {
  state.turn = turn;
  state.found = [];
  state.done = [];
  const odd = turn % 2 === 1;
  if (odd) state.battleshipLimit = null;
  for (const side of ['US', 'Japanese'] as const) {
    const forces = writableForces(state, side);
    forces.placed = false;
    forces.searched = [];
    if (odd) {
      forces.assigned = false;
      forces.transportPoints = {
        pool: forces.transportPoints.pool + forces.transportPoints.odd + forces.transportPoints.even,
        odd: 0,
        even: 0,
        zones: [],
      };
    }
    for (const unit of forces.naval) {
      unit.triedExtension = false;
      if (isPt(unit)) continue;
      unit.zone = null;
      // A new pair of turns: the last pair's assignments are spent (extensions were settled in V.B.4).
      if (odd) unit.assignedTo = null;
    }
  }
}

/** Carries out an allowed action on the game's own copy of the state. Internal. */
export function performShoestringAction(state: ShoestringGameState, action: ShoestringAction, dice: Dice): GameEvent[] {
  const events: GameEvent[] = [];
  // The acting side's forces, copied the first time this step changes them.
  const forces = (): GameForces => writableForces(state, action.side);
  switch (action.type) {
    case 'advance':
      // A step that waits for both sides moves on when the second is done.
      if (waitsForBoth(state) && !state.ready.includes(other(action.side))) {
        state.ready.push(action.side);
        events.push(event('ready', 'Sequence of Play', { side: action.side, step: state.step }));
        break;
      }
      state.ready = [];
      advance(state, events);
      break;
    case 'score-points':
      state.vp[action.side] += action.points;
      events.push(
        event('victory-points', 'VI (base game)', { to: action.side, points: action.points, reason: action.reason }),
      );
      break;
    case 'report-reinforcements':
      forces().naval.push(
        ...action.naval.map((u) => ({
          ...u,
          assignedTo: null,
          zone: null,
          extended: false,
          triedExtension: false,
          eliminated: false,
          repair: null,
        })),
      );
      forces().air.push(...action.air.map((u) => ({ ...u, status: 'base' as const, zone: null })));
      forces().transportPoints.pool += action.transportPoints;
      events.push(
        event('reinforcements', 'I.A.1', { side: action.side, naval: action.naval.length, air: action.air.length }),
      );
      break;
    case 'report-repair': {
      const unit = forces().naval.find((u) => u.id === action.unit);
      if (unit !== undefined) {
        unit.repair = action.box;
        if (action.box === null) unit.damaged = false;
      }
      events.push(event('repair', 'I.A.2', { side: action.side, unit: action.unit, box: action.box }));
      break;
    }
    case 'report-naval-result': {
      const unit = forces().naval.find((u) => u.id === action.unit);
      if (unit !== undefined && action.result === 'eliminated') {
        unit.eliminated = true;
        unit.zone = null;
        unit.assignedTo = null;
        unit.extended = false;
      } else if (unit !== undefined) unit.damaged = true;
      events.push(event('naval-result', state.step, { side: action.side, unit: action.unit, result: action.result }));
      break;
    }
    case 'report-air-result': {
      const unit = forces().air.find((u) => u.id === action.unit);
      if (unit !== undefined) {
        if (action.result === 'eliminated') unit.status = 'eliminated';
        else unit.strength = 'reduced';
      }
      events.push(event('air-result', state.step, { side: action.side, unit: action.unit, result: action.result }));
      break;
    }
    case 'report-battleship-steps': {
      const unit = state.forces.Japanese.naval.find((u) => u.id === action.unit);
      const key = `bb-steps:${state.turn}:${state.step}:${action.unit}:${state.scored.length}`;
      score(
        state,
        key,
        tallyVictoryPoints(
          [{ kind: 'battleship-step-eliminated', yamato: unit?.yamato ?? false, steps: action.steps }],
          state.rules,
        ),
        events,
        1,
      );
      break;
    }
    case 'roll-battleship-commitment': {
      const step = resolveBattleshipCommitment({ turn: state.turn }, dice, state.rules);
      state.battleshipLimit = step.outcome;
      events.push(event('battleship-commitment', 'O1.0', { battleships: step.outcome }, step));
      break;
    }
    case 'assign-naval-units':
      assign(state, action, events);
      break;
    case 'place-naval-units':
      forces().placed = true;
      for (const placement of action.placements) {
        const unit = forces().naval.find((u) => u.id === placement.unit);
        if (unit !== undefined) unit.zone = placement.zone;
      }
      forces().transportPoints.zones = action.transports.map((t) => ({ ...t }));
      events.push(
        event('placed', 'II.A.1', {
          side: action.side,
          units: action.placements.length,
          transportPoints: action.transports.reduce((sum, t) => sum + t.points, 0),
        }),
      );
      break;
    case 'assign-search-bombers':
      for (const bomber of action.bombers) {
        const unit = forces().air.find((u) => u.id === bomber.unit);
        if (unit !== undefined) {
          unit.status = 'search';
          unit.zone = bomber.zone;
        }
      }
      events.push(event('search-bombers', 'N19.3', { side: action.side, units: action.bombers.length }));
      break;
    case 'air-search':
      airSearch(state, action, dice, events);
      break;
    case 'guadalcanal-anti-aircraft': {
      state.done.push(`guadalcanal-anti-aircraft:${action.side}`);
      const step = resolveGuadalcanalAntiAircraft(
        { survivingBombardUnits: action.survivingBombardUnits },
        dice,
        state.rules,
      );
      events.push(event('guadalcanal-anti-aircraft', 'II.B.6', { side: action.side, result: step.outcome }, step));
      break;
    }
    case 'pt-engagement': {
      state.done.push('pt-engagement');
      const step = resolvePtEngagement({ japaneseDdClCombatValue: action.japaneseDdClCombatValue }, dice, state.rules);
      if (step.outcome.neutralized) {
        const pt = writableForces(state, 'US').naval.find(isPt);
        if (pt !== undefined) {
          pt.repair = '1 wk';
          pt.zone = null;
        }
      }
      events.push(event('pt-engagement', 'O5.0', { ...step.outcome }, step));
      break;
    }
    case 'report-supply': {
      const entry = state.supplyTransported.find((e) => e.turn === state.turn && e.side === action.side);
      if (entry === undefined)
        state.supplyTransported.push({ turn: state.turn, side: action.side, points: action.points });
      else entry.points += action.points;
      events.push(event('supply-transported', 'I.B.1', { side: action.side, turn: state.turn, points: action.points }));
      break;
    }
    case 'report-henderson':
      state.henderson = action.control;
      events.push(event('henderson', 'R18.3', { control: action.control }));
      break;
    case 'transport-attack': {
      // R18.3's modifiers read the game: Henderson Field's control as reported, and the ships
      // each side has in N. Guadalcanal this turn (the attacker is the side that acts).
      const transporter = other(action.side);
      const inZone = (side: 'US' | 'Japanese') =>
        state.forces[side].naval.filter((u) => u.zone === NAMED_SEA_ZONES.northGuadalcanal && !u.eliminated).length;
      const henderson =
        state.henderson === null ? 'neither' : state.henderson === action.side ? 'attacker' : 'transporter';
      const step = resolveTransportAttack(
        {
          escorted: action.escorted,
          henderson,
          transporterHasMoreShipsInNorthGuadalcanal: inZone(transporter) > inZone(action.side),
        },
        dice,
        state.rules,
      );
      events.push(event('transport-attack', 'R18.3', { side: action.side, result: step.outcome }, step));
      break;
    }
    case 'extend-patrol':
      extendPatrol(state, action, dice, events);
      break;
  }
  return events;
}
