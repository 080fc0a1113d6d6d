/**
 * The boardgame.io host example as it runs (examples/boardgame-io-host/server.mjs, built
 * package, embedded PGlite store in a temporary folder): two players on raw socket.io
 * clients play a War at Sea landing; three times, the instant a move is answered, the host
 * process is killed (SIGKILL) and started again on the same folder; both players reconnect,
 * find every move they saw, and finish the match. No message a player receives holds a dice state.
 * Before that, the host's rate-limited log is checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rateLimited } from '../examples/boardgame-io-host/server.mjs';
import { freePort, openMatch, Player, play, start } from './host-harness.mjs';

// The host's log is rate-limited: 100 lines in one second print 20, then one line saying
// how many were left out (on a clock the check sets).
const printed = [];
const realNow = Date.now;
try {
  let clock = 5_000_000;
  Date.now = () => clock;
  const log = rateLimited((line) => printed.push(line), 20);
  for (let i = 0; i < 100; i++) log(`refused ${i}`);
  clock += 1_000;
  log('next second');
} finally {
  Date.now = realNow;
}
if (printed.length !== 22 || printed[20] !== 'naval-rules host: 80 more log lines left out in the last second') {
  throw new Error(`host example: the rate-limited log printed ${JSON.stringify(printed.slice(18))}`);
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
let host = await start(env);
try {
  const url = `http://localhost:${env.PORT}/war-at-sea`;
  const opened = await openMatch(lobby, [url, url], { scenario: 'landing' });
  const { matchID, credentials } = opened;
  const connect = async () => {
    const players = ['0', '1'].map((id, i) => new Player(url, matchID, id, credentials[i]));
    await Promise.all(players.map((p) => p.until(() => p.state !== undefined)));
    return players;
  };
  let players = opened.players;
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
      `${after} more moves to the end (winners: ${over.outcome.winners.join(', ') || 'none'}); SIGTERM with players connected exits 0; its log prints 20 lines a second at most`,
  );
} finally {
  host.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
