/**
 * The boardgame.io host example as it runs (examples/boardgame-io-host/server.mjs, built
 * package, embedded PGlite store in a temporary folder): two players on raw socket.io
 * clients play a War at Sea landing; three times, the instant a move is answered, the host
 * process is killed (SIGKILL) and started again on the same folder; both players reconnect,
 * find every move they saw, and finish the match. No message a player receives holds a dice state.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the host; resolves with its process once it listens. */
function start(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['examples/boardgame-io-host/server.mjs'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

class Player {
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
  until(test, ms = 10_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out')), ms);
      const check = () => {
        if (!test()) return this.waiters.push(check);
        clearTimeout(timer);
        resolve();
      };
      check();
    });
  }
}

/** Plays up to `count` moves (all if not given); returns how many. */
async function play(players, count = Number.POSITIVE_INFINITY) {
  let moves = 0;
  while (moves < count && players[0].state.ctx.gameover === undefined) {
    const mover = players.find((p) => p.state.G.legal.length > 0 && p.playerID in (p.state.ctx.activePlayers ?? {}));
    if (mover === undefined) throw new Error('host example: nobody may act while the game is on');
    const legal = mover.state.G.legal;
    const { side: _side, ...fields } = legal.find((a) => a.type !== 'advance') ?? legal[0];
    await mover.play(fields);
    for (const p of players) if (p !== mover) await p.refresh();
    moves++;
  }
  return moves;
}

const dataDir = mkdtempSync(join(tmpdir(), 'naval-host-'));
// A fixed seed, so the check plays the same landing every time (the host draws one otherwise).
const env = {
  PORT: String(await freePort()),
  API_PORT: String(await freePort()),
  DATA_DIR: dataDir,
  NAVAL_TEST_SEED: '05'.repeat(16),
  // A database whose every write takes 100 ms: without store-then-send, a kill the instant
  // an answer arrives would find the move not yet written.
  NAVAL_TEST_SLOW_WRITES_MS: '100',
};
const lobby = `http://localhost:${env.API_PORT}/games/war-at-sea`;
const post = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
};
let host = await start(env);
try {
  const { matchID } = await post(`${lobby}/create`, { numPlayers: 2, setupData: { scenario: 'landing' } });
  const credentials = [];
  for (const playerID of ['0', '1']) {
    credentials.push(
      (await post(`${lobby}/${matchID}/join`, { playerID, playerName: `p${playerID}` })).playerCredentials,
    );
  }
  const url = `http://localhost:${env.PORT}/war-at-sea`;
  const connect = async () => {
    const players = ['0', '1'].map((id, i) => new Player(url, matchID, id, credentials[i]));
    await Promise.all(players.map((p) => p.until(() => p.state !== undefined)));
    return players;
  };
  let players = await connect();
  // Kill the host the instant a move's answer arrives, three times: the guard sends a move
  // only once the store has it, so every state a player saw is there after the restart.
  let before = 0;
  const received = [];
  for (const count of [5, 4, 3]) {
    before += await play(players, count);
    host.kill('SIGKILL');
    const seen = players.map((p) => JSON.stringify({ view: p.state.G.view, legal: p.state.G.legal }));
    received.push(...players.flatMap((p) => p.received));
    await new Promise((resolve) => host.once('exit', resolve));
    for (const p of players) p.socket.close();
    host = await start(env);
    players = await connect();
    const again = players.map((p) => JSON.stringify({ view: p.state.G.view, legal: p.state.G.legal }));
    if (again.join() !== seen.join()) {
      throw new Error(`host example: killed as move ${before} was answered, the restarted host had another state`);
    }
  }
  const after = await play(players);
  const over = players[0].state.ctx.gameover;
  if (over?.outcome?.over !== true) throw new Error('host example: the match did not end');
  for (const message of [...received, ...players.flatMap((p) => p.received)]) {
    if (message.raw.includes('"dice"')) throw new Error('host example: a player was sent a dice state');
  }
  // Stopped with SIGTERM while the players are still connected and then drop: it exits 0.
  const exited = new Promise((resolve) => host.once('exit', (code, signal) => resolve({ code, signal })));
  host.kill('SIGTERM');
  for (const p of players) p.socket.close();
  const { code, signal } = await exited;
  if (code !== 0) {
    throw new Error(`host example: SIGTERM with players connected exited ${code ?? signal}:\n${host.errors ?? ''}`);
  }
  console.log(
    `examples: boardgame.io host on PGlite: ${before} moves, host killed three times the instant a move was answered and restarted with nothing lost, ` +
      `${after} more moves to the end (winners: ${over.outcome.winners.join(', ') || 'none'}); SIGTERM with players connected exits 0`,
  );
} finally {
  host.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
