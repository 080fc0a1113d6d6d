// The host bench (issue 62): `node bench/host.mjs [matches] [moves] [--postgres] [--hosts N]`
// (after `npm run build`; default 20 matches of up to 60 moves on one host). Starts the
// example host (examples/boardgame-io-host: guardTransport, hosted dice, postgresStore) as
// its own process, on an embedded PGlite in a temporary folder, or with --postgres on a
// throwaway Postgres server (Debian's postgresql package), with --hosts N on N host
// processes sharing it, each match's two players on different hosts. Creates the matches
// through the lobby, and plays them all at once, two scripted players a match on raw
// socket.io clients: the player who may act sends its move and waits for the answer; the
// other asks for the state again. Prints moves a second over all matches, the answer time of
// a move (median and 95th percentile), and each host's peak resident memory (and the
// Postgres server's, proportional set size), each beside its target; then floods the first
// host from 10 sockets and prints its memory before, at its highest and after. Not part of
// npm test or npm run bench. HOST_NODE_ARGS passes Node options to the hosts (for a CPU
// profile: HOST_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof").
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, openMatch, Player, play, start } from '../scripts/host-harness.mjs';
import { startPostgres } from '../scripts/postgres-server.mjs';

const flags = process.argv.slice(2);
const numbers = flags.filter((arg, i) => /^\d+$/.test(arg) && flags[i - 1] !== '--hosts');
const matches = Number(numbers[0] ?? 20);
const movesEach = Number(numbers[1] ?? 60);
const hostCount = flags.includes('--hosts') ? Number(flags[flags.indexOf('--hosts') + 1]) : 1;
const postgres = flags.includes('--postgres') || hostCount > 1 ? await startPostgres() : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'naval-host-bench-'));
const hosts = [];
for (let i = 0; i < hostCount; i++) {
  const env = { PORT: String(await freePort()), API_PORT: String(await freePort()) };
  if (postgres === undefined) env.DATA_DIR = dataDir;
  else env.DATABASE_URL = postgres.url;
  hosts.push({ env, process: await start(env) });
}
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** The Postgres server's memory: the proportional set size of its processes (shared buffers counted once). */
const postgresMemory = () =>
  (postgres?.pids() ?? []).reduce((sum, pid) => {
    try {
      return sum + Number(/Pss:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024;
    } catch {
      return sum; // a backend that just ended
    }
  }, 0);
const idle = hosts.map((h) => rssOf(h.process.pid));
const peaks = [...idle];
let postgresPeak = postgresMemory();
const sample = () => {
  hosts.forEach((h, i) => {
    peaks[i] = Math.max(peaks[i], rssOf(h.process.pid));
  });
  postgresPeak = Math.max(postgresPeak, postgresMemory());
};
const sampler = setInterval(sample, 100);
const lobby = `http://localhost:${hosts[0].env.API_PORT}/games/war-at-sea`;
const urlOf = (i) => `http://localhost:${hosts[i % hostCount].env.PORT}/war-at-sea`;

/** One match: created through the lobby, both seats joined, each player on its host. */
const openOne = async () => (await openMatch(lobby, [urlOf(0), urlOf(1)])).players;

try {
  const times = [];
  const all = await Promise.all(Array.from({ length: matches }, () => openOne()));
  const started = performance.now();
  await Promise.all(all.map((players) => play(players, movesEach, (ms) => times.push(ms))));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const rate = times.length / seconds;
  const verdict = (ok) => (ok ? 'meets' : 'misses');
  const store = postgres === undefined ? 'embedded PGlite' : 'a Postgres server';
  console.log(
    `\nHost bench: ${matches} matches at once on ${hostCount} host${hostCount > 1 ? 's' : ''} (${store}), ${times.length} moves in ${seconds.toFixed(1)} s (Node ${process.version})`,
  );
  console.log(`  moves a second, all matches: ${rate.toFixed(0)}   target >= 150   ${verdict(rate >= 150)}`);
  console.log(`  answer to a move, median: ${at(0.5).toFixed(0)} ms   target <= 100 ms   ${verdict(at(0.5) <= 100)}`);
  console.log(
    `  answer to a move, 95th percentile: ${at(0.95).toFixed(0)} ms   target <= 400 ms   ${verdict(at(0.95) <= 400)}`,
  );
  hosts.forEach((_, i) => {
    console.log(
      `  host ${i + 1} resident memory: ${idle[i].toFixed(0)} MiB idle, ${peaks[i].toFixed(0)} MiB at most   target <= 400 MiB   ${verdict(peaks[i] <= 400)}`,
    );
  });
  if (postgres !== undefined) console.log(`  Postgres server memory (PSS) at most: ${postgresPeak.toFixed(0)} MiB`);
  for (const p of all.flat()) p.socket.close();

  // Floods, as the attacker sent them: from 10 sockets at once, 3,000 messages each
  // of made-up match ids (moves and syncs, no credentials), then 3,000 oversized ones. The
  // host's resident memory before, at its highest, and 2 s after.
  const rssOfFirst = () => rssOf(hosts[0].process.pid);
  const before = rssOfFirst();
  let high = before;
  const watch = setInterval(() => {
    high = Math.max(high, rssOfFirst());
  }, 50);
  const flooders = Array.from({ length: 10 }, () => new Player(urlOf(0), 'no-match', null, undefined));
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
  const after = rssOfFirst();
  const grew = high - before;
  console.log(
    `  floods from 10 sockets (60,000 made-up and oversized messages): ${before.toFixed(0)} MiB before, ${high.toFixed(0)} at most, ${after.toFixed(0)} after   target: within +20 MiB   ${verdict(grew <= 20)} (+${grew.toFixed(0)} MiB)`,
  );
  for (const f of flooders) f.socket.close();
} finally {
  clearInterval(sampler);
  for (const host of hosts) {
    const exited = new Promise((resolve) => host.process.once('exit', resolve));
    host.process.kill('SIGTERM');
    await exited;
  }
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
