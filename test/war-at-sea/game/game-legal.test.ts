/**
 * War at Sea's legal actions (game-legal.ts) build only the menus of the types `pending`
 * offers now: in the Initiative phase a pass alone; at sea, loads, moves and the rest.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWarAtSeaGame, type WarAtSeaSetup, warAtSeaGame } from '../../../src/war-at-sea/index.js';

const setup = JSON.parse(
  readFileSync(new URL('../../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
) as WarAtSeaSetup;

describe('War at Sea legalActions', () => {
  it('lists only types pending offers, each one legal, phase after phase', () => {
    let state = createWarAtSeaGame(setup);
    const seen = new Set<string>();
    for (let step = 0; step < 40; step++) {
      for (const side of warAtSeaGame.sides) {
        const offered = new Set(warAtSeaGame.pending(state, side).flatMap((p) => (p.side === side ? p.actions : [])));
        for (const action of warAtSeaGame.legalActions(state, side)) {
          expect(offered.has(action.type), `${state.phase}: ${action.type}`).toBe(true);
          expect(warAtSeaGame.check(state, action)).toEqual({ legal: true });
          seen.add(action.type);
        }
      }
      const side = warAtSeaGame.sides.find((s) => warAtSeaGame.legalActions(state, s).length > 0);
      if (side === undefined) break;
      const legal = warAtSeaGame.legalActions(state, side);
      state = warAtSeaGame.apply(state, legal.find((a) => a.type !== 'advance') ?? (legal[0] as never)).state;
    }
    // The menus built when offered: loads and moves at sea, not only passes.
    expect([...seen]).toEqual(expect.arrayContaining(['advance', 'load', 'move']));
  });

  it('in the Initiative phase a side is offered the pass alone', () => {
    const state = createWarAtSeaGame(setup);
    expect(state.phase).toBe('Initiative');
    expect(warAtSeaGame.legalActions(state, 'Allies').map((a) => a.type)).toEqual(['advance']);
  });
});
