/**
 * Two example hosts (examples/boardgame-io-host/server.mjs, built package) as two processes
 * on one Postgres server (Debian's postgresql package, a throwaway cluster on a free port),
 * as an operator runs them past one machine. Checked:
 *
 * - a War at Sea landing with its Allied player on host 1 and its Axis player on host 2:
 *   each move reaches the other player through the database (LISTEN/NOTIFY);
 * - one player on both hosts sending two moves on one view at once, ten times: exactly one
 *   is stored each time (the stored state id is checked in Postgres), and both of its
 *   sockets then show the stored state;
 * - both hosts' LISTEN connections ended by the server: each listens again;
 * - host 2 killed (SIGKILL) mid-match: its player reconnects to host 1, finds every move
 *   it saw, and the match is played to its end.
 *
 * Run by `.ci/run` (`node scripts/run-two-hosts.mjs`, after `npm run build`).
 */
import pg from 'pg';
import { freePort, openMatch, Player, play, start } from './host-harness.mjs';
import { startPostgres } from './postgres-server.mjs';

const postgres = await startPostgres();
const hosts = [];
const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
const check = (ok, message) => {
  if (!ok) throw new Error(`two hosts: ${message}`);
};
try {
  for (let i = 0; i < 2; i++) {
    const env = {
      PORT: String(await freePort()),
      API_PORT: String(await freePort()),
      DATABASE_URL: postgres.url,
      NAVAL_TEST_SEED: '05'.repeat(16),
    };
    hosts.push({ env, process: await start(env) });
  }
  const lobby = `http://localhost:${hosts[0].env.API_PORT}/games/war-at-sea`;
  const urlOf = (i) => `http://localhost:${hosts[i].env.PORT}/war-at-sea`;
  const storedId = async (matchID) =>
    (await pool.query('SELECT state_id FROM naval_matches WHERE id = $1', [matchID])).rows[0]?.state_id;
  const open = () => openMatch(lobby, [urlOf(0), urlOf(1)]);

  // One player on both hosts, two moves on one view at once: one is stored.
  let raced = 0;
  for (let round = 0; round < 10; round++) {
    const { matchID, credentials, players } = await open();
    const twin = new Player(urlOf(1), matchID, '0', credentials[0]);
    await twin.until(() => twin.state !== undefined);
    const before = await storedId(matchID);
    players[0].act({ type: 'load', unit: 'AP-1', count: 1 });
    twin.act({ type: 'advance' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = await storedId(matchID);
    check(after === before + 1, `two moves on one view stored ${after - before} states`);
    check(
      JSON.stringify(players[0].state.G.view) === JSON.stringify(twin.state.G.view),
      "one player's two sockets show different states after a race",
    );
    raced++;
    for (const p of [...players, twin]) p.socket.close();
  }

  // Both hosts lose their LISTEN connection (as when the server restarts them): each listens
  // again, and the landing below, played across both hosts, needs it.
  const dropped = await pool.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
  );
  check(dropped.rowCount === 2, `expected the two hosts' LISTEN connections, found ${dropped.rowCount}`);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const listening = await pool.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()",
  );
  check(listening.rows[0].n === 2, `after the drop ${listening.rows[0].n} hosts listen again, not 2`);

  // A landing across both hosts; host 2 killed mid-match, its player moves to host 1.
  const { matchID, credentials, players } = await open();
  const first = await play(players, 15);
  const seen = JSON.stringify(players[1].state.G.view);
  const killed = new Promise((resolve) => hosts[1].process.once('exit', resolve));
  hosts[1].process.kill('SIGKILL');
  await killed;
  players[1].socket.close();
  players[1] = new Player(urlOf(0), matchID, '1', credentials[1]);
  await players[1].until(() => players[1].state !== undefined);
  check(JSON.stringify(players[1].state.G.view) === seen, 'the player moved to host 1 found another state');
  const rest = await play(players);
  const over = players[0].state.ctx.gameover;
  check(over?.outcome?.over === true, 'the match did not end');
  for (const p of players) {
    check(!p.received.some((m) => m.raw.includes('"dice"')), 'a player was sent a dice state');
    p.socket.close();
  }
  console.log(
    `examples: two hosts on one Postgres server: ${raced} races of one player's two moves on two hosts, one stored each time; ` +
      `LISTEN connections dropped and taken up again; a landing with a player on each host, ${first} moves, host 2 killed, its player on host 1, ${rest} more moves to the end (winners: ${over.outcome.winners.join(', ') || 'none'})`,
  );
} finally {
  await pool.end();
  for (const host of hosts) {
    if (host.process.exitCode !== null || host.process.signalCode !== null) continue;
    const exited = new Promise((resolve) => host.process.once('exit', resolve));
    host.process.kill('SIGTERM');
    await exited;
  }
  await postgres.stop();
}
