/**
 * boardgame.io's own bots play our games through `ai.enumerate`: MCTSBot and RandomBot
 * finish a War at Sea landing (boardgame.io's `Simulate` on its reducer, the host's G).
 */
import { readFileSync } from 'node:fs';
import { MCTSBot, RandomBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { type BoardgameIoState, toBoardgameIo } from '../../src/boardgame-io/index.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { createWarAtSeaGame, warAtSeaCatalogue, warAtSeaGame } from '../../src/war-at-sea/index.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';

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

describe('boardgame.io bots on the host see only what their side may know', () => {
  it('resampledBot gives MCTSBot a re-dealt state each time; it finishes a battle with hidden submarines', {
    timeout: 60_000,
  }, async () => {
    const setup = twoSquadronsASide();
    const game = toBoardgameIo(firepowerCatalogue.game, setup, { seed: () => '0b'.repeat(16) });
    const enumerate = game.ai?.enumerate as NonNullable<typeof game.ai>['enumerate'];
    const asked: unknown[] = [];
    /** RandomBot, noting the state it was given beside the host's. */
    class Spy extends RandomBot {
      override play(state: Parameters<RandomBot['play']>[0], playerID: string) {
        asked.push((state.G as BoardgameIoState).state);
        return super.play(state, playerID);
      }
    }
    const bots = {
      '0': game.resampledBot(new MCTSBot({ game, enumerate, seed: 'a', iterations: 2, playoutDepth: 2 }), { seed: 1 }),
      '1': game.resampledBot(new Spy({ enumerate, seed: 'b' }), { seed: 2 }),
    };
    const { state } = await Simulate({ game, bots, state: InitializeGame({ game, numPlayers: 2 }), depth: 3_000 });
    expect(state.ctx.gameover).toBeDefined();
    expect(asked.length).toBeGreaterThan(5);
    // Never the host's state: its own dice are not the host's, and A's submarine (hidden
    // from B) may be re-dealt among its contacts.
    const host = (state.G as BoardgameIoState).state as { dice: unknown };
    for (const given of asked)
      expect(JSON.stringify((given as { dice: unknown }).dice)).not.toBe(JSON.stringify(host.dice));
    expect(() => game.resampledBot({} as never)).toThrow(/bot.play/);
    expect(() => game.resampledBot(new RandomBot({ enumerate }), { seed: 1.5 })).toThrow(/seed/);
  });
});
