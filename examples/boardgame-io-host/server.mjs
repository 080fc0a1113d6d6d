#!/usr/bin/env node
/**
 * A boardgame.io host for a War at Sea landing and a Firepower battle, on a real SQL store:
 * boardgame.io's Server with the library's postgresStore, on a Postgres server when
 * DATABASE_URL names one (a pool of POOL_SIZE connections; several hosts may share it), else
 * on an embedded PGlite (Postgres compiled to WebAssembly) kept in a folder. Every client
 * message goes through guardTransport.
 *
 *   npm run host                      # build if stale, then start on ports 8000 (games) and 8080 (lobby)
 *   PORT=9000 API_PORT=9080 DATA_DIR=/var/lib/naval ORIGINS=https://your.app node examples/boardgame-io-host/server.mjs
 *   DATABASE_URL=postgres://naval@db/naval PORT=8001 API_PORT=8081 node examples/boardgame-io-host/server.mjs   # a second host
 *
 * The lobby's setupData is public: a match names its scenario there ({ "scenario": "landing" }),
 * and the set-up itself (secrets included) is the host's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { guardTransport, postgresStore, toBoardgameIo } from 'naval-rules/boardgame-io';
import { firepowerCatalogue } from 'naval-rules/firepower';
import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';

// boardgame.io 0.50 has no exports map: `import 'boardgame.io/server'` fails in Node's ESM.
const require = createRequire(import.meta.url);
const { Server, SocketIO } = require('boardgame.io/server');

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

/**
 * Wraps a log function so that it prints at most `perSecond` lines a second, then one line
 * saying how many it left out: a client that makes the host log cannot fill its disk.
 */
export function rateLimited(log, perSecond = 20) {
  let second = 0;
  let count = 0;
  let dropped = 0;
  return (...args) => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      if (dropped > 0) log(`naval-rules host: ${dropped} more log lines left out in the last second`);
      second = now;
      count = 0;
      dropped = 0;
    }
    if (++count <= perSecond) log(...args);
    else dropped++;
  };
}

/** Starts the store, then the host; resolves to what stops them both. */
export async function startHost({
  port = 8000,
  apiPort = 8080,
  dataDir,
  databaseUrl,
  origins = LOCAL_PAGES,
  seed,
  slowWritesMs = 0,
  poolSize = 10,
} = {}) {
  let embedded;
  let pool;
  let listener;
  let db;
  let closed = false;
  if (databaseUrl === undefined) {
    const { PGlite } = await import('@electric-sql/pglite');
    if (dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'))) {
      // A new data folder is made by a process of its own: making one (initdb) grows
      // PGlite's memory by some 450 MiB that a process never gives back.
      const make = `const { PGlite } = await import('@electric-sql/pglite'); await (await PGlite.create({ dataDir: ${JSON.stringify(dataDir)} })).close();`;
      execFileSync(process.execPath, ['--input-type=module', '-e', make], {
        cwd: new URL('.', import.meta.url),
        stdio: 'inherit',
      });
    }
    embedded = await PGlite.create(dataDir === undefined ? {} : { dataDir });
    db = postgresStore(embedded);
  } else {
    const { default: pg } = await import('pg');
    pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    // A connection of its own hears the other hosts' moves (LISTEN); it is given back at
    // stop. Lost (the server restarted), it listens again a second later: the moves stored
    // meanwhile reach this host's players at their next sync.
    const listen = async (channel, onPayload) => {
      const client = await pool.connect();
      listener = client;
      client.on('notification', (message) => onPayload(message.payload ?? ''));
      client.on('error', (error) => {
        console.error(`naval-rules host: lost the other hosts' moves (${error.message}); listening again`);
        client.release(error);
        listener = undefined;
        const again = () => listen(channel, onPayload).catch(() => setTimeout(again, 1_000).unref());
        if (!closed) setTimeout(again, 1_000).unref();
      });
      await client.query(`LISTEN ${channel}`);
    };
    db = postgresStore(pool, { listen });
  }
  if (slowWritesMs > 0) {
    // For a test only: a slow database, so a kill can fall between a move and its write.
    const setState = db.setState;
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
  for (const method of ['fetch', 'setState', 'setMetadata', 'createMatch', 'listMatches', 'wipe']) {
    const call = db[method];
    db[method] = async (...args) => {
      if (closed) return method === 'fetch' ? {} : method === 'listMatches' ? [] : false;
      calls++;
      try {
        return await call(...args);
      } finally {
        calls--;
      }
    };
  }
  const server = Server({ games, db, origins, transport: guardTransport(new SocketIO({ pubSub: db.pubSub })) });
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
      listener?.release();
      await pool?.end();
      await embedded?.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  // boardgame.io logs each move it refuses: logging is rate-limited for the whole host.
  console.error = rateLimited(console.error.bind(console));
  console.warn = rateLimited(console.warn.bind(console));
  const host = await startHost({
    port: Number(env.PORT ?? 8000),
    apiPort: Number(env.API_PORT ?? 8080),
    dataDir: env.DATABASE_URL === undefined ? (env.DATA_DIR ?? new URL('.data', import.meta.url).pathname) : undefined,
    databaseUrl: env.DATABASE_URL,
    origins: env.ORIGINS === undefined ? LOCAL_PAGES : env.ORIGINS.split(','),
    // For a test only: every match with the same dice.
    seed: env.NAVAL_TEST_SEED,
    slowWritesMs: Number(env.NAVAL_TEST_SLOW_WRITES_MS ?? 0),
    poolSize: Number(env.POOL_SIZE ?? 10),
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
