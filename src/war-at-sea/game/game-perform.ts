import type { Dice } from '../../dice/dice.js';
import type { GameEvent } from '../../game/game.js';
import { gameEvent } from '../../game/game-helpers.js';
import { type AttackEffect, resolveAttack } from '../attack.js';
import { resolveAttackOnTroops } from '../attack-on-troops.js';
import { resolveInfantryCombat } from '../infantry-combat.js';
import { resolveRescue } from '../rescue.js';
import { hasAbility } from './game-abilities.js';
import type { WarAtSeaAction } from './game-actions.js';
import { damageUnit } from './game-damage.js';
import { type GameUnit, PASSING, type WarAtSeaGameState } from './game-state.js';
import { advancePhase } from './game-turn.js';

/** The unit named (the refusal checks have run). */
function unitOf(state: WarAtSeaGameState, id: string): GameUnit {
  const unit = state.units.find((u) => u.id === id);
  if (unit === undefined) throw new Error(`unit ${id} vanished after its check`);
  return unit;
}

/** An attack's effect waits for the end of the phase (the base game applies a phase's damage together). */
function queue(
  state: WarAtSeaGameState,
  target: WarAtSeaGameState['pending'][number]['target'],
  effect: AttackEffect,
): void {
  if (effect !== 'none')
    state.pending.push({ target, damage: effect === 'damage' ? 1 : 0, destroyed: effect === 'destroyed' });
}

function attack(
  state: WarAtSeaGameState,
  action: Extract<WarAtSeaAction, { type: 'attack' }>,
  dice: Dice,
): GameEvent[] {
  const unit = unitOf(state, action.unit);
  unit.attacked = true;
  const count = unit.card.attacks[action.attack]?.[action.range] ?? 0;
  if ('unit' in action.target) {
    const target = unitOf(state, action.target.unit);
    const r = resolveAttack(
      {
        attackDice: count,
        target: {
          armour: target.card.armour,
          vitalArmour: target.card.vitalArmour,
          hullPointsLeft: target.card.hullPoints - target.damage,
          hardToKill: hasAbility(target.card, 'Hard to Kill'),
        },
      },
      dice,
      state.rules,
    );
    queue(state, action.target, r.outcome.effect);
    return [gameEvent('attack', 'Attack', { unit: unit.id, target: target.id, ...r.outcome }, r)];
  }
  const { island, side, counter } = action.target;
  const damage = state.islands.find((i) => i.id === island)?.troops[side].find((c) => c.id === counter)?.damage ?? 0;
  const r = resolveAttackOnTroops(
    { attacker: unit.card.category, type: action.attack, attackDice: count, abilities: unit.card.abilities, damage },
    dice,
    state.rules,
  );
  queue(state, action.target, r.outcome.effect);
  return [gameEvent('attack', r.rule, { unit: unit.id, island, side, counter, ...r.outcome }, r)];
}

/**
 * A side passes: the phase ends once both sides have passed since the last other action in
 * it; until then the side that passed waits. Any other action reopens the phase for both.
 * The text does not say how a phase ends: this is the library's reading (cited as
 * {@link PASSING}), not a rule of the text.
 */
function pass(state: WarAtSeaGameState, side: WarAtSeaAction['side']): GameEvent[] {
  const passed = gameEvent('passed', PASSING, { side, turn: state.turn, phase: state.phase });
  if (state.passed === null) {
    state.passed = side;
    return [passed];
  }
  state.passed = null;
  return [passed, ...advancePhase(state)];
}

/** Carries out an allowed action on the game's private copy. Internal. */
export function performWarAtSeaAction(state: WarAtSeaGameState, action: WarAtSeaAction, dice: Dice): GameEvent[] {
  if (action.type === 'advance') return pass(state, action.side);
  state.passed = null;
  switch (action.type) {
    case 'load': {
      const unit = unitOf(state, action.unit);
      unit.troopsAboard += action.count;
      return [
        gameEvent('loaded', 'Loading/Unloading', { unit: unit.id, count: action.count, aboard: unit.troopsAboard }),
      ];
    }
    case 'move': {
      const unit = unitOf(state, action.unit);
      const from = unit.sector;
      unit.sector = action.sector;
      unit.moved = true;
      return [gameEvent('moved', 'Sequence of Play', { unit: unit.id, from, to: action.sector })];
    }
    case 'unload': {
      const unit = unitOf(state, action.unit);
      const island = state.islands.find((i) => i.id === action.island);
      if (island === undefined) return [];
      unit.troopsAboard -= action.count;
      unit.unloaded = true;
      unit.moved = true;
      for (let i = 0; i < action.count; i++) {
        island.landed[unit.side] += 1;
        island.troops[unit.side].push({ id: `${unit.side}-${island.landed[unit.side]}`, damage: 0 });
      }
      return [gameEvent('unloaded', 'Loading/Unloading', { unit: unit.id, island: island.id, count: action.count })];
    }
    case 'attack':
      return attack(state, action, dice);
    case 'infantry-combat': {
      const island = state.islands.find((i) => i.id === action.island);
      if (island === undefined) return [];
      const r = resolveInfantryCombat(
        { Allies: island.troops.Allies.length, Axis: island.troops.Axis.length },
        dice,
        state.rules,
      );
      // Losses are the counters' to choose in the base game; the library removes the most damaged first.
      const keep = (list: { id: string; damage: number }[], left: number) =>
        [...list].sort((a, b) => a.damage - b.damage).slice(0, left);
      island.troops.Allies = keep(island.troops.Allies, r.outcome.Allies);
      island.troops.Axis = keep(island.troops.Axis, r.outcome.Axis);
      island.fought = true;
      return [gameEvent('infantry-combat', 'Troop vs. Troop Combat', { island: island.id, ...r.outcome }, r)];
    }
    case 'rescue': {
      const lost = state.rescuable.find((l) => l.unit === action.unit && l.side === action.side);
      if (lost === undefined) return [];
      const r = resolveRescue({ troopsAboard: lost.troops, rescuerInSector: true }, dice, state.rules);
      state.rescuable = state.rescuable.filter((l) => l !== lost);
      unitOf(state, action.rescuer).troopsAboard += r.outcome.rescued;
      return [gameEvent('rescue', r.rule, { unit: action.unit, rescuer: action.rescuer, ...r.outcome }, r)];
    }
    case 'report-damage':
      return damageUnit(state, unitOf(state, action.unit), action.damage, action.destroyed);
    case 'score-points':
      state.points[action.side].other += action.points;
      return [
        gameEvent('points', 'Checking for Victory', {
          side: action.side,
          points: action.points,
          reason: action.reason,
        }),
      ];
  }
}
