/**
 * One state, one JSON text: every game's recorded log played three ways (chained on the
 * states the game returns, from a JSON copy at every step, and by `replay`) gives the same
 * bytes at every step, each in its state schema's key order. A server that hashes, diffs
 * or stores states sees one state whichever path made it.
 */
import { describe, expect, it } from 'vitest';
import { GAMES, LOGS } from './recorded-logs.js';

describe('every state a game returns has one JSON text, whichever path made it', () => {
  for (const [name, game] of Object.entries(GAMES)) {
    it(`${name}: chained, from JSON and replayed give the same bytes, in the schema's key order`, () => {
      const log = LOGS[name];
      if (log === undefined) throw new Error(`no recorded log for ${name}`);
      expect(log.actions.length).toBeGreaterThan(0);
      let chained = game.apply(log.initial, log.actions[0]).state;
      let json = JSON.stringify(chained);
      const chainedBytes = [json];
      const jsonBytes = [JSON.stringify(game.apply(JSON.parse(JSON.stringify(log.initial)), log.actions[0]).state)];
      for (const action of log.actions.slice(1)) {
        const fromJson = game.apply(JSON.parse(json), action).state;
        chained = game.apply(chained, action).state;
        json = JSON.stringify(chained);
        chainedBytes.push(json);
        jsonBytes.push(JSON.stringify(fromJson));
      }
      expect(jsonBytes).toEqual(chainedBytes);
      expect(JSON.stringify(game.replay(log.initial, log.actions).state)).toBe(json);
      for (const bytes of chainedBytes) expect(JSON.stringify(game.stateSchema.parse(JSON.parse(bytes)))).toBe(bytes);
    });
  }
});
