import { describe, expect, it } from 'vitest';
import { createBattle, firepowerBattle } from '../../../src/firepower/index.js';
import { playOut } from './battle-driver.js';
import { twoSquadronsASide } from './battle-fixtures.js';

describe('a scripted Firepower battle, set-up to victory, entirely through apply', () => {
  it('ends with half of one side broken off, and the final state equals its replay', () => {
    const initial = createBattle(twoSquadronsASide(7));
    const { state, actions } = playOut(initial, 3000, ['A']);
    expect(state.phase).toBe('over');
    expect(state.winner).toBe('A');
    const loser = state.fleets[1];
    expect(loser?.squadrons.filter((s) => s.brokenOff).length).toBeGreaterThanOrEqual(1);
    expect(actions.length).toBeGreaterThan(10);
    expect(firepowerBattle.replay(initial, actions).state).toEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
