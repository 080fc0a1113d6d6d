import type { Pending, Refusal } from '../../game/game.js';
import { firstRepeated, refusal as no, rulesObjectRefusal } from '../../game/game-helpers.js';
import { resolveWarAtSeaRules } from '../rules.js';
import { WAR_AT_SEA_SIDES, type WarAtSeaGameState, warAtSeaOver } from './game-state.js';

type Side = 'Allies' | 'Axis';

/** The actions of each phase of the turn (base-game turn with Infantry Combat inserted), `advance` aside. */
const PHASE_ACTIONS: Readonly<Record<string, readonly string[]>> = Object.assign(Object.create(null), {
  'Sea Movement': ['move', 'load', 'unload'],
  'Air Mission': ['move'],
  'Air Defense': ['attack'],
  'Air Attack': ['attack'],
  'Surface Attack': ['attack'],
  'Infantry Combat': ['infantry-combat'],
  'Torpedo Attack': ['attack'],
  'End of Turn': ['score-points'],
});

/**
 * What the game waits for now: each side's actions in the current phase, a rescue roll a
 * side's stranded troops may make (Rescue Operations), and in Infantry Combat the islands
 * where both sides' troops must fight before the phase ends. A side that has passed waits
 * (it is not listed) until the other side acts or passes too. Internal.
 */
export function warAtSeaPending(state: WarAtSeaGameState): Pending<Side>[] {
  if (warAtSeaOver(state)) return [];
  const unfought = state.islands.filter((i) => i.troops.Allies.length > 0 && i.troops.Axis.length > 0 && !i.fought);
  const mustFight = state.phase === 'Infantry Combat' && unfought.length > 0;
  const waiting = state.passed === null ? '' : `; the ${state.passed} passed`;
  return WAR_AT_SEA_SIDES.filter((side) => side !== state.passed).map((side) => {
    const actions = [...(PHASE_ACTIONS[state.phase] ?? []), 'report-damage'];
    if (state.rescuable.some((r) => r.side === side)) actions.push('rescue');
    if (!mustFight) actions.push('advance');
    const reason = mustFight
      ? `turn ${state.turn}, ${state.phase}: troops fight on ${unfought.map((i) => i.id).join(', ')}`
      : `turn ${state.turn}, ${state.phase} phase${waiting}`;
    return { side, actions, rule: mustFight ? 'Troop vs. Troop Combat' : 'Sequence of Play', reason };
  });
}

/**
 * What is wrong with a War at Sea state that has the right shape but does not hold
 * together, or null: the rules object valid, unit and island ids unique, every pending
 * attack and stranded troop naming a unit or island of the game. Internal.
 */
export function warAtSeaConsistency(state: WarAtSeaGameState): Refusal | null {
  const rules = rulesObjectRefusal(() => resolveWarAtSeaRules(state.rules as never), 'Special Rules');
  if (rules !== null) return rules;
  const doubleUnit = firstRepeated(state.units.map((u) => u.id));
  if (doubleUnit !== undefined) return no('Sequence of Play', `unit id ${doubleUnit} is used twice`, 'units');
  const doubleIsland = firstRepeated(state.islands.map((i) => i.id));
  if (doubleIsland !== undefined) return no('Objectives', `island id ${doubleIsland} is used twice`, 'islands');
  const units = new Set(state.units.map((u) => u.id));
  const islands = new Map(state.islands.map((i) => [i.id, i]));
  for (const [index, entry] of state.pending.entries()) {
    const target = entry.target;
    if ('unit' in target) {
      if (!units.has(target.unit)) return no('Attack', `${target.unit} is not a unit of the game`, 'pending', index);
    } else if (!islands.get(target.island)?.troops[target.side].some((c) => c.id === target.counter)) {
      return no('Attack', `${target.island} has no ${target.side} troop counter ${target.counter}`, 'pending', index);
    }
  }
  const lost = state.rescuable.findIndex((r) => !units.has(r.unit));
  if (lost >= 0)
    return no('Rescue Operations', `${state.rescuable[lost]?.unit} is not a unit of the game`, 'rescuable', lost);
  return null;
}
