/** Steps of a Firepower battle the game tests share: play, set up, edit a ship, expect a refusal. */
import { expect } from 'vitest';
import {
  type BattleActionInput,
  type BattleSetup,
  type BattleState,
  createBattle,
  firepowerBattle,
} from '../../../src/firepower/index.js';
import { twoSquadronsASide } from './battle-fixtures.js';

const game = firepowerBattle;

/** Applies actions in order, checking each first. */
export function play(state: BattleState, ...actions: BattleActionInput[]): BattleState {
  let current = state;
  for (const action of actions) {
    expect(game.check(current, action)).toEqual({ legal: true });
    current = game.apply(current, action).state;
  }
  return current;
}

/** A battle at player A's segment A of turn 1, conditions agreed (daylight and good, unless the set-up agrees others). */
export function started(setup: BattleSetup = twoSquadronsASide()): BattleState {
  let state = createBattle({ agreed: { timeOfDay: 'daylight', weather: 'good' }, ...setup });
  while (state.phase === 'setup') state = game.apply(state, { type: 'roll-first-turn', side: 'A' }).state;
  return play(state, { type: 'choose-first-turn', side: state.firstTurnChooser ?? 'A', first: 'A' });
}

/** The same battle moved on to player A's segment D (A's squadron tested, segments ended). */
export function inSegmentD(state = started()): BattleState {
  return play(
    state,
    { type: 'test-control', side: 'A', squadron: 'DesDiv' },
    { type: 'end-segment', side: 'A' },
    { type: 'end-segment', side: 'A' },
    { type: 'end-segment', side: 'A' },
  );
}

/** Edits a ship of a state (states are plain JSON; the game re-validates them). */
export function withShip(state: BattleState, name: string, edit: (ship: Record<string, unknown>) => void): BattleState {
  const copy = structuredClone(state);
  for (const fleet of copy.fleets)
    for (const squadron of fleet.squadrons)
      for (const ship of squadron.ships) if (ship.name === name) edit(ship as unknown as Record<string, unknown>);
  return copy;
}

export function refusal(state: BattleState, action: BattleActionInput) {
  const checked = game.check(state, action);
  expect(checked.legal).toBe(false);
  if (checked.legal) throw new Error('unreachable');
  expect(() => game.apply(state, action)).toThrow(checked.error.message);
  return checked.error;
}

export function ship(state: BattleState, name: string) {
  const found = state.fleets.flatMap((f) => f.squadrons.flatMap((s) => s.ships)).find((s) => s.name === name);
  if (found === undefined) throw new Error(name);
  return found;
}
