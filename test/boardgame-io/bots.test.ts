/**
 * boardgame.io's own bots play our games through `ai.enumerate`: MCTSBot and RandomBot
 * finish a War at Sea landing (boardgame.io's `Simulate` on its reducer, the host's G).
 */
import { readFileSync } from 'node:fs';
import { MCTSBot, RandomBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { type BoardgameIoState, toBoardgameIo } from '../../src/boardgame-io/index.js';
import { createWarAtSeaGame, warAtSeaCatalogue, warAtSeaGame } from '../../src/war-at-sea/index.js';

const setup = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
);

describe('boardgame.io bots on a War at Sea landing', () => {
  const game = toBoardgameIo(warAtSeaCatalogue.game, setup);
  const enumerate = game.ai?.enumerate as NonNullable<typeof game.ai>['enumerate'];

  it('ai.enumerate lists exactly the legal actions of the player, as moves without the side', () => {
    const state = InitializeGame({ game, numPlayers: 2 });
    const G = state.G as BoardgameIoState;
    const moves = enumerate(G, state.ctx, '0') as { move: string; args: [Record<string, unknown>] }[];
    expect(G.state).toBeNull(); // made at the first move; the set-up's actions until then
    const legal = warAtSeaGame.legalActions(createWarAtSeaGame(setup), 'Allies');
    expect(moves.every((m) => m.move === 'act')).toBe(true);
    expect(moves.map((m) => ({ ...m.args[0], side: 'Allies' }))).toEqual(legal.map((a) => ({ ...a })));
    expect(enumerate(G, state.ctx, '2')).toEqual([]);
  });

  it('MCTSBot and RandomBot play it to its end, which names the winner', { timeout: 60_000 }, async () => {
    const bots = {
      '0': new MCTSBot({ game, enumerate, seed: 'a', iterations: 4, playoutDepth: 4 }),
      '1': new RandomBot({ enumerate, seed: 'b' }),
    };
    const { state } = await Simulate({ game, bots, state: InitializeGame({ game, numPlayers: 2 }), depth: 2_000 });
    expect(state.ctx.gameover).toBeDefined();
    const over = state.ctx.gameover as { winner?: string; draw?: boolean; outcome: { over: boolean } };
    expect(over.outcome.over).toBe(true);
    expect(over.winner !== undefined || over.draw === true).toBe(true);
  });
});
