/**
 * Whole legal plays as a fast-check arbitrary: every play replays to its state, ends only
 * where the game ends or the bound runs out, and a failing property shrinks to a short
 * play whose counterexample is its action log.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamePlays } from '../../src/testing/index.js';
import { createWarAtSeaGame, type WarAtSeaSetup, warAtSeaGame } from '../../src/war-at-sea/index.js';

const setup = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
) as WarAtSeaSetup;
const start = createWarAtSeaGame(setup);

describe('gamePlays', () => {
  it('every play is legal: it replays to its state, within the bound, and nothing is played past the end', () => {
    fc.assert(
      fc.property(gamePlays(warAtSeaGame, start, { maxActions: 60 }), (play) => {
        expect(JSON.stringify(warAtSeaGame.replay(start, play.actions).state)).toBe(JSON.stringify(play.state));
        expect(play.events.length).toBe(play.actions.length);
        expect(play.actions.length).toBeLessThanOrEqual(60);
        // Nothing is played past the end of the game.
        const before = warAtSeaGame.replay(start, play.actions.slice(0, -1)).state;
        if (play.actions.length > 0) expect(warAtSeaGame.outcome(before).over).toBe(false);
      }),
      { numRuns: 25 },
    );
  });

  it('a failing property shrinks to a short play, printed as its replayable action log', () => {
    let message = '';
    try {
      fc.assert(
        // Fails once the Allies have loaded any troops: the smallest counterexample is short.
        fc.property(gamePlays(warAtSeaGame, start, { maxActions: 40 }), (play) =>
          play.actions.every((a) => !(a.type === 'load' && a.side === 'Allies')),
        ),
        { numRuns: 200, seed: 1 },
      );
    } catch (error) {
      message = String((error as Error).message);
    }
    const shown = /Counterexample: \[\{ actions: (.*) \}\]/.exec(message);
    expect(shown, message).not.toBeNull();
    const actions = JSON.parse(shown?.[1] ?? '[]') as { type: string; side: string }[];
    expect(actions.at(-1)).toMatchObject({ type: 'load', side: 'Allies' });
    expect(actions.length).toBeLessThanOrEqual(4);
    // The log replays.
    expect(() => warAtSeaGame.replay(start, actions as never)).not.toThrow();
  });
});
