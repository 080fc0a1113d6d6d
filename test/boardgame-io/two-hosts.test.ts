/**
 * Two hosts, one database: two boardgame.io `Server`s in this process, each with its own
 * postgresStore on one PGlite (hearing each other through LISTEN/NOTIFY) and its own
 * guardTransport, players on raw sockets to either. In the races every write takes 60 ms,
 * so moves sent together really race. (The same across two processes on a Postgres server runs in
 * `.ci/run`: scripts/run-two-hosts.mjs.)
 */
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { LobbyClient } from 'boardgame.io/client';
import { Server, SocketIO } from 'boardgame.io/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardTransport, type PostgresStore, postgresStore, toBoardgameIo } from '../../src/boardgame-io/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { warAtSeaCatalogue } from '../../src/war-at-sea/index.js';
import { Player, playToEnd, runServer } from './socket-player.js';

const setupOf = (dir: string) =>
  JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('two hosts on one database', () => {
  const games = [
    toBoardgameIo(warAtSeaCatalogue.game, setupOf('war-at-sea-landing'), { seed: () => '05'.repeat(16) }),
    toBoardgameIo(sopacCatalogue.game, setupOf('sopac-game')),
  ];
  let db: PGlite;
  const hosts: { store: PostgresStore; url: string; close: () => void }[] = [];
  let lobby: LobbyClient;
  /** How long each host's writes take (the races slow them down). */
  let writeMs = 0;

  beforeAll(async () => {
    db = await PGlite.create();
    for (let i = 0; i < 2; i++) {
      const store = postgresStore(db, { listen: (channel, onPayload) => db.listen(channel, onPayload) });
      const setState = store.setState;
      store.setState = async (...args) => {
        if (writeMs > 0) await new Promise((resolve) => setTimeout(resolve, writeMs));
        return setState(...args);
      };
      const server = Server({
        games,
        db: store as never,
        origins: ['http://localhost'],
        transport: guardTransport(new SocketIO({ pubSub: store.pubSub } as never)),
      });
      const running = await runServer(server);
      hosts.push({ store, url: running.base, close: running.close });
      if (i === 0) lobby = running.lobby;
    }
  }, 60_000);

  afterAll(async () => {
    for (const host of hosts) host.close();
    // The hosts record the last players' disconnections before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await db.close();
  });

  const stateId = async (matchID: string) => {
    const { state } = (await hosts[0]?.store.fetch(matchID, { state: true })) ?? {};
    return (state as { _stateID: number } | undefined)?._stateID;
  };

  /** A match on host 1's lobby; each seat joined, its player connected to the host named. */
  async function match(name: string, on: readonly [number, number]) {
    const { matchID } = await lobby.createMatch(name, { numPlayers: 2 });
    const players = await Promise.all(
      (['0', '1'] as const).map(async (playerID, i) => {
        const joined = await lobby.joinMatch(name, matchID, { playerID, playerName: `p${playerID}` });
        const player = new Player(
          `${hosts[on[i] as number]?.url}/${name}`,
          matchID,
          playerID,
          joined.playerCredentials,
        );
        player.sync();
        await player.until(() => player.state !== undefined);
        return player;
      }),
    );
    return { matchID, players: players as [Player, Player] };
  }

  it('a landing played to its end with one player on each host', { timeout: 60_000 }, async () => {
    const { players } = await match('war-at-sea', [0, 1]);
    const moves = await playToEnd(players, (legal) => legal.find((a) => a.type !== 'advance') ?? legal[0]);
    expect(moves).toBeGreaterThan(20);
    expect(players[0].state?.ctx.gameover).toBeDefined();
    for (const p of players) {
      expect(p.received.some((m) => m.raw.includes('"dice"'))).toBe(false);
      p.socket.close();
    }
  });

  it("both sides' secret missions sent at once on two hosts are both taken", { timeout: 30_000 }, async () => {
    writeMs = 60;
    // The writes race: one host's is refused; its player's move, made on a view the other
    // side's secret mission does not change, is taken on the new state instead of lost.
    for (let round = 0; round < 4; round++) {
      const { matchID, players } = await match('sopac', [0, 1]);
      const [allied, japanese] = players;
      const from = players.map((p) => p.received.length);
      allied.act({ type: 'set-mission', fleet: 'TF-A', mission: 'Raid' });
      japanese.act({ type: 'set-mission', fleet: 'JML', mission: 'Abort' });
      await allied.until(() => allied.received.slice(from[0]).some((m) => m.event === 'update'));
      await japanese.until(() => japanese.received.slice(from[1]).some((m) => m.event === 'update'));
      expect(await stateId(matchID)).toBe(2);
      for (const p of players) p.socket.close();
    }
  });

  it('one player on two sockets sends two moves on one view: one is taken, on one host or two', async () => {
    writeMs = 60;
    for (const second of [0, 1]) {
      const { matchID, players } = await match('war-at-sea', [0, 1]);
      const [allies] = players;
      const again = new Player(`${hosts[second]?.url}/war-at-sea`, matchID, '0', allies.credentials);
      again.sync();
      await again.until(() => again.state !== undefined);
      allies.act({ type: 'load', unit: 'AP-1', count: 1 });
      again.act({ type: 'advance' });
      await again.quiet(600);
      expect(await stateId(matchID)).toBe(1);
      // Both sockets show the stored state, and the next move on it counts.
      expect(JSON.stringify(again.state?.G.view)).toBe(JSON.stringify(allies.state?.G.view));
      await again.play({ type: 'advance' });
      expect(await stateId(matchID)).toBe(2);
      for (const p of [...players, again]) p.socket.close();
    }
  });
});
