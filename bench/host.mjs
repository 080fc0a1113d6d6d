// The host bench (issue 62): `node bench/host.mjs [matches] [moves]` (after `npm run build`;
// default 20 matches of up to 60 moves). Starts the example host (examples/boardgame-io-host,
// embedded PGlite in a temporary folder, guardTransport, hosted dice) as its own process,
// creates the matches through the lobby, and plays them all at once, two scripted players a
// match on raw socket.io clients: the player who may act sends its move and waits for the
// answer; the other asks for the state again. Prints moves a second over all matches, the
// answer time of a move (median and 95th percentile), and the host's peak resident memory,
// each beside its target; then floods the host from 10 sockets and prints its memory before,
// at its highest and after. Not part of npm test or npm run bench.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, Player, play, post, start } from '../scripts/host-harness.mjs';

const matches = Number(process.argv[2] ?? 20);
const movesEach = Number(process.argv[3] ?? 60);
const dataDir = mkdtempSync(join(tmpdir(), 'naval-host-bench-'));
const env = { PORT: String(await freePort()), API_PORT: String(await freePort()), DATA_DIR: dataDir };
const host = await start(env);
const rssOf = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${host.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
let peak = rssOf();
const idle = peak;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssOf());
}, 100);
const lobby = `http://localhost:${env.API_PORT}/games/war-at-sea`;
const url = `http://localhost:${env.PORT}/war-at-sea`;

/** One match: created through the lobby, both seats joined, both players connected. */
async function openMatch() {
  const { matchID } = await post(`${lobby}/create`, { numPlayers: 2 });
  const players = [];
  for (const playerID of ['0', '1']) {
    const { playerCredentials } = await post(`${lobby}/${matchID}/join`, { playerID, playerName: `p${playerID}` });
    players.push(new Player(url, matchID, playerID, playerCredentials));
  }
  await Promise.all(players.map((p) => p.until(() => p.state !== undefined)));
  return players;
}

try {
  const times = [];
  const all = await Promise.all(Array.from({ length: matches }, () => openMatch()));
  const started = performance.now();
  await Promise.all(all.map((players) => play(players, movesEach, (ms) => times.push(ms))));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf());
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const rate = times.length / seconds;
  const verdict = (ok) => (ok ? 'meets' : 'misses');
  console.log(
    `\nHost bench: ${matches} matches at once, ${times.length} moves in ${seconds.toFixed(1)} s (Node ${process.version})`,
  );
  console.log(`  moves a second, all matches: ${rate.toFixed(0)}   target >= 150   ${verdict(rate >= 150)}`);
  console.log(`  answer to a move, median: ${at(0.5).toFixed(0)} ms   target <= 100 ms   ${verdict(at(0.5) <= 100)}`);
  console.log(
    `  answer to a move, 95th percentile: ${at(0.95).toFixed(0)} ms   target <= 400 ms   ${verdict(at(0.95) <= 400)}`,
  );
  console.log(
    `  host resident memory: ${idle.toFixed(0)} MiB idle, ${peak.toFixed(0)} MiB at most   target <= 400 MiB   ${verdict(peak <= 400)}`,
  );
  for (const p of all.flat()) p.socket.close();

  // Floods, as the attacker sent them: from 10 sockets at once, 3,000 messages each
  // of made-up match ids (moves and syncs, no credentials), then 3,000 oversized ones. The
  // host's resident memory before, at its highest, and 2 s after.
  const before = rssOf();
  let high = before;
  const watch = setInterval(() => {
    high = Math.max(high, rssOf());
  }, 50);
  const flooders = Array.from({ length: 10 }, () => new Player(url, 'no-match', null, undefined));
  await Promise.all(flooders.map((f) => new Promise((resolve) => f.socket.once('connect', resolve))));
  for (const f of flooders) {
    for (let i = 0; i < 3_000; i++) {
      const matchID = `made-up-${i}`;
      if (i % 2 === 0) f.socket.emit('sync', matchID, '0', undefined, 2);
      else {
        const payload = { type: 'act', args: [{ type: 'advance' }], playerID: '0' };
        f.socket.emit('update', { type: 'MAKE_MOVE', payload }, 0, matchID, '0');
      }
    }
    for (let i = 0; i < 3_000; i++) f.socket.emit('sync', 'x'.repeat(20_000), '0');
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  clearInterval(watch);
  const after = rssOf();
  const grew = high - before;
  console.log(
    `  floods from 10 sockets (60,000 made-up and oversized messages): ${before.toFixed(0)} MiB before, ${high.toFixed(0)} at most, ${after.toFixed(0)} after   target: within +20 MiB   ${verdict(grew <= 20)} (+${grew.toFixed(0)} MiB)`,
  );
  for (const f of flooders) f.socket.close();
} finally {
  clearInterval(sampler);
  host.kill('SIGTERM');
  await new Promise((resolve) => host.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
