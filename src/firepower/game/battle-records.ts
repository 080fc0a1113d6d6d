import { armamentIn, type CurrentArmament } from '../battery.js';
import { resolveFirepowerRules } from '../rules.js';
import type { Ship } from '../schemas/ship.js';
import type { CourseOfAction } from '../tables/matrix-04-own-initiative.js';
import { indexedShipTurns } from './battle-find.js';
import { type BattleState, rulesOf } from './battle-state.js';

// The battle's per-ship and per-stand records are lists of entries that name their ship or
// stand, never objects keyed by a name: a ship called `__proto__` or `constructor` is data.

/** What `ship` has done this player turn, or undefined before it acts. Internal. */
export function shipTurnFor(state: BattleState, ship: string): BattleState['shipTurns'][number] | undefined {
  const indexed = indexedShipTurns(state);
  return indexed !== undefined ? indexed.get(ship) : state.shipTurns.find((entry) => entry.ship === ship);
}

/** What `ship` has done this player turn, made on first use, in a state copy the game owns. Internal. */
export function shipTurnOf(state: BattleState, ship: string): BattleState['shipTurns'][number] {
  const found = shipTurnFor(state, ship);
  if (found !== undefined) return found;
  const turn = { ship, fired: [] };
  state.shipTurns.push(turn);
  return turn;
}

/** Records that `ship` moved `inches` this player turn, the entry's keys in the schema's order (one JSON a state). Internal. */
export function recordShipMove(state: BattleState, ship: string, inches: number): void {
  const { fired } = shipTurnOf(state, ship);
  const at = state.shipTurns.findIndex((entry) => entry.ship === ship);
  state.shipTurns[at] = { ship, movedInches: inches, fired };
}

/** What `stand` has done this player turn, or undefined before it acts. Internal. */
export function standTurnFor(state: BattleState, stand: string): BattleState['standTurns'][number] | undefined {
  return state.standTurns.find((entry) => entry.stand === stand);
}

/** What `stand` has done this player turn, made on first use, in a state copy the game owns. Internal. */
export function standTurnOf(state: BattleState, stand: string): BattleState['standTurns'][number] {
  const found = standTurnFor(state, stand);
  if (found !== undefined) return found;
  const turn = { stand, movedInches: 0, engaged: false };
  state.standTurns.push(turn);
  return turn;
}

/** The Matrix 4 course `ship` is held to, or undefined. Internal. */
export function courseOf(state: BattleState, ship: string): CourseOfAction | undefined {
  return state.courses.find((entry) => entry.ship === ship)?.course;
}

/** Sets (or, with null, clears) the Matrix 4 course of `ship`. Internal. */
export function setCourse(state: BattleState, ship: string, course: CourseOfAction | null): void {
  state.courses = state.courses.filter((entry) => entry.ship !== ship);
  if (course !== null) state.courses.push({ ship, course, turned: false });
}

/** The Matrix 4 course entry of `ship`, or undefined. Internal. */
export function courseEntryOf(state: BattleState, ship: string): BattleState['courses'][number] | undefined {
  return state.courses.find((entry) => entry.ship === ship);
}

/** How many times special effect 3 has halved `ship`'s move. Internal. */
export function halvingsOf(state: BattleState, ship: string): number {
  return state.engineHalvings.find((entry) => entry.ship === ship)?.halvings ?? 0;
}

/** AA dice `ship` has thrown this player turn. Internal. */
export function aaDiceUsedBy(state: BattleState, ship: string): number {
  return state.aaDiceUsed.find((entry) => entry.ship === ship)?.dice ?? 0;
}

/** Records the AA dice `ship` has thrown this player turn, in a state copy the game owns. Internal. */
export function setAaDiceUsed(state: BattleState, ship: string, dice: number): void {
  state.aaDiceUsed = [...state.aaDiceUsed.filter((entry) => entry.ship !== ship), { ship, dice }];
}

/**
 * A ship's armament now (Matrix 1 under the battle's rules: its own ship class table). The
 * ship and the rules are the battle's own, validated with its state, so they are not parsed
 * again. Internal.
 */
export function armamentOf(state: BattleState, ship: Ship): CurrentArmament {
  return armamentIn(
    ship,
    state.conditions.period,
    'silenced',
    resolveFirepowerRules(rulesOf(state)).tables.shipClasses,
  );
}
