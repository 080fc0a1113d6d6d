import { describe, expect, it } from 'vitest';
import { createShoestringGame, shoestringGame } from '../../../src/shoestring/index.js';
import { advanceTo, smallGame } from './game-fixtures.js';

const game = shoestringGame;

describe('Shoestring: the base game’s points as facts the app reports', () => {
  it('VI: pending names score-points in the Game Record Interphase; the points count, with their source, for both to see', () => {
    const start = advanceTo(createShoestringGame(smallGame(1, 2)), 'VI', 1);
    expect(start.step).toBe('VI');
    for (const side of ['US', 'Japanese'] as const) {
      expect(game.pending(start, side)[0]?.actions).toContain('score-points');
    }
    const scored = game.apply(start, {
      type: 'score-points',
      side: 'US',
      points: 7,
      reason: 'MADE-UP Henderson Field held',
    });
    expect(scored.state.vp).toEqual({ US: start.vp.US + 7, Japanese: start.vp.Japanese });
    expect(game.outcome(scored.state).score.US).toBe(start.vp.US + 7);
    for (const side of ['US', 'Japanese'] as const) {
      expect(game.eventsFor(scored.events, side)).toEqual([
        {
          type: 'victory-points',
          rule: 'VI (base game)',
          data: { to: 'US', points: 7, reason: 'MADE-UP Henderson Field held' },
        },
      ]);
    }
  });

  it('bots never invent them: score-points is never a legal action listed', () => {
    const start = advanceTo(createShoestringGame(smallGame(1, 2)), 'VI', 1);
    for (const side of ['US', 'Japanese'] as const) {
      expect(game.legalActions(start, side).some((a) => a.type === 'score-points')).toBe(false);
    }
  });

  it('the side with more points wins at the end (the library’s reading): the U.S. can now win', () => {
    let state = createShoestringGame(smallGame(1, 1));
    state = advanceTo(state, 'VI', 1);
    state = game.apply(state, {
      type: 'score-points',
      side: 'US',
      points: 20,
      reason: 'MADE-UP base-game points',
    }).state;
    while (!state.over) state = game.apply(state, { type: 'advance', side: 'US' }).state;
    expect(game.outcome(state)).toMatchObject({ over: true, winners: ['US'] });
  });
});
