import type { Refusal } from '../../game/game.js';
import { refusal as no } from '../../game/game-helpers.js';
import { checkAttackOnTroops } from '../attack-on-troops.js';
import { loadingCheck } from '../loading.js';
import { resolveWarAtSeaRules } from '../rules.js';
import type { AttackType } from '../schemas.js';
import { hasAbility } from './game-abilities.js';
import type { WarAtSeaAction } from './game-actions.js';
import { type GameUnit, PASSING, type WarAtSeaGameState, type WarAtSeaPhase, warAtSeaOver } from './game-state.js';

const SEQUENCE = 'Sequence of Play';

/** The phase in which each kind of unit makes each attack. Internal. */
export const ATTACK_PHASE: Readonly<Record<'ship' | 'aircraft', Readonly<Partial<Record<AttackType, WarAtSeaPhase>>>>> =
  {
    ship: { 'anti-air': 'Air Defense', gunnery: 'Surface Attack', torpedo: 'Torpedo Attack' },
    aircraft: { bomb: 'Air Attack', gunnery: 'Air Attack', torpedo: 'Air Attack' },
  };

function inPhase(state: WarAtSeaGameState, phase: WarAtSeaPhase, rule: string, what: string): Refusal | null {
  return state.phase === phase ? null : no(rule, `${what} happens in the ${phase} phase; this is ${state.phase}`);
}

function ownUnit(state: WarAtSeaGameState, side: string, id: string, field = 'unit'): GameUnit | Refusal {
  const unit = state.units.find((u) => u.id === id);
  if (unit === undefined) return no(SEQUENCE, `there is no unit ${id}`, field);
  if (unit.side !== side) return no(SEQUENCE, `${id} is not a unit of the ${side}`, field);
  if (unit.destroyed) return no(SEQUENCE, `${id} is destroyed`, field);
  return unit;
}

const isRefusal = (value: GameUnit | Refusal): value is Refusal => 'reason' in value;

function refuseAdvance(state: WarAtSeaGameState): Refusal | null {
  if (state.phase !== 'Infantry Combat') return null;
  const unfought = state.islands.find((i) => !i.fought && i.troops.Allies.length > 0 && i.troops.Axis.length > 0);
  return unfought === undefined
    ? null
    : no('Troop vs. Troop Combat', `troops of both sides on ${unfought.id} must fight before the phase ends`);
}

function refuseLoad(state: WarAtSeaGameState, action: Extract<WarAtSeaAction, { type: 'load' }>): Refusal | null {
  const unit = ownUnit(state, action.side, action.unit);
  if (isRefusal(unit)) return unit;
  const phase = inPhase(state, 'Sea Movement', 'Loading/Unloading', 'loading');
  if (phase !== null) return phase;
  if (unit.moved) return no('Loading/Unloading', `${unit.id} has moved: troops load at the start of Sea Movement`);
  // The state's unit and the action are valid already (the same bounds as checkLoading's).
  const check = loadingCheck(
    {
      abilities: unit.card.abilities,
      troopsAboard: unit.troopsAboard,
      count: action.count,
      inDeploymentArea: unit.sector === state.deployment[unit.side],
    },
    resolveWarAtSeaRules(state.rules),
  );
  return check.ok ? null : no(check.rule, `${unit.id}: ${check.reason}`, 'count');
}

function refuseMove(state: WarAtSeaGameState, action: Extract<WarAtSeaAction, { type: 'move' }>): Refusal | null {
  const unit = ownUnit(state, action.side, action.unit);
  if (isRefusal(unit)) return unit;
  const phase = unit.card.category === 'ship' ? 'Sea Movement' : 'Air Mission';
  const wrong = inPhase(state, phase, SEQUENCE, `${unit.card.category} movement`);
  if (wrong !== null) return wrong;
  if (unit.moved) return no(SEQUENCE, `${unit.id} has moved this phase`);
  if (unit.unloaded) return no('Loading/Unloading', `${unit.id} unloaded troops: that ends its Sea Movement`);
  return null;
}

function refuseUnload(state: WarAtSeaGameState, action: Extract<WarAtSeaAction, { type: 'unload' }>): Refusal | null {
  const unit = ownUnit(state, action.side, action.unit);
  if (isRefusal(unit)) return unit;
  const phase = inPhase(state, 'Sea Movement', 'Loading/Unloading', 'unloading');
  if (phase !== null) return phase;
  const island = state.islands.find((i) => i.id === action.island);
  if (island === undefined) return no('Loading/Unloading', `there is no island ${action.island}`, 'island');
  if (island.sector !== unit.sector) {
    return no('Loading/Unloading', `${unit.id} is in ${unit.sector}, not at ${island.id} (${island.sector})`, 'island');
  }
  if (action.count > unit.troopsAboard) {
    return no('Loading/Unloading', `${unit.id} has ${unit.troopsAboard} troop counters aboard`, 'count');
  }
  return null;
}

function refuseAttack(state: WarAtSeaGameState, action: Extract<WarAtSeaAction, { type: 'attack' }>): Refusal | null {
  const unit = ownUnit(state, action.side, action.unit);
  if (isRefusal(unit)) return unit;
  const phase = ATTACK_PHASE[unit.card.category][action.attack];
  if (phase === undefined) return no('Attack', `a ${unit.card.category} makes no ${action.attack} attacks`, 'attack');
  const wrong = inPhase(state, phase, 'Attack', `a ${unit.card.category}'s ${action.attack} attack`);
  if (wrong !== null) return wrong;
  if (unit.unloaded && action.attack !== 'anti-air') {
    return no('Loading/Unloading', `${unit.id} unloaded troops this turn and may make only anti-air attacks`, 'attack');
  }
  const dice = unit.card.attacks[action.attack]?.[action.range] ?? null;
  if (dice === null) {
    return no('Attack', `${unit.card.name} has no ${action.attack} attack at range ${action.range}`, 'range');
  }
  // Each unit attacks once in each phase it may attack in; an ability of its card that grants
  // another attack is named by the app and must be printed on the card.
  if (unit.attacked) {
    if (action.grantedBy === undefined) {
      return no(
        'Attack',
        `${unit.id} has attacked this phase (name the card ability that grants another in grantedBy)`,
        'unit',
      );
    }
    if (!hasAbility(unit.card, action.grantedBy)) {
      return no('Attack', `${unit.card.name} does not print ${action.grantedBy}`, 'grantedBy');
    }
  }
  if ('unit' in action.target) {
    const target = state.units.find((u) => u.id === (action.target as { unit: string }).unit);
    if (target === undefined || target.destroyed) return no('Attack', 'the target is not in play', 'target', 'unit');
    if (target.side === unit.side) return no('Attack', `${target.id} is on the same side`, 'target', 'unit');
    const airTarget = target.card.category === 'aircraft';
    if (airTarget !== (action.attack === 'anti-air')) {
      return no(
        'Attack',
        airTarget
          ? 'aircraft are attacked with anti-air here (air combat is reported)'
          : 'anti-air attacks are made against aircraft',
        'attack',
      );
    }
    return null;
  }
  const { island: islandId, side, counter } = action.target;
  const island = state.islands.find((i) => i.id === islandId);
  if (island === undefined) return no('Attack', `there is no island ${islandId}`, 'target', 'island');
  if (side === unit.side) return no('Attack', 'troops attack only enemy troop counters', 'target', 'side');
  if (!island.troops[side].some((c) => c.id === counter)) {
    return no('Attack', `${island.id} has no ${side} troop counter ${counter}`, 'target', 'counter');
  }
  // Naval Gunfire and Aircraft vs. Troop Combat name ships and aircraft: a submarine (its card
  // typed Submarine) does not shell troops.
  if (/submarine/i.test(unit.card.type)) {
    return no('Naval Gunfire vs. Troop Combat', `${unit.id} is a submarine: ships and aircraft attack troops`, 'unit');
  }
  const check = checkAttackOnTroops(
    { attacker: unit.card.category, type: action.attack, attackDice: dice, abilities: unit.card.abilities },
    state.rules,
  );
  return check.ok ? null : no(check.rule, check.reason, 'attack');
}

function refuseInfantry(state: WarAtSeaGameState, action: Extract<WarAtSeaAction, { type: 'infantry-combat' }>) {
  const wrong = inPhase(state, 'Infantry Combat', 'Troop vs. Troop Combat', 'infantry combat');
  if (wrong !== null) return wrong;
  const island = state.islands.find((i) => i.id === action.island);
  if (island === undefined) return no('Troop vs. Troop Combat', `there is no island ${action.island}`, 'island');
  if (island.troops[action.side].length === 0) {
    return no('Troop vs. Troop Combat', `${action.side} has no troops on ${island.id}`, 'side');
  }
  if (island.fought) return no('Troop vs. Troop Combat', `${island.id} has fought this turn`, 'island');
  if (island.troops.Allies.length === 0 || island.troops.Axis.length === 0) {
    return no('Troop vs. Troop Combat', `${island.id} has troops of one side or none: no fight`, 'island');
  }
  return null;
}

function refuseRescue(state: WarAtSeaGameState, action: Extract<WarAtSeaAction, { type: 'rescue' }>): Refusal | null {
  const rule = 'Special Rules: Rescue Operations';
  const lost = state.rescuable.find((r) => r.unit === action.unit && r.side === action.side);
  if (lost === undefined) return no(rule, `no troops of ${action.unit} are waiting for rescue`, 'unit');
  const rescuer = ownUnit(state, action.side, action.rescuer, 'rescuer');
  if (isRefusal(rescuer)) return rescuer;
  if (!hasAbility(rescuer.card, 'Rescue Operations')) {
    return no(rule, `${rescuer.id} does not have Rescue Operations`, 'rescuer');
  }
  if (rescuer.sector !== lost.sector) return no(rule, `${rescuer.id} is not in ${lost.sector}`, 'rescuer');
  return null;
}

/** Why the troop-landing rules refuse an action now, or null. Internal. */
export function refuseWarAtSeaAction(state: WarAtSeaGameState, action: WarAtSeaAction): Refusal | null {
  if (state.winners.length > 0)
    return no('Checking for Victory', `the game is over: ${state.winners.join(' and ')} won`);
  if (warAtSeaOver(state)) return no('Checking for Victory', `the game is over: turn ${state.lastTurn} was the last`);
  if (state.passed === action.side) {
    const other = action.side === 'Allies' ? 'Axis' : 'Allies';
    return no(
      PASSING,
      `the ${action.side} passed in this ${state.phase} phase: they act again once the ${other} act`,
      'side',
    );
  }
  switch (action.type) {
    case 'advance':
      return refuseAdvance(state);
    case 'load':
      return refuseLoad(state, action);
    case 'move':
      return refuseMove(state, action);
    case 'unload':
      return refuseUnload(state, action);
    case 'attack':
      return refuseAttack(state, action);
    case 'infantry-combat':
      return refuseInfantry(state, action);
    case 'rescue':
      return refuseRescue(state, action);
    case 'report-damage': {
      // The owner reports damage to its own unit from a base-game attack the app resolved.
      const unit = state.units.find((u) => u.id === action.unit);
      if (unit === undefined || unit.destroyed) return no(SEQUENCE, `${action.unit} is not in play`, 'unit');
      if (unit.side !== action.side)
        return no(SEQUENCE, `${unit.id} is not an ${action.side} unit: its owner reports its damage`, 'side');
      return null;
    }
    case 'score-points':
      return null;
  }
}
