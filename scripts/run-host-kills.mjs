/**
 * The example host killed at random moments: `node scripts/run-host-kills.mjs [kills]`
 * (default 20; after `npm run build`). Four War at Sea landings are played at once on the
 * example host (embedded PGlite in a temporary folder, every write slowed to 100 ms so that
 * kills often fall between a move and its write); at a random moment 30 to 400 ms into play
 * the host is killed (SIGKILL) and started again on the same folder, and every player
 * reconnects. Checked, for every player after every kill:
 *
 * - no move it saw is lost: the restored view is the last one it received, or, when a move
 *   of its match was on its way at the kill (stored, its answer not yet sent), a view it had
 *   never received; never an earlier one;
 * - no match is corrupted: every match is then played to its end and names its outcome.
 *
 * Run by `.ci/run`; prints the kills, the moves played and how many kills fell with a move
 * on its way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, openMatch, Player, play, start } from './host-harness.mjs';

const kills = Number(process.argv[2] ?? 20);
const MATCHES = 4;
const dataDir = mkdtempSync(join(tmpdir(), 'naval-host-kills-'));
const env = {
  PORT: String(await freePort()),
  API_PORT: String(await freePort()),
  DATA_DIR: dataDir,
  NAVAL_TEST_SLOW_WRITES_MS: '100',
};
const url = `http://localhost:${env.PORT}/war-at-sea`;
const lobby = `http://localhost:${env.API_PORT}/games/war-at-sea`;
const viewOf = (player) => JSON.stringify({ view: player.state.G.view, legal: player.state.G.legal });
/** Records every view a player is sent, in order, as it arrives. */
const watch = (match, player, i) =>
  player.socket.onAny(() => {
    const views = match.views[i];
    if (player.state !== undefined && views.at(-1) !== viewOf(player)) views.push(viewOf(player));
  });
let host = await start(env);
try {
  const matches = [];
  for (let i = 0; i < MATCHES; i++) {
    const { matchID, credentials, players } = await openMatch(lobby, [url, url]);
    const match = { matchID, credentials, players, views: players.map((p) => [viewOf(p)]), moving: false };
    players.forEach((p, i) => {
      watch(match, p, i);
    });
    matches.push(match);
  }
  /** Plays a match one move at a time until the host dies or the match ends; `moving` while a move is unanswered. */
  const playOn = async (match) => {
    let moves = 0;
    try {
      while (match.players[0].state.ctx.gameover === undefined) {
        // On its way from the moment it is sent until its answer arrives (then the other
        // player asks for the state again).
        match.moving = true;
        moves += await play(match.players, 1, () => {
          match.moving = false;
        });
      }
    } catch {
      // The host was killed under this match's feet.
    }
    return moves;
  };
  let played = 0;
  let inFlight = 0;
  for (let kill = 0; kill < kills; kill++) {
    const moment = 30 + Math.random() * 370;
    const playing = matches.map((m) => playOn(m));
    await new Promise((resolve) => setTimeout(resolve, moment));
    const exited = new Promise((resolve) => host.once('exit', resolve));
    host.kill('SIGKILL');
    await exited;
    played += (await Promise.all(playing)).reduce((a, b) => a + b, 0);
    for (const m of matches) for (const p of m.players) p.socket.close();
    host = await start(env);
    for (const match of matches) {
      const moving = match.moving;
      if (moving) inFlight++;
      match.moving = false;
      // What each player saw last, then the state the restarted host gives it.
      const last = match.views.map((views) => views.at(-1));
      match.players = ['0', '1'].map((id, i) => new Player(url, match.matchID, id, match.credentials[i]));
      await Promise.all(match.players.map((p) => p.until(() => p.state !== undefined)));
      match.players.forEach((p, i) => {
        const views = match.views[i];
        const now = viewOf(p);
        if (now !== last[i] && (!moving || views.includes(now))) {
          throw new Error(
            `host kills: after kill ${kill + 1} (${moment.toFixed(0)} ms), player ${i} of match ${match.matchID} ` +
              `found ${views.includes(now) ? 'an earlier state' : 'another state'} than the last it saw`,
          );
        }
        if (now !== last[i]) views.push(now);
        watch(match, p, i);
      });
    }
  }
  const rest = await Promise.all(matches.map((m) => play(m.players)));
  for (const match of matches) {
    if (match.players[0].state.ctx.gameover?.outcome?.over !== true) {
      throw new Error(`host kills: match ${match.matchID} did not end after the kills`);
    }
    for (const p of match.players) p.socket.close();
  }
  console.log(
    `host kills: ${kills} kills at random moments during ${MATCHES} landings (${played} moves before the last kill, ` +
      `${rest.reduce((a, b) => a + b, 0)} after); ${inFlight} of ${kills * MATCHES} match-kills fell with a move on its way; ` +
      'no player found a state older than the last it saw, and every match ended',
  );
} finally {
  host.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
