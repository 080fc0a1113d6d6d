import { describe, expect, it } from 'vitest';
import { createSopacGame, type SopacActionInput, type SopacGameState, sopacGame } from '../../../src/sopac/index.js';
import { scenario } from './game-fixtures.js';

const game = sopacGame;
const run = (state: SopacGameState, ...actions: SopacActionInput[]) => game.replay(state, actions).state;

describe('SOPAC scoring: the point value of each ship sunk, and the base game’s points', () => {
  it('a ship sunk scores its own point value for the other side, not 1', () => {
    const sunk = run(scenario(1), {
      type: 'report-damage',
      side: 'Japanese',
      ship: 'MADE-UP Kako',
      sunk: true,
      cause: 'gunfire',
    });
    expect(game.outcome(sunk).score).toEqual({ Allied: 20, Japanese: 0 });
    expect(game.outcome(sunk).measures?.['enemy ships sunk']).toEqual({ Allied: 1, Japanese: 0 });
  });

  it('a sweeper counts what it is worth: its loss outweighed by a cruiser sunk', () => {
    const both = run(
      scenario(1),
      { type: 'report-damage', side: 'Allied', ship: 'MADE-UP Sweeper', sunk: true, cause: 'other' },
      { type: 'report-damage', side: 'Japanese', ship: 'MADE-UP Yubari', sunk: true, cause: 'gunfire' },
    );
    expect(game.outcome(both).score).toEqual({ Allied: 12, Japanese: 2 });
  });

  it('the errata’s value of 24 is a ship’s input like any other', () => {
    const start = createSopacGame({
      seed: 1,
      light: 'day',
      weather: 'Clear',
      map: { zones: [{ id: 'MADE-UP A', land: 'none', neighbours: [] }] },
      fleets: [
        { id: 'TF-44', side: 'Allied', zone: 'MADE-UP A', mission: 'Other' },
        { id: 'MADE-UP J', side: 'Japanese', zone: 'MADE-UP A', mission: 'Other' },
      ],
      ships: [
        { id: 'Canberra', fleet: 'TF-44', type: 'CA', points: 24 },
        { id: 'MADE-UP Chokai', fleet: 'MADE-UP J', type: 'CA', points: 20 },
      ],
    });
    const sunk = run(start, {
      type: 'report-damage',
      side: 'Allied',
      ship: 'Canberra',
      sunk: true,
      cause: 'torpedoes',
    });
    expect(game.outcome(sunk).score.Japanese).toBe(24);
  });

  it('a ship without a point value is refused at set-up, naming the field', () => {
    expect(() =>
      createSopacGame({
        seed: 1,
        light: 'day',
        weather: 'Clear',
        map: { zones: [{ id: 'A', land: 'none', neighbours: [] }] },
        fleets: [{ id: 'F', side: 'Allied', zone: 'A', mission: 'Other' }],
        ships: [{ id: 'S', fleet: 'F', type: 'CA' } as never],
      }),
    ).toThrow(/ships\[0\]\.points: required/);
  });

  it('score-points adds the base game’s points with their source, seen by both sides, offered by pending', () => {
    const start = scenario(1);
    expect(game.pending(start, 'Allied')[0]?.actions).toContain('score-points');
    const applied = game.apply(start, {
      type: 'score-points',
      side: 'Japanese',
      points: 5,
      reason: 'MADE-UP base-game objective',
    });
    expect(game.outcome(applied.state).score).toEqual({ Allied: 0, Japanese: 5 });
    for (const side of ['Allied', 'Japanese'] as const) {
      expect(game.eventsFor(applied.events, side)).toEqual([
        {
          type: 'points',
          rule: 'Victory points (base game)',
          data: { side: 'Japanese', points: 5, reason: 'MADE-UP base-game objective' },
        },
      ]);
      expect(game.viewFor(applied.state, side).points).toEqual({ Allied: 0, Japanese: 5 });
    }
    // Never listed: the base game's points are facts the app reports, not a bot's choice.
    expect(game.legalActions(start, 'Japanese').some((a) => a.type === 'score-points')).toBe(false);
  });

  it('the side with more points wins once the last turn ends (the library’s reading); equal points draw', () => {
    const over = (actions: SopacActionInput[]) => {
      const start = createSopacGame({
        seed: 1,
        light: 'day',
        weather: 'Clear',
        lastTurn: 1,
        map: { zones: [{ id: 'A', land: 'none', neighbours: [] }] },
        fleets: [],
        ships: [],
      });
      return game.outcome(run(start, ...actions, { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' }));
    };
    expect(over([])).toMatchObject({ over: true, winners: [] });
    expect(over([{ type: 'score-points', side: 'Allied', points: 3, reason: 'MADE-UP' }])).toMatchObject({
      over: true,
      winners: ['Allied'],
    });
  });
});
