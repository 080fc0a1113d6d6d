/**
 * Every game on boardgame.io, played by two of its clients: in its Local multiplayer (one
 * process) and through its Server with in-memory storage and socket.io. Each step is
 * compared with the same step played through the API, and no client's state ever holds
 * the dice.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Client, LobbyClient } from 'boardgame.io/client';
import { Local, SocketIO } from 'boardgame.io/multiplayer';
import { Server } from 'boardgame.io/server';
import { describe, expect, it } from 'vitest';
import { type BoardgameIoPlayerView, toBoardgameIo } from '../../src/boardgame-io/index.js';
import { cartwheelCatalogue, createCartwheelGame } from '../../src/cartwheel/index.js';
import { isRulesError } from '../../src/core/rules-error.js';
import { createBattle, firepowerCatalogue } from '../../src/firepower/index.js';
import type { AnyGame, GameStateBase } from '../../src/game/index.js';
import { createShoestringGame, shoestringCatalogue } from '../../src/shoestring/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { createWarAtSeaGame, warAtSeaCatalogue, warAtSeaGame } from '../../src/war-at-sea/index.js';
import { smallScenario } from '../cartwheel/game/game-fixtures.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';
import { smallGame } from '../shoestring/game/game-fixtures.js';
import { scenario } from '../sopac/game/game-fixtures.js';

const landing = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
) as Parameters<typeof createWarAtSeaGame>[0];

/** A game, its initial state, and a few steps: the player who moves, the move and its fields. */
interface Case {
  readonly name: string;
  readonly game: AnyGame;
  readonly initial: () => GameStateBase;
  readonly steps: readonly (readonly [player: '0' | '1', move: string, fields: Record<string, unknown>])[];
}

const CASES: readonly Case[] = [
  {
    name: 'firepower',
    game: firepowerCatalogue.game.game,
    initial: () => createBattle(twoSquadronsASide()),
    steps: [['1', 'roll-conditions', {}]],
  },
  {
    name: 'shoestring',
    game: shoestringCatalogue.game.game,
    initial: () => createShoestringGame(smallGame()),
    steps: [
      ['0', 'advance', {}],
      ['1', 'advance', {}],
    ],
  },
  {
    name: 'cartwheel',
    game: cartwheelCatalogue.game.game,
    initial: () => createCartwheelGame(smallScenario()),
    steps: [['0', 'roll-random-event', {}]],
  },
  {
    name: 'war-at-sea',
    game: warAtSeaCatalogue.game.game,
    initial: () => createWarAtSeaGame(landing),
    steps: [
      ['0', 'advance', {}],
      ['1', 'advance', {}],
      ['0', 'load', { unit: 'AP-1', count: 2 }],
      ['1', 'load', { unit: 'XP-1', count: 2 }],
    ],
  },
  {
    name: 'sopac',
    game: sopacCatalogue.game.game,
    initial: () => scenario(1),
    steps: [['1', 'end-turn', { light: 'night', weather: 'Clear' }]],
  },
];

type AnyClient = ReturnType<typeof Client>;
const viewOf = (client: AnyClient) => client.getState()?.G as unknown as BoardgameIoPlayerView;

/** What each player must see after the API plays `state` forward: its view, pending and events. */
function expected(game: AnyGame, state: GameStateBase, events: Parameters<AnyGame['eventsFor']>[0], side: string) {
  return JSON.parse(
    JSON.stringify({
      view: game.viewFor(state, side),
      pending: game.pending(state, side),
      events: game.eventsFor(events, side),
    }),
  );
}

describe('toBoardgameIo with Local multiplayer', () => {
  for (const c of CASES) {
    it(`${c.name}: two clients play its steps as the API does, and never hold the dice`, () => {
      const game = toBoardgameIo(c.game, c.initial());
      const multiplayer = Local();
      const clients = ['0', '1'].map((playerID) =>
        Client({ game, numPlayers: 2, multiplayer, playerID, debug: false }),
      );
      for (const client of clients) client.start();
      let state = c.initial();
      for (const [player, move, fields] of c.steps) {
        const side = c.game.sides[Number(player)] as string;
        const applied = c.game.apply(state, { ...fields, type: move, side });
        state = applied.state;
        clients[Number(player)]?.moves[move]?.(fields);
        for (const [index, client] of clients.entries()) {
          const mine = c.game.sides[index] as string;
          const got = viewOf(client);
          expect(JSON.stringify(client.getState())).not.toContain('"dice"');
          expect({ view: got.view, pending: got.pending, events: got.events }).toEqual(
            expected(c.game, state, applied.events, mine),
          );
        }
        const active = Object.keys(clients[0]?.getState()?.ctx.activePlayers ?? {}).sort();
        const pendingSides = new Set(c.game.pending(state).map((p) => p.side));
        expect(active).toEqual(['0', '1'].filter((id) => pendingSides.has(c.game.sides[Number(id)] as string)));
      }
      for (const client of clients) client.stop();
    });
  }

  it('a move the rules refuse is INVALID_MOVE: nothing changes', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    const client = Client({ game, numPlayers: 2, multiplayer: Local(), playerID: '0', debug: false });
    client.start();
    client.moves.unload?.({ unit: 'AP-1', island: 'MADE-UP atoll', count: 1 });
    client.moves.load?.({ unit: 'XP-1', count: 1 }); // not an Allied unit: side comes from the player id
    client.moves.advance?.('not fields');
    expect(viewOf(client).step).toBe(0);
    client.stop();
  });

  it('a move named after an Object member is no move at all (boardgame.io finds moves with `in`)', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    for (const name of ['toString', 'hasOwnProperty', 'valueOf', 'constructor', '__proto__']) {
      expect(name in (game.moves ?? {})).toBe(false);
    }
    expect('advance' in (game.moves ?? {})).toBe(true);
  });

  it('a spectator gets no view, no events and nothing pending', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    const multiplayer = Local();
    const player = Client({ game, numPlayers: 2, multiplayer, playerID: '0', debug: false });
    const spectator = Client({ game, numPlayers: 2, multiplayer, debug: false });
    player.start();
    spectator.start();
    player.moves.advance?.({});
    expect(viewOf(spectator)).toEqual({ view: null, events: [], pending: [], legal: [], step: 1 });
    player.stop();
    spectator.stop();
  });
});

describe('toBoardgameIo input', () => {
  it('takes a catalogue game and a set-up, or a game and its state; refuses anything else with a RulesError', () => {
    expect(toBoardgameIo(warAtSeaCatalogue.game, landing).name).toBe('war-at-sea');
    expect(toBoardgameIo(warAtSeaGame, createWarAtSeaGame(landing), { name: 'landing' }).name).toBe('landing');
    for (const [game, start] of [
      [null, landing],
      [warAtSeaCatalogue.game, { seed: 'x' }],
      [warAtSeaGame, { turn: 1 }],
      [{ name: 'x' }, {}],
    ] as const) {
      let thrown: unknown;
      try {
        toBoardgameIo(game as never, start);
      } catch (error) {
        thrown = error;
      }
      expect(isRulesError(thrown), JSON.stringify(start)).toBe(true);
    }
  });
});

/** A free TCP port: boardgame.io's lobby API needs its own, given as a number. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function until(client: AnyClient, test: (g: BoardgameIoPlayerView) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = (s: ReturnType<AnyClient['getState']>) => {
      if (s?.G !== undefined && test(s.G as unknown as BoardgameIoPlayerView)) resolve();
    };
    client.subscribe(check);
  });
}

describe('toBoardgameIo on boardgame.io Server (in-memory storage, socket.io)', () => {
  it('war-at-sea: two remote players play four steps; their states never hold the dice', async () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    const server = Server({ games: [game], origins: ['http://localhost'] });
    // The lobby API on its own port: on the game port it answers 404 with the koa npm installs today.
    const apiPort = await freePort();
    const running = await server.run({ port: 0, lobbyConfig: { apiPort } });
    try {
      const port = (running.appServer.address() as { port: number }).port;
      const lobby = new LobbyClient({ server: `http://localhost:${apiPort}` });
      const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
      const clients = await Promise.all(
        ['0', '1'].map(async (playerID) => {
          const joined = await lobby.joinMatch('war-at-sea', matchID, { playerID, playerName: `player ${playerID}` });
          const client = Client({
            game,
            matchID,
            playerID,
            credentials: joined.playerCredentials,
            multiplayer: SocketIO({ server: `localhost:${port}` }),
            debug: false,
          });
          client.start();
          return client;
        }),
      );
      const [allies, axis] = clients as [AnyClient, AnyClient];
      await Promise.all(clients.map((client) => until(client, (g) => g.step === 0)));
      let state = createWarAtSeaGame(landing);
      const steps = [
        [allies, 'Allies', 'advance', {}],
        [axis, 'Axis', 'advance', {}],
        [allies, 'Allies', 'load', { unit: 'AP-1', count: 2 }],
        [axis, 'Axis', 'load', { unit: 'XP-1', count: 2 }],
      ] as const;
      for (const [index, [client, side, move, fields]] of steps.entries()) {
        const applied = warAtSeaGame.apply(state, { ...fields, type: move, side } as never);
        state = applied.state;
        client.moves[move]?.(fields);
        await Promise.all(clients.map((c) => until(c, (g) => g.step === index + 1)));
        for (const [i, c] of clients.entries()) {
          const mine = i === 0 ? 'Allies' : 'Axis';
          expect(JSON.stringify(c.getState())).not.toContain('"dice"');
          const got = viewOf(c);
          expect({ view: got.view, pending: got.pending, events: got.events }).toEqual(
            expected(warAtSeaGame as AnyGame, state, applied.events, mine),
          );
        }
      }
      for (const client of clients) client.stop();
      // The host keeps the whole state, dice included, exactly as the API reached it.
      const stored = await server.db.fetch(matchID, { state: true });
      const hostG = stored.state?.G as { state: unknown; step: number };
      expect(hostG.step).toBe(steps.length);
      expect(JSON.parse(JSON.stringify(hostG.state))).toEqual(JSON.parse(JSON.stringify(state)));
    } finally {
      running.appServer.close();
      running.apiServer?.close();
    }
  }, 20_000);
});
