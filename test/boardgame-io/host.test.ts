/**
 * The host as it runs: boardgame.io's real `Server` on free ports, its lobby, and two
 * players on raw socket.io clients with their credentials, each recording every message it
 * receives. A War at Sea landing is played to its end; no raw message ever holds a dice
 * state; and each attack a hostile client can make is refused with the host alive.
 */
import { readFileSync } from 'node:fs';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO as SocketIOClient } from 'boardgame.io/multiplayer';
import { Server, SocketIO } from 'boardgame.io/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BoardgameIoPlayerView,
  guardTransport,
  toBoardgameIo,
  toBoardgameIoClient,
} from '../../src/boardgame-io/index.js';
import { RulesError } from '../../src/core/rules-error.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { warAtSeaCatalogue } from '../../src/war-at-sea/index.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';
import { freePort, Player, playToEnd, runServer } from './socket-player.js';

const setupOf = (dir: string) =>
  JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const landing = setupOf('war-at-sea-landing');

describe('toBoardgameIo on boardgame.io Server with guardTransport, raw sockets', () => {
  // Fixed seeds where a match is played to its end, so the test plays the same games every
  // time; the SOPAC matches keep the host's cryptographic seeds (their dice differ).
  const game = toBoardgameIo(warAtSeaCatalogue.game, landing, { seed: () => '05'.repeat(16) });
  const sopac = toBoardgameIo(sopacCatalogue.game, setupOf('sopac-game'));
  const battle = toBoardgameIo(firepowerCatalogue.game, twoSquadronsASide(), { seed: () => '03'.repeat(16) });
  let running: Awaited<ReturnType<ReturnType<typeof Server>['run']>>;
  let server: ReturnType<typeof Server>;
  let url: string;
  let lobby: LobbyClient;

  beforeAll(async () => {
    server = Server({
      games: [game, sopac, battle],
      origins: ['http://localhost'],
      transport: guardTransport(new SocketIO()),
    });
    // The lobby API on its own port: on the game port it answers 404 with the koa npm installs today.
    const apiPort = await freePort();
    running = await server.run({ port: 0, lobbyConfig: { apiPort } });
    url = `http://localhost:${(running.appServer.address() as { port: number }).port}/war-at-sea`;
    lobby = new LobbyClient({ server: `http://localhost:${apiPort}` });
  });

  afterAll(() => {
    running.appServer.close();
    running.apiServer?.close();
  });

  async function match(name = 'war-at-sea'): Promise<{ matchID: string; players: [Player, Player] }> {
    const { matchID } = await lobby.createMatch(name, { numPlayers: 2 });
    const players = await Promise.all(
      ['0', '1'].map(async (playerID) => {
        const joined = await lobby.joinMatch(name, matchID, { playerID, playerName: `p${playerID}` });
        const player = new Player(url.replace(/war-at-sea$/, name), matchID, playerID, joined.playerCredentials);
        player.sync();
        await player.until(() => player.state !== undefined);
        return player;
      }),
    );
    return { matchID, players: players as [Player, Player] };
  }

  const hostState = async (matchID: string) =>
    (await server.db.fetch(matchID, { state: true })).state as {
      _stateID: number;
      ctx: { gameover?: unknown };
      G: { state: unknown; seen: unknown; refused: unknown[] };
    };

  it('two players play a whole landing; no raw message holds the dice', { timeout: 60_000 }, async () => {
    const { matchID, players } = await match();
    const moves = await playToEnd(players, (legal) => legal.find((a) => a.type !== 'advance') ?? legal[0]);
    expect(moves).toBeGreaterThan(20);
    const over = players[0].state?.ctx.gameover as { outcome: { over: boolean; winners: string[] } };
    expect(over.outcome.over).toBe(true);
    expect(players[1].state?.G.outcome.over).toBe(true);
    for (const player of players) {
      expect(player.received.length).toBeGreaterThan(moves);
      for (const message of player.received) expect(message.raw).not.toMatch(/"dice"|"state":\{"game"/);
      // The initial state boardgame.io sends unfiltered holds only the public setupData.
      const sync = player.received.find((m) => m.event === 'sync')?.args[1] as { initialState: { G: unknown } };
      const nothing = { events: [], history: [], count: 0 };
      expect(sync.initialState.G).toEqual({
        setupData: null,
        state: null,
        seen: [nothing, nothing],
        refused: [null, null],
      });
    }
    expect((await hostState(matchID)).ctx.gameover).toBeDefined();
  });

  it('a Firepower battle with hidden submarines, played to its end: a hidden boat is named in no message', {
    timeout: 60_000,
  }, async () => {
    const { players } = await match('firepower-battle');
    let seed = 7;
    const moves = await playToEnd(players, (legal) => {
      const options = legal.filter((a) => a.type !== 'concede');
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return options[seed % options.length];
    });
    expect(moves).toBeGreaterThan(10);
    expect(players[0].state?.G.outcome.over).toBe(true);
    // Each side's submarine, while the other side's view does not show it, is named
    // nowhere in what that side receives (events, history, legal actions, log, counters).
    for (const [player, boat] of [
      [players[0], 'I-15'],
      [players[1], 'Gato'],
    ] as const) {
      // (Its owner is told of it: the name is there to be found.)
      const owner = players.find((p) => p !== player) as Player;
      expect(owner.received.some((m) => m.raw.includes(`"${boat}"`))).toBe(true);
      for (const message of player.received) {
        expect(message.raw).not.toContain('"dice"');
        if (message.event !== 'update' && message.event !== 'sync') continue;
        const state = (message.event === 'sync' ? (message.args[1] as { state: unknown }).state : message.args[1]) as {
          G: BoardgameIoPlayerView;
        };
        if (!JSON.stringify(state.G.view).includes(`"${boat}"`)) expect(message.raw).not.toContain(`"${boat}"`);
      }
    }
    for (const p of players) p.socket.close();
  });

  it('a secret move, or none, or another: the Allies receive the same messages', async () => {
    // Three SOPAC matches: the Japanese set a secret mission (Raid), another (Abort), or
    // nothing; then the Allies act. Everything the Allies receive, match id aside, is alike.
    const received: string[] = [];
    for (const mission of ['Raid', 'Abort', null]) {
      const { matchID, players } = await match('sopac');
      const [allied, japanese] = players;
      const from = allied.received.length;
      if (mission !== null) {
        await japanese.play({ type: 'set-mission', fleet: 'JML', mission });
        expect(JSON.stringify(japanese.state?.G.view)).toContain(mission);
      }
      await allied.quiet(200);
      await allied.play({ type: 'set-mission', fleet: 'TF-A', mission: 'Raid' });
      await allied.quiet(200);
      const seen = allied.received.slice(from).filter((m) => m.event !== 'matchData');
      expect(seen.map((m) => m.event)).toEqual(['update']);
      received.push(seen.map((m) => m.raw.replaceAll(matchID, 'MATCH')).join('\n'));
      for (const p of players) p.socket.close();
    }
    expect(received[0]).not.toContain('"dice"');
    expect(received[0]).toContain('"_stateID":1');
    expect(received[1]).toBe(received[0]);
    expect(received[2]).toBe(received[0]);
  });

  it('every attack of a hostile client is refused, and the host goes on', { timeout: 30_000 }, async () => {
    const { matchID, players } = await match();
    const [allies, axis] = players;
    const start = await hostState(matchID);
    const rulesState = JSON.stringify([start.G.state, start.G.seen]);
    const stray = new Player(url, matchID, '0', 'wrong');
    const attacks: [string, () => void][] = [
      // Allies' credentials, outer id '0', the move inside as player '1'.
      ['forged inner playerID', () => allies.act({ type: 'advance' }, { playerID: '1' })],
      ['forged side', () => allies.act({ type: 'advance', side: 'Axis' })],
      ['Axis acting out of turn as itself', () => axis.act({ type: 'load', unit: 'XP-1', count: 1 })],
      [
        'toString move',
        () =>
          allies.socket.emit(
            'update',
            {
              type: 'MAKE_MOVE',
              payload: { type: 'toString', args: [{}], playerID: '0', credentials: allies.credentials },
            },
            start,
            matchID,
            '0',
          ),
      ],
      [
        'client endGame',
        () =>
          allies.socket.emit(
            'update',
            {
              type: 'GAME_EVENT',
              payload: { type: 'endGame', args: [{ winner: '0' }], playerID: '0', credentials: allies.credentials },
            },
            start,
            matchID,
            '0',
          ),
      ],
      [
        'client setActivePlayers',
        () =>
          allies.socket.emit(
            'update',
            {
              type: 'GAME_EVENT',
              payload: { type: 'setActivePlayers', args: [['0']], playerID: '0', credentials: allies.credentials },
            },
            start,
            matchID,
            '0',
          ),
      ],
      [
        'undo',
        () =>
          allies.socket.emit(
            'update',
            { type: 'UNDO', payload: { type: null, args: null, playerID: '0', credentials: allies.credentials } },
            start,
            matchID,
            '0',
          ),
      ],
      ['an extra 20 KB argument', () => allies.act(null, { args: [{ type: 'advance' }, 'x'.repeat(20_000)] })],
      ['a 20 KB field', () => allies.act({ type: 'advance', note: 'x'.repeat(20_000) })],
      ['junk update', () => allies.socket.emit('update', null, null, null, null)],
      ['empty update', () => allies.socket.emit('update')],
      ['junk sync', () => allies.socket.emit('sync', { $ne: 1 }, '0')],
      ['sync of a match that does not exist', () => allies.socket.emit('sync', 'no-such-match', '0', 'x', 2)],
      ['wrong credentials', () => stray.act({ type: 'advance' })],
      ['unknown event', () => allies.socket.emit('constructor', matchID)],
    ];
    for (const [name, attack] of attacks) {
      attack();
      await allies.quiet(150);
      const host = await hostState(matchID);
      expect(JSON.stringify([host.G.state, host.G.seen]), name).toBe(rulesState);
      expect(host.ctx.gameover, name).toBeUndefined();
    }
    // The one attack the rules themselves refuse (the Axis loading out of turn) is answered
    // to the Axis with the reason; the Allies are sent nothing of it.
    expect((await hostState(matchID)).G.refused[1]).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(axis.state?.G.refused?.message).toMatch(/load/);
    expect(allies.state?.G.refused).toBeNull();
    expect(await server.db.fetch('no-such-match', { metadata: true })).toEqual({});
    // A 900 KB message is over socket.io's frame cap: that socket is cut, the host lives.
    const big = new Player(url, matchID, '0', allies.credentials);
    big.sync();
    await big.until(() => big.state !== undefined);
    big.act({ type: 'advance', note: 'x'.repeat(900_000) });
    await big.until(() => big.socket.disconnected);
    // The host still plays: the Allies' real move goes through and both players see it.
    await allies.play({ type: 'advance' });
    expect(JSON.stringify((await hostState(matchID)).G.state)).not.toBe(JSON.stringify(start.G.state));
    for (const p of [...players, stray]) p.socket.close();
  });
});

describe('the guard: seats belong to who joined, spectators watch, a move counts once', () => {
  const game = toBoardgameIo(warAtSeaCatalogue.game, landing, { seed: () => '07'.repeat(16) });
  const clientGame = toBoardgameIoClient(warAtSeaCatalogue.game.game);
  let running: Awaited<ReturnType<ReturnType<typeof Server>['run']>>;
  let server: ReturnType<typeof Server>;
  let url: string;
  let base: string;
  let lobby: LobbyClient;

  beforeAll(async () => {
    server = Server({ games: [game], origins: ['http://localhost'], transport: guardTransport(new SocketIO()) });
    const apiPort = await freePort();
    running = await server.run({ port: 0, lobbyConfig: { apiPort } });
    base = `http://localhost:${(running.appServer.address() as { port: number }).port}`;
    url = `${base}/war-at-sea`;
    lobby = new LobbyClient({ server: `http://localhost:${apiPort}` });
  });

  afterAll(() => {
    running.appServer.close();
    running.apiServer?.close();
  });

  const hostState = async (matchID: string) =>
    (await server.db.fetch(matchID, { state: true })).state as { _stateID: number; G: { state: unknown } };

  async function joinedPlayer(matchID: string, playerID: '0' | '1'): Promise<Player> {
    const joined = await lobby.joinMatch('war-at-sea', matchID, { playerID, playerName: `p${playerID}` });
    const player = new Player(url, matchID, playerID, joined.playerCredentials);
    player.sync();
    await player.until(() => player.state !== undefined);
    return player;
  }

  it('a seat nobody joined takes nothing: no sync, no move; a match can be unlisted', async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2, unlisted: true });
    expect((await lobby.listMatches('war-at-sea')).matches.map((m) => m.matchID)).not.toContain(matchID);
    // Nobody has joined (boardgame.io alone takes any move then), and later seat 1 never
    // is: a socket that claims a seat it did not join is not answered and moves nothing.
    const intrude = async (seat: '0' | '1') => {
      for (const credentials of [undefined, '', 'guess']) {
        const intruder = new Player(url, matchID, seat, credentials);
        intruder.sync();
        intruder.act({ type: 'advance' });
        await intruder.quiet(200);
        expect(intruder.state).toBeUndefined();
        intruder.socket.close();
      }
      expect((await hostState(matchID))?._stateID ?? 0).toBe(0);
    };
    await intrude('0');
    await intrude('1');
    const allies = await joinedPlayer(matchID, '0');
    await intrude('1');
    // The joined seat plays.
    await allies.play({ type: 'advance' });
    expect((await hostState(matchID))._stateID).toBe(1);
    allies.socket.close();
  });

  it("a spectator on boardgame.io's own Client (null credentials) is sent the match and can move nothing", async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
    const allies = await joinedPlayer(matchID, '0');
    const watcher = Client({ game: clientGame, multiplayer: SocketIOClient({ server: base }), matchID, debug: false });
    watcher.start();
    try {
      for (let i = 0; i < 50 && watcher.getState() === null; i++) await allies.quiet(100);
      const seen = watcher.getState();
      expect(seen).not.toBeNull();
      expect(JSON.stringify(seen)).not.toContain('"dice"');
      // A spectator's move is dropped.
      watcher.moves.act?.({ type: 'advance' });
      await allies.quiet(250);
      expect((await hostState(matchID))._stateID).toBe(0);
    } finally {
      watcher.stop();
      allies.socket.close();
    }
  });

  it('a move sent twice, or sent again on a stale state id, is applied once', async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
    const allies = await joinedPlayer(matchID, '0');
    const axis = await joinedPlayer(matchID, '1');
    // Twice at once, on the same state id (a resend before the answer).
    const from = allies.received.length;
    allies.act({ type: 'load', unit: 'AP-1', count: 1 });
    allies.act({ type: 'load', unit: 'AP-1', count: 1 });
    await allies.until(() => allies.received.slice(from).some((m) => m.event === 'update'));
    await allies.quiet(250);
    expect((await hostState(matchID))._stateID).toBe(1);
    // Again, on the state id it was sent before its answer: stale, dropped.
    allies.socket.emit(
      'update',
      {
        type: 'MAKE_MOVE',
        payload: {
          type: 'act',
          args: [{ type: 'load', unit: 'AP-1', count: 1 }],
          playerID: '0',
          credentials: allies.credentials,
        },
      },
      0,
      matchID,
      '0',
    );
    await allies.quiet(250);
    expect((await hostState(matchID))._stateID).toBe(1);
    // A move for a match this socket never synced is dropped; the host made no match for it.
    allies.socket.emit(
      'update',
      {
        type: 'MAKE_MOVE',
        payload: { type: 'act', args: [{ type: 'advance' }], playerID: '0', credentials: allies.credentials },
      },
      1,
      'made-up-match',
      '0',
    );
    await allies.quiet(150);
    expect(await server.db.fetch('made-up-match', { metadata: true })).toEqual({});
    // The next move, on the state id the answer gave, counts.
    await allies.play({ type: 'advance' });
    expect((await hostState(matchID))._stateID).toBe(2);
    for (const p of [allies, axis]) p.socket.close();
  });

  it('a 900 kB or 10 kB setupData is refused at create; a match keeps no setupData once it has its state, and no log', async () => {
    for (const size of [900_000, 10_000]) {
      await expect(
        lobby.createMatch('war-at-sea', { numPlayers: 2, setupData: { note: 'x'.repeat(size) } }),
      ).rejects.toThrow();
    }
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2, setupData: { scenario: 'landing' } });
    const allies = await joinedPlayer(matchID, '0');
    await allies.play({ type: 'advance' });
    const stored = await server.db.fetch(matchID, { state: true, log: true });
    expect((stored.state as { G: { setupData: unknown } }).G.setupData).toBeNull();
    // boardgame.io's log (never sent to a player) is not stored either.
    expect(stored.log).toEqual([]);
    allies.socket.close();
  });

  it('a player who leaves its seat moves no more; a new player who joins it does', async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
    const allies = await joinedPlayer(matchID, '0');
    // (Seat 1 joined too: the lobby deletes a match that everyone left.)
    const axis = await joinedPlayer(matchID, '1');
    await lobby.leaveMatch('war-at-sea', matchID, { playerID: '0', credentials: allies.credentials as string });
    allies.act({ type: 'advance' });
    await allies.quiet(250);
    expect((await hostState(matchID))._stateID).toBe(0);
    const next = await joinedPlayer(matchID, '0');
    await next.play({ type: 'advance' });
    expect((await hostState(matchID))._stateID).toBe(1);
    for (const p of [allies, axis, next]) p.socket.close();
  });

  it('a move sent out of turn is dropped and does not hold up the player\u2019s next one', async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
    const allies = await joinedPlayer(matchID, '0');
    const axis = await joinedPlayer(matchID, '1');
    await allies.play({ type: 'advance' });
    await axis.refresh();
    expect(Object.keys(allies.state?.ctx.activePlayers ?? {})).not.toContain('0');
    allies.act({ type: 'advance' });
    await allies.quiet(200);
    const stateID = (await hostState(matchID))._stateID;
    // The Axis moves on until the Allies may act again (they are sent each state that shows
    // them something new, and sync nothing themselves); their next move is taken.
    for (let i = 0; i < 10 && !('0' in (allies.state?.ctx.activePlayers ?? {})); i++) {
      await axis.play({ type: 'advance' });
      await allies.quiet(100);
    }
    expect(Object.keys(allies.state?.ctx.activePlayers ?? {})).toContain('0');
    expect((await hostState(matchID))._stateID).toBeGreaterThan(stateID);
    const before = (await hostState(matchID))._stateID;
    await allies.play({ type: 'advance' });
    expect((await hostState(matchID))._stateID).toBe(before + 1);
    for (const p of [allies, axis]) p.socket.close();
  });

  it('a flood from one socket is cut at its rate; the host plays on', { timeout: 120_000 }, async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
    const allies = await joinedPlayer(matchID, '0');
    for (let i = 0; i < 2_000; i++) allies.socket.emit('sync', `made-up-${i}`, '0', 'x', 2);
    // Once the flood's second is over, the socket's moves count again. On a busy machine the
    // host may still be working through the flood after a second: the move is sent again
    // until it lands (a resend on the same state is taken once, so it cannot count twice).
    for (let tries = 1; ; tries++) {
      await allies.quiet(1_100);
      try {
        await allies.play({ type: 'advance' }, 5_000);
        break;
      } catch (error) {
        if (tries >= 15) throw error;
      }
    }
    expect((await hostState(matchID))._stateID).toBe(1);
    allies.socket.close();
  });
});

describe('the guard per address: sockets and messages from one address are capped', () => {
  const game = toBoardgameIo(warAtSeaCatalogue.game, landing, { seed: () => '07'.repeat(16) });
  let host: Awaited<ReturnType<typeof runServer>>;
  let url: string;
  let lobby: LobbyClient;

  beforeAll(async () => {
    const transport = guardTransport(new SocketIO(), { maxPerAddress: { sockets: 3, messagesPerSecond: 50 } });
    host = await runServer(Server({ games: [game], origins: ['http://localhost'], transport }));
    url = `${host.base}/war-at-sea`;
    lobby = host.lobby;
  });

  afterAll(() => host.close());

  it('refuses caps it cannot use, naming them', () => {
    const cases: [unknown, string][] = [
      [{ maxPerAddress: null }, 'maxPerAddress'],
      [{ maxPerAddress: { sockets: 0 } }, 'maxPerAddress.sockets'],
      [{ maxPerAddress: { messagesPerSecond: '9' } }, 'maxPerAddress.messagesPerSecond'],
      [{ maxMessagesPerSecond: 1.5 }, 'maxMessagesPerSecond'],
    ];
    for (const [options, field] of cases) {
      expect(() => guardTransport(new SocketIO(), options as never)).toThrow(RulesError);
      expect(() => guardTransport(new SocketIO(), options as never)).toThrow(field);
    }
  });

  it('a fourth socket from one address is closed; one closing lets another in', async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
    const sockets = Array.from({ length: 4 }, () => new Player(url, matchID, null, null));
    await sockets[0]?.quiet(500);
    expect(sockets.map((p) => p.socket.connected)).toEqual([true, true, true, false]);
    sockets[0]?.socket.close();
    await sockets[0]?.quiet(200);
    const next = new Player(url, matchID, null, null);
    await next.quiet(400);
    expect(next.socket.connected).toBe(true);
    for (const p of [...sockets, next]) p.socket.close();
  });

  it("messages past the address's rate, over all its sockets, are dropped; the next second they are taken", async () => {
    const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
    const joined = await lobby.joinMatch('war-at-sea', matchID, { playerID: '0', playerName: 'p0' });
    const flooders = [new Player(url, matchID, null, null), new Player(url, matchID, null, null)];
    const allies = new Player(url, matchID, '0', joined.playerCredentials);
    await allies.quiet(300);
    // Two sockets at 40 syncs each: 80 in one second against the address's 50.
    for (const f of flooders) for (let i = 0; i < 40; i++) f.socket.emit('sync', matchID, null, null, 2);
    await allies.quiet(300);
    const answered = flooders.reduce((sum, f) => sum + f.received.filter((m) => m.event === 'sync').length, 0);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(50);
    await allies.quiet(1_000);
    allies.sync();
    await allies.until(() => allies.state !== undefined);
    for (const p of [...flooders, allies]) p.socket.close();
  });
});

describe('boardgame.io 0.50 without guardTransport (why the guard is needed)', () => {
  it('runs a move as the player id inside it, whatever seat the credentials are for', { timeout: 20_000 }, async () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    const server = Server({ games: [game], origins: ['http://localhost'] });
    const apiPort = await freePort();
    const running = await server.run({ port: 0, lobbyConfig: { apiPort } });
    try {
      const url = `http://localhost:${(running.appServer.address() as { port: number }).port}/war-at-sea`;
      const lobby = new LobbyClient({ server: `http://localhost:${apiPort}` });
      const { matchID } = await lobby.createMatch('war-at-sea', { numPlayers: 2 });
      const joined = await lobby.joinMatch('war-at-sea', matchID, { playerID: '0', playerName: 'p0' });
      const allies = new Player(url, matchID, '0', joined.playerCredentials);
      allies.sync();
      await allies.until(() => allies.state !== undefined);
      allies.act({ type: 'advance' }, { playerID: '1' });
      await allies.until(() => (allies.state?._stateID ?? 0) > 0);
      const host = (await server.db.fetch(matchID, { state: true })).state as {
        G: { state: { passed: unknown } };
      };
      // The Axis passed, on the Allies' credentials.
      expect(host.G.state.passed).toBe('Axis');
      allies.socket.close();
    } finally {
      running.appServer.close();
      running.apiServer?.close();
    }
  });
});
