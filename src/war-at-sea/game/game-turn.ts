import type { GameEvent } from '../../game/game.js';
import { gameEvent } from '../../game/game-helpers.js';
import { checkVictoryParsed, type VictoryCheck } from '../victory.js';
import { applyPending } from './game-damage.js';
import { WAR_AT_SEA_PHASES, type WarAtSeaGameState } from './game-state.js';

/** Checking for Victory on the game as it stands: points, claims and the sides past the target. Internal. */
export function victoryCheckOf(state: WarAtSeaGameState): VictoryCheck {
  return checkVictoryParsed(
    {
      target: state.target,
      sides: {
        Allies: { sunkEnemyValue: state.points.Allies.sunk, otherPoints: state.points.Allies.other },
        Axis: { sunkEnemyValue: state.points.Axis.sunk, otherPoints: state.points.Axis.other },
      },
      islands: state.islands.map((i) => ({
        id: i.id,
        value: i.value,
        troops: { Allies: i.troops.Allies.length, Axis: i.troops.Axis.length },
      })),
    },
    state.rules,
  );
}

/**
 * Ends the phase: earlier troops still awaiting rescue are lost, this phase's damage is
 * applied, and the game moves on; the end of the turn does Regroup (troop counters lose
 * their damage) and the victory check, and starts the next turn. Internal.
 */
export function advancePhase(state: WarAtSeaGameState): GameEvent[] {
  const events: GameEvent[] = [];
  for (const lost of state.rescuable.filter((r) => r.age >= 1)) {
    events.push(gameEvent('troops-lost', 'Special Rules: Rescue Operations', { unit: lost.unit, troops: lost.troops }));
  }
  state.rescuable = state.rescuable.filter((r) => r.age < 1).map((r) => ({ ...r, age: 1 }));
  events.push(...applyPending(state));
  for (const unit of state.units) {
    unit.moved = false;
    unit.attacked = false;
  }
  const at = WAR_AT_SEA_PHASES.indexOf(state.phase);
  const next = WAR_AT_SEA_PHASES[at + 1];
  if (next !== undefined) {
    state.phase = next;
    events.push(gameEvent('phase', 'Sequence of Play', { turn: state.turn, phase: next }));
    return events;
  }
  for (const island of state.islands) {
    island.troops.Allies = island.troops.Allies.map((c) => ({ ...c, damage: 0 }));
    island.troops.Axis = island.troops.Axis.map((c) => ({ ...c, damage: 0 }));
  }
  events.push(gameEvent('regroup', 'Troop Counters', { turn: state.turn }));
  const check = victoryCheckOf(state);
  for (const claim of check.claims) {
    const island = state.islands.find((i) => i.id === claim.id);
    if (island !== undefined) island.claimedBy = claim.claimedBy;
  }
  state.winners = [...check.winners];
  events.push(
    gameEvent('victory-check', 'Checking for Victory', {
      turn: state.turn,
      totals: { Allies: check.totals.Allies.total, Axis: check.totals.Axis.total },
      claims: check.claims.map((c) => ({ island: c.id, claimedBy: c.claimedBy })),
      winners: state.winners,
    }),
  );
  for (const unit of state.units) unit.unloaded = false;
  for (const island of state.islands) island.fought = false;
  state.turn += 1;
  state.phase = 'Initiative';
  if (state.winners.length === 0 && state.lastTurn !== null && state.turn > state.lastTurn) {
    events.push(gameEvent('game-over', 'Checking for Victory', { lastTurn: state.lastTurn, winners: [] }));
    return events;
  }
  events.push(gameEvent('phase', 'Sequence of Play', { turn: state.turn, phase: state.phase }));
  return events;
}
