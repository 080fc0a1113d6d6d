import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import {
  lookupOwnInitiative,
  resolveOwnInitiative,
  resolveSquadronInitiative,
} from '../../src/firepower/own-initiative.js';

describe('Matrix 4 own initiative', () => {
  it.each([
    [1, 'intercept', 'follow'],
    [2, 'intercept', 'follow'],
    [3, 'disengage', 'follow'],
    [4, 'disengage', 'turn-starboard'],
    [5, 'turn-starboard', 'turn-port'],
    [6, 'turn-port', 'as-player-wishes'],
  ] as const)('face %i: flagship %s, other %s', (face, flagship, other) => {
    expect(lookupOwnInitiative(face, 'flagship')).toBe(flagship);
    expect(lookupOwnInitiative(face, 'other')).toBe(other);
  });

  it('resolves one ship and names the row', () => {
    const r = resolveOwnInitiative({ column: 'flagship' }, scriptedDice([4]));
    expect(r.outcome).toBe('disengage');
    expect(r.row).toBe('flagship 3, 4');
  });

  it('throws for the flagship first, then each other ship', () => {
    const r = resolveSquadronInitiative({ otherShips: 2 }, scriptedDice([5, 1, 6]));
    expect(r.outcome).toEqual({ flagship: 'turn-starboard', others: ['follow', 'as-player-wishes'] });
    expect(r.steps).toHaveLength(3);
  });
});
