import type { GameEvent } from '../../game/game.js';
import { gameEvent } from '../../game/game-helpers.js';
import { resolveWarAtSeaRules } from '../rules.js';
import { destroyedUnitFate } from '../special-rules.js';
import { hasAbility } from './game-abilities.js';
import type { GameUnit, WarAtSeaGameState } from './game-state.js';

const other = (side: 'Allies' | 'Axis') => (side === 'Allies' ? 'Axis' : 'Allies');

/**
 * Damage to a unit: destroyed when told so or when its hull points run out. A destroyed
 * unit scores its points for the other side; a returning Auxiliary (optional rule) goes
 * back to its deployment area repaired; troops aboard are lost, or wait for a Rescue
 * Operations roll when a friendly rescuer is in the sector. Internal.
 */
export function damageUnit(
  state: WarAtSeaGameState,
  unit: GameUnit,
  damage: number,
  destroyed: boolean,
  atPhaseEnd = false,
): GameEvent[] {
  unit.damage = Math.min(unit.card.hullPoints, unit.damage + damage);
  if (!destroyed && unit.damage < unit.card.hullPoints) {
    return damage > 0 ? [gameEvent('damaged', 'Attack', { unit: unit.id, damage: unit.damage })] : [];
  }
  const fate = destroyedUnitFate(unit.card, state.rules);
  state.points[other(unit.side)].sunk += fate.points;
  const events = [
    gameEvent('destroyed', fate.returnsToDeployment ? 'Optional Rules' : 'Attack', {
      unit: unit.id,
      points: fate.points,
      to: other(unit.side),
      returnsToDeployment: fate.returnsToDeployment,
    }),
  ];
  if (unit.troopsAboard > 0) {
    const rescuer = state.units.some(
      (u) =>
        !u.destroyed &&
        u.id !== unit.id &&
        u.side === unit.side &&
        u.sector === unit.sector &&
        hasAbility(u.card, 'Rescue Operations'),
    );
    // Rescue Operations: the troops wait until the end of the next phase (a loss at a phase
    // end counts that end as passed).
    if (rescuer) {
      const age = atPhaseEnd ? 1 : 0;
      state.rescuable.push({ unit: unit.id, side: unit.side, sector: unit.sector, troops: unit.troopsAboard, age });
    }
    events.push(
      gameEvent(rescuer ? 'troops-awaiting-rescue' : 'troops-lost', 'Ship Capacity', {
        unit: unit.id,
        troops: unit.troopsAboard,
      }),
    );
    unit.troopsAboard = 0;
  }
  if (fate.returnsToDeployment) {
    unit.damage = 0;
    unit.sector = state.deployment[unit.side];
  } else {
    unit.destroyed = true;
  }
  return events;
}

/** Applies the phase's pending attack effects together (the base game: damage at the end of the phase). Internal. */
export function applyPending(state: WarAtSeaGameState): GameEvent[] {
  const events: GameEvent[] = [];
  const hull = resolveWarAtSeaRules(state.rules).troopCounter.hullPoints;
  const byUnit = new Map<string, { damage: number; destroyed: boolean }>();
  const byCounter = new Map<
    string,
    { island: string; side: 'Allies' | 'Axis'; counter: string; damage: number; destroyed: boolean }
  >();
  for (const hit of state.pending) {
    if ('unit' in hit.target) {
      const so = byUnit.get(hit.target.unit) ?? { damage: 0, destroyed: false };
      so.damage += hit.damage;
      so.destroyed ||= hit.destroyed;
      byUnit.set(hit.target.unit, so);
    } else {
      const { island, side, counter } = hit.target;
      const key = `${island}\u0000${side}\u0000${counter}`;
      const so = byCounter.get(key) ?? { island, side, counter, damage: 0, destroyed: false };
      so.damage += hit.damage;
      so.destroyed ||= hit.destroyed;
      byCounter.set(key, so);
    }
  }
  state.pending = [];
  for (const [id, hit] of byUnit) {
    const unit = state.units.find((u) => u.id === id);
    if (unit !== undefined && !unit.destroyed) events.push(...damageUnit(state, unit, hit.damage, hit.destroyed, true));
  }
  const removed = new Map<string, Set<string>>();
  for (const hit of byCounter.values()) {
    const island = state.islands.find((i) => i.id === hit.island);
    const counter = island?.troops[hit.side].find((c) => c.id === hit.counter);
    if (island === undefined || counter === undefined) continue;
    const damage = counter.damage + hit.damage;
    if (hit.destroyed || damage >= hull) {
      const key = `${island.id}\u0000${hit.side}`;
      removed.set(key, (removed.get(key) ?? new Set()).add(hit.counter));
      events.push(
        gameEvent('troops-destroyed', 'Troop Counters', { island: island.id, side: hit.side, counter: hit.counter }),
      );
    } else {
      counter.damage = damage;
      events.push(
        gameEvent('troops-damaged', 'Troop Counters', {
          island: island.id,
          side: hit.side,
          counter: hit.counter,
          damage,
        }),
      );
    }
  }
  for (const island of state.islands) {
    for (const side of ['Allies', 'Axis'] as const) {
      const gone = removed.get(`${island.id}\u0000${side}`);
      if (gone !== undefined) island.troops[side] = island.troops[side].filter((c) => !gone.has(c.id));
    }
  }
  return events;
}
