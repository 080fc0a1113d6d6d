import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doctrineBot, playOut, withReports } from '../../src/index.js';
import { createSopacGame, sopacDoctrine, sopacGame } from '../../src/sopac/index.js';

const setup = JSON.parse(readFileSync(new URL('../../examples/sopac-game/setup.json', import.meta.url), 'utf8'));

/** Reports `points` once a turn for the side whenever pending offers score-points. */
function reporter(points: number) {
  let last = 0;
  return withReports(doctrineBot({ doctrine: sopacDoctrine, seed: 1 }), (turn) => {
    const view = turn.view as { turn: number };
    const offered = turn.pending.some((p) => p.side === turn.side && p.actions.includes('score-points'));
    if (!offered || view.turn === last) return undefined;
    last = view.turn;
    return { type: 'score-points', side: turn.side, points, reason: 'MADE-UP stand-in' };
  });
}

describe('withReports: the app’s reports played beside a bot’s moves', () => {
  it('a report the bots never list is played through apply; the bot plays the rest', () => {
    const start = createSopacGame(setup);
    const played = playOut(sopacGame, start, {
      Allied: reporter(2),
      Japanese: doctrineBot({ doctrine: sopacDoctrine, seed: 2 }),
    });
    const reports = played.actions.filter((a) => (a as { type: string }).type === 'score-points');
    expect(reports).toHaveLength(setup.lastTurn);
    expect(played.outcome.over).toBe(true);
    expect(played.state.points).toEqual({ Allied: 2 * setup.lastTurn, Japanese: 0 });
    expect(sopacGame.replay(start, played.actions).state).toEqual(played.state);
  });

  it('its name says it reports; a bad bot or report is a RulesError', () => {
    expect(reporter(1).name).toBe('doctrine+reports');
    expect(() => withReports(null as never, () => undefined)).toThrow(/bot must be a bot/);
    expect(() => withReports(doctrineBot({ doctrine: sopacDoctrine, seed: 1 }), 5 as never)).toThrow(
      /report must be a function/,
    );
  });
});
