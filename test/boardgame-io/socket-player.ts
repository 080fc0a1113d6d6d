/**
 * A player of the host tests on a raw socket.io client: every message it receives, the
 * latest state it was sent, and play by a simple rule. Shared by the host test files.
 */
import { createServer } from 'node:net';
import { LobbyClient } from 'boardgame.io/client';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { BoardgameIoPlayerView } from '../../src/boardgame-io/index.js';

/** A free TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface Received {
  readonly event: string;
  readonly args: unknown[];
  readonly raw: string;
}

/** A player on a raw socket: every message it receives, and the latest state it was sent. */
export class Player {
  readonly received: Received[] = [];
  state:
    | {
        G: BoardgameIoPlayerView;
        ctx: { activePlayers: Record<string, string> | null; gameover?: unknown };
        _stateID: number;
      }
    | undefined;
  private waiters: (() => void)[] = [];
  readonly socket: Socket;

  constructor(
    url: string,
    readonly matchID: string,
    readonly playerID: string | null,
    readonly credentials: string | null | undefined,
  ) {
    this.socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    this.socket.onAny((event: string, ...args: unknown[]) => {
      this.received.push({ event, args, raw: JSON.stringify(args) });
      if (event === 'sync' && args[0] === matchID) this.state = (args[1] as { state: never }).state;
      if (event === 'update' && args[0] === matchID) this.state = args[1] as never;
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.socket.on('disconnect', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  sync(): void {
    this.socket.emit('sync', this.matchID, this.playerID, this.credentials, 2);
  }

  /** Asks for the state again and waits for it: everything the host sent before comes first. */
  async refresh(): Promise<void> {
    const from = this.received.length;
    this.sync();
    await this.until(() => this.received.slice(from).some((m) => m.event === 'sync'));
  }

  /** Sends `act` and waits for the host's answer (each player is answered its own move). */
  async play(fields: unknown, ms?: number): Promise<void> {
    const from = this.received.length;
    this.act(fields);
    await this.until(() => this.received.slice(from).some((m) => m.event === 'update'), ms);
  }

  /** Sends `act` with these fields, as boardgame.io's client would. */
  act(fields: unknown, extra: { playerID?: string; args?: unknown[] } = {}): void {
    const payload = {
      type: 'act',
      args: extra.args ?? [fields],
      playerID: extra.playerID ?? this.playerID,
      credentials: this.credentials,
    };
    this.socket.emit('update', { type: 'MAKE_MOVE', payload }, this.state?._stateID ?? 0, this.matchID, this.playerID);
  }

  /** Waits until `test` holds of what was received (or fails after `ms`: wide, so that a busy machine fails no test). */
  until(test: () => boolean, ms = 20_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting (${ms} ms)`)), ms);
      const check = () => {
        if (test()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }

  /** Resolves after `ms` with nothing more to wait for: for messages that must never come. */
  quiet(ms = 300): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}

export type Legal = BoardgameIoPlayerView['legal'];

/** Plays until the game is over: the player who may act picks with `choose`; the other asks for the state again. */
export async function playToEnd(
  players: readonly Player[],
  choose: (legal: Legal) => Legal[number] | undefined,
): Promise<number> {
  let moves = 0;
  while (players[0]?.state?.ctx.gameover === undefined && moves < 2_000) {
    const mover = players.find(
      (p) => (p.state?.G.legal.length ?? 0) > 0 && (p.playerID as string) in (p.state?.ctx.activePlayers ?? {}),
    );
    expect(mover, 'someone may act while the game is on').toBeDefined();
    const { side: _side, ...fields } = choose((mover as Player).state?.G.legal ?? []) as unknown as { side: string };
    await (mover as Player).play(fields);
    for (const p of players) if (p !== mover) await p.refresh();
    moves++;
  }
  return moves;
}

/** A boardgame.io `Server` as the tests run it. */
interface RunnableServer {
  run(config: { port: number; lobbyConfig: { apiPort: number } }): Promise<{
    appServer: { address(): unknown; close(): unknown };
    apiServer?: { close(): unknown };
  }>;
}

/**
 * Runs a boardgame.io `Server` on a free port, its lobby on another (on the game port the
 * lobby answers 404 with the koa npm installs today): its address, a lobby client, and
 * what stops both.
 */
export async function runServer(server: RunnableServer): Promise<{ base: string; lobby: LobbyClient; close(): void }> {
  const apiPort = await freePort();
  const running = await server.run({ port: 0, lobbyConfig: { apiPort } });
  return {
    base: `http://localhost:${(running.appServer.address() as { port: number }).port}`,
    lobby: new LobbyClient({ server: `http://localhost:${apiPort}` }),
    close: () => {
      running.appServer.close();
      running.apiServer?.close();
    },
  };
}
