/**
 * What the host example's check (scripts/run-host-example.mjs) and the host bench
 * (bench/host.mjs) share: a free port, the example host started as a process, a player on
 * a raw socket.io client, a lobby request, and play by a simple rule.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the host; resolves with its process once it listens. */
export function start(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...(process.env.HOST_NODE_ARGS?.split(' ') ?? []), 'examples/boardgame-io-host/server.mjs'],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('naval-rules host:')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
      child.errors = (child.errors ?? '') + chunk;
    });
    child.on('exit', (code) => reject(new Error(`host exited (${code}):\n${out}`)));
  });
}

export class Player {
  constructor(url, matchID, playerID, credentials) {
    Object.assign(this, { matchID, playerID, credentials, received: [], waiters: [] });
    this.socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    const wake = () => {
      for (const w of this.waiters.splice(0)) w();
    };
    this.socket.onAny((event, ...args) => {
      this.received.push({ event, raw: JSON.stringify(args) });
      if (event === 'sync' && args[0] === matchID) this.state = args[1].state;
      if (event === 'update' && args[0] === matchID) this.state = args[1];
      wake();
    });
    this.socket.on('connect', () => {
      this.connectedOnce = true;
    });
    this.socket.on('disconnect', wake);
    this.socket.emit('sync', matchID, playerID, credentials, 2);
  }
  act(fields) {
    const payload = { type: 'act', args: [fields], playerID: this.playerID, credentials: this.credentials };
    this.socket.emit('update', { type: 'MAKE_MOVE', payload }, this.state._stateID, this.matchID, this.playerID);
  }
  /** Waits for the next message of this kind. */
  next(event) {
    const from = this.received.length;
    return this.until(() => this.received.slice(from).some((m) => m.event === event));
  }
  /** Sends `act` and waits for the answer (each player is answered its own move). */
  async play(fields) {
    const answered = this.next('update');
    this.act(fields);
    await answered;
  }
  /** Asks for the state again: everything the host sent before comes first. */
  async refresh() {
    const synced = this.next('sync');
    this.socket.emit('sync', this.matchID, this.playerID, this.credentials, 2);
    await synced;
  }
  /** Waits until `test` holds; fails after `ms`, or once the socket is closed (the host gone). */
  until(test, ms = 10_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out')), ms);
      const check = () => {
        if (!test() && this.connectedOnce && this.socket.disconnected) {
          clearTimeout(timer);
          return reject(new Error('disconnected'));
        }
        if (!test()) return this.waiters.push(check);
        clearTimeout(timer);
        resolve();
      };
      check();
    });
  }
}

/**
 * Plays up to `count` moves (all if not given), the player who may act taking the first
 * action that is not `advance`, the other asking for the state again; `answered` is told
 * each move's answer time in ms. Returns how many moves were played.
 */
export async function play(players, count = Number.POSITIVE_INFINITY, answered = () => {}) {
  let moves = 0;
  while (moves < count && players[0].state.ctx.gameover === undefined) {
    const mover = players.find((p) => p.state.G.legal.length > 0 && p.playerID in (p.state.ctx.activePlayers ?? {}));
    if (mover === undefined) throw new Error('host: nobody may act while the game is on');
    const legal = mover.state.G.legal;
    const { side: _side, ...fields } = legal.find((a) => a.type !== 'advance') ?? legal[0];
    const sent = performance.now();
    await mover.play(fields);
    answered(performance.now() - sent);
    for (const p of players) if (p !== mover) await p.refresh();
    moves++;
  }
  return moves;
}

/**
 * A match created through the lobby at `lobby` (`…/games/<name>`), both seats joined, seat
 * i's player connected to `urls[i]`; resolves once both have the state.
 */
export async function openMatch(lobby, urls, setupData) {
  const { matchID } = await post(`${lobby}/create`, {
    numPlayers: 2,
    ...(setupData === undefined ? {} : { setupData }),
  });
  const credentials = [];
  for (const playerID of ['0', '1']) {
    credentials.push(
      (await post(`${lobby}/${matchID}/join`, { playerID, playerName: `p${playerID}` })).playerCredentials,
    );
  }
  const players = ['0', '1'].map((id, i) => new Player(urls[i], matchID, id, credentials[i]));
  await Promise.all(players.map((p) => p.until(() => p.state !== undefined)));
  return { matchID, credentials, players };
}

/** POSTs JSON to the lobby and returns its answer. */
export async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
