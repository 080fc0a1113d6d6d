#!/usr/bin/env node
/**
 * A boardgame.io host for a War at Sea landing and a Firepower battle, on a real SQL store:
 * boardgame.io's Server with bgio-postgres, on Postgres when DATABASE_URL names one, else on
 * an embedded PGlite (Postgres compiled to WebAssembly) kept in a folder, served to the
 * store over a local socket. Every client message goes through guardTransport.
 *
 *   npm run host                      # build, then start on ports 8000 (games) and 8080 (lobby)
 *   PORT=9000 API_PORT=9080 DATA_DIR=/var/lib/naval ORIGINS=https://your.app node examples/boardgame-io-host/server.mjs
 *
 * The lobby's setupData is public: a match names its scenario there ({ "scenario": "landing" }),
 * and the set-up itself (secrets included) is the host's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { guardTransport, toBoardgameIo } from 'naval-rules/boardgame-io';
import { firepowerCatalogue } from 'naval-rules/firepower';
import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';

// boardgame.io 0.50 has no exports map: `import 'boardgame.io/server'` fails in Node's ESM.
const require = createRequire(import.meta.url);
const { Server, SocketIO } = require('boardgame.io/server');
const { PostgresStore } = require('bgio-postgres');

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
/** The host's scenarios by name: what a match's public setupData may ask for. */
const scenarios = {
  'war-at-sea': { landing: read('../war-at-sea-landing/setup.json') },
  'firepower-battle': { guadalcanal: read('../firepower-battle/setup.json') },
};
const pick = (game, fallback) => (setupData) => {
  const name = setupData?.scenario ?? fallback;
  // Refused at lobby create (validateSetupData says why).
  if (typeof name !== 'string' || !Object.hasOwn(scenarios[game], name)) {
    throw new Error(`no scenario ${JSON.stringify(name)}; this host has ${Object.keys(scenarios[game]).join(', ')}`);
  }
  return scenarios[game][name];
};

/** The origins a page may connect from unless ORIGINS says: localhost on any port (a dev server on 3000, 5173, …). */
const LOCAL_PAGES = [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/];

/** Starts the store, then the host; resolves to what stops them both. */
export async function startHost({
  port = 8000,
  apiPort = 8080,
  dataDir,
  databaseUrl,
  origins = LOCAL_PAGES,
  seed,
  slowWritesMs = 0,
} = {}) {
  let embedded;
  let url = databaseUrl;
  if (url === undefined) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const pg = await PGlite.create(dataDir === undefined ? {} : { dataDir });
    const socket = new PGLiteSocketServer({ db: pg, port: 0, host: '127.0.0.1' });
    await socket.start();
    embedded = { pg, socket };
    url = `postgres://postgres:postgres@127.0.0.1:${socket.server.address().port}/postgres`;
  }
  // One connection: PGlite is a single-connection database.
  const db = new PostgresStore(url, { logging: false, pool: { max: embedded === undefined ? 5 : 1 } });
  if (slowWritesMs > 0) {
    // For a test only: a slow database, so a kill can fall between a move and its write.
    const setState = db.setState.bind(db);
    db.setState = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, slowWritesMs));
      return setState(...args);
    };
  }
  // Each match rolls hosted dice on a fresh 256-bit seed; `seed` (32 to 64 hex digits) fixes them, for a test only.
  const dice = seed === undefined ? {} : { seed: () => seed };
  const games = [
    toBoardgameIo(warAtSeaCatalogue.game, pick('war-at-sea', 'landing'), dice),
    toBoardgameIo(firepowerCatalogue.game, pick('firepower-battle', 'guadalcanal'), {
      ...dice,
      name: 'firepower-battle',
    }),
  ];
  // Every database call is counted, so a stop can wait for the writes under way; once the
  // database is closed, a late call (a socket's disconnect being recorded) does nothing.
  let calls = 0;
  let closed = false;
  for (const method of ['fetch', 'setState', 'setMetadata', 'createMatch', 'listMatches', 'wipe']) {
    const call = db[method].bind(db);
    db[method] = async (...args) => {
      if (closed) return method === 'fetch' ? {} : method === 'listMatches' ? [] : undefined;
      calls++;
      try {
        return await call(...args);
      } finally {
        calls--;
      }
    };
  }
  const server = Server({ games, db, origins, transport: guardTransport(new SocketIO()) });
  const running = await server.run({ port, lobbyConfig: { apiPort } });
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    server,
    port: running.appServer.address().port,
    apiPort,
    /** Stops taking moves (every socket is closed), lets the writes under way finish, then closes the store. */
    async stop() {
      running.appServer.close();
      running.apiServer?.close();
      server.app._io?.close();
      await pause(50);
      for (let i = 0; i < 500 && calls > 0; i++) await pause(10);
      closed = true;
      await db.sequelize.close();
      if (embedded !== undefined) {
        await embedded.socket.stop();
        await embedded.pg.close();
      }
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const host = await startHost({
    port: Number(env.PORT ?? 8000),
    apiPort: Number(env.API_PORT ?? 8080),
    dataDir: env.DATABASE_URL === undefined ? (env.DATA_DIR ?? new URL('.data', import.meta.url).pathname) : undefined,
    databaseUrl: env.DATABASE_URL,
    origins: env.ORIGINS === undefined ? LOCAL_PAGES : env.ORIGINS.split(','),
    // For a test only: every match with the same dice.
    seed: env.NAVAL_TEST_SEED,
    slowWritesMs: Number(env.NAVAL_TEST_SLOW_WRITES_MS ?? 0),
  });
  console.log(`naval-rules host: games on port ${host.port}, lobby on port ${host.apiPort}`);
  console.log(
    `  point a boardgame.io client at server: 'http://localhost:${host.port}' and its lobby at 'http://localhost:${host.apiPort}';` +
      ` ${env.ORIGINS === undefined ? 'pages from any localhost port may connect (set ORIGINS for yours)' : `pages from ${env.ORIGINS} may connect`}`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await host.stop();
      process.exit(0);
    } catch (error) {
      console.error(`naval-rules host: stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
