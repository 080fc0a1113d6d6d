import { formatValue } from '../core/format-value.js';
import { expectObject } from '../core/guards.js';
import { RulesError } from '../core/rules-error.js';
import { randomSeed } from '../dice/random-seed.js';
import { remember } from './remember.js';
import { wholeOption } from './whole-option.js';

const WHERE = 'postgresStore';

/** A Postgres client as the store uses it: node-postgres's `Pool` (or `Client`), or PGlite. */
export interface SqlClient {
  /** Runs one statement with `$1`-style parameters; resolves with its rows. */
  query(text: string, params?: unknown[]): Promise<{ readonly rows: readonly Record<string, unknown>[] }>;
}

/** Options of {@link postgresStore}. */
export interface PostgresStoreOptions {
  /** The table the store keeps its matches in (created at `connect` when missing). Default `'naval_matches'`. */
  readonly table?: string;
  /**
   * Subscribes to a Postgres notification channel (`LISTEN`), calling `onPayload` with each
   * notification's payload. Given, every host on the database hears the others' moves and
   * sends them to its own players: several hosts serve one match. Absent, one host.
   */
  readonly listen?: (channel: string, onPayload: (payload: string) => void) => unknown;
  /** The most matches a lobby list returns, newest first (page on with `updatedBefore`). Default 100. */
  readonly pageSize?: number;
  /** Told each failed write (the move is then not applied and nothing is sent). Default `console.error`. */
  readonly onError?: (error: unknown) => void;
}

/** boardgame.io's pub/sub (`new SocketIO({ pubSub })`): how a host's moves reach the players of a match on every host. */
export interface StorePubSub {
  /** Whether other hosts share the store (a `listen` was given): `guardTransport` then reads seats afresh. */
  readonly shared: boolean;
  /** Sends a match's update to this host's subscribers. */
  publish(channelId: string, payload: unknown): void;
  /** Adds a subscriber of a match (boardgame.io's socket.io transport subscribes once a match). */
  subscribe(channelId: string, callback: (payload: unknown) => void): void;
  /** Forgets a match's subscribers. */
  unsubscribeAll(channelId: string): void;
}

/** A match's metadata as boardgame.io hands it over: seats, set-up data, times (its other fields are kept as given). */
export interface MatchMetadata {
  readonly gameName?: unknown;
  readonly unlisted?: unknown;
  readonly gameover?: unknown;
  readonly updatedAt?: unknown;
  readonly [key: string]: unknown;
}

/** boardgame.io's storage for Postgres, as {@link postgresStore} returns it. */
export interface PostgresStore {
  /** boardgame.io's storage type: asynchronous (1). */
  type(): 1;
  /** Creates the table and its index when missing, and starts listening when `listen` was given. */
  connect(): Promise<void>;
  /** Stores a new match: its initial state and metadata. */
  createMatch(matchID: string, opts: { initialState: unknown; metadata: MatchMetadata }): Promise<void>;
  /**
   * Stores a move's state, only over an older one: resolves false (and stores nothing)
   * when the match's stored state id is already this one's or later, so two moves racing
   * on two hosts never both apply. boardgame.io's log entries are not stored.
   */
  setState(matchID: string, state: unknown, deltalog?: unknown): Promise<boolean>;
  /** Stores a match's seats and set-up data; a write that changes nothing is skipped. */
  setMetadata(matchID: string, metadata: MatchMetadata): Promise<boolean>;
  /** Reads what is asked of a match (`{}` when there is none); `log` is always empty. */
  fetch(
    matchID: string,
    opts: { state?: boolean; metadata?: boolean; log?: boolean; initialState?: boolean },
  ): Promise<{ state?: unknown; metadata?: MatchMetadata; log?: unknown[]; initialState?: unknown }>;
  /** Deletes a match. */
  wipe(matchID: string): Promise<void>;
  /** The ids of a game's listed matches, newest first, at most `pageSize`. */
  listMatches(opts?: {
    gameName?: string;
    where?: { isGameover?: boolean; updatedBefore?: number; updatedAfter?: number };
  }): Promise<string[]>;
  /** The pub/sub for boardgame.io's socket.io transport: `new SocketIO({ pubSub: store.pubSub })`. */
  readonly pubSub: StorePubSub;
}

/** A match's row, as the table holds it. */
interface Row {
  readonly state: string;
  readonly stateId: number;
  readonly initialState: string;
  readonly metadata: string;
  readonly updatedAt: number;
  readonly gameover: string | null;
}

/** The most matches a store with no other host keeps in memory. */
const CACHED_MATCHES = 1_000;

const TABLE = /^[a-z_][a-z0-9_]{0,40}$/;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const stateIdOf = (state: unknown): number =>
  isRecord(state) && typeof state._stateID === 'number' ? state._stateID : 0;
const gameoverOf = (state: unknown): string | null => {
  const gameover = isRecord(state) && isRecord(state.ctx) ? state.ctx.gameover : undefined;
  return gameover === undefined ? null : JSON.stringify(gameover);
};
/** The metadata as stored: without what the state decides (the game's end) and the write time. */
const storedMetadata = ({ gameover: _gameover, updatedAt: _updatedAt, ...rest }: MatchMetadata): string =>
  JSON.stringify(rest);

/**
 * boardgame.io's storage on Postgres for the library's games: one row a match, holding the
 * latest state, the initial state and the metadata as JSON text; no log (the games keep
 * their history in `G`; `guardTransport` sends no log). A move's state is stored only over
 * an older one, so moves racing on two hosts never both apply; a metadata write that
 * changes nothing (boardgame.io writes one after every move) costs no round trip. The
 * lobby's list is paged: at most `pageSize` matches, newest first, unlisted ones left out.
 *
 * With `options.listen`, several hosts share one database: each store notifies the
 * others (`pg_notify`) once a move is stored, and a host with players in that match reads
 * the state and sends it to them through `store.pubSub`, boardgame.io's socket.io pub/sub.
 * Nothing else to run. Works on node-postgres's `Pool` and on PGlite, or any client with
 * `query(text, params)`.
 *
 * @example
 * ```ts sketch
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
 * const listen = async (channel, onPayload) => {
 *   const client = await pool.connect();
 *   client.on('notification', (message) => onPayload(message.payload ?? ''));
 *   await client.query(`LISTEN ${channel}`);
 * };
 * const db = postgresStore(pool, { listen });
 * const server = Server({ games, db, transport: guardTransport(new SocketIO({ pubSub: db.pubSub })) });
 * ```
 */
export function postgresStore(client: SqlClient, options: PostgresStoreOptions = {}): PostgresStore {
  expectObject(client, WHERE, 'client');
  expectObject(options, WHERE, 'options');
  if (typeof client.query !== 'function') {
    throw new RulesError(
      `${WHERE}: client must have a query method (a pg Pool or PGlite); got ${formatValue(client)}`,
      {
        code: 'INVALID_INPUT',
        rule: 'boardgame.io',
        path: ['client'],
      },
    );
  }
  const table = options.table === undefined ? 'naval_matches' : options.table;
  if (typeof table !== 'string' || !TABLE.test(table)) {
    throw new RulesError(
      `${WHERE}: options.table must be a lower-case SQL name of letters, digits and _ (at most 41); got ${formatValue(table)}`,
      { code: 'INVALID_INPUT', rule: 'boardgame.io', path: ['options', 'table'] },
    );
  }
  for (const name of ['listen', 'onError'] as const) {
    if (options[name] !== undefined && typeof options[name] !== 'function') {
      throw new RulesError(`${WHERE}: options.${name} must be a function; got ${formatValue(options[name])}`, {
        code: 'INVALID_INPUT',
        rule: 'boardgame.io',
        path: ['options', name],
      });
    }
  }
  const pageSize = wholeOption(options.pageSize, 'pageSize', 1, 10_000, 100, WHERE);
  const listen = options.listen as PostgresStoreOptions['listen'];
  const onError =
    (options.onError as PostgresStoreOptions['onError']) ??
    ((error: unknown) => console.error(`naval-rules ${WHERE}:`, error));
  const sql = (text: string, params: unknown[]) => client.query(text, params).then((result) => result.rows);
  /** This store's name in its notifications, so it skips its own (no roll: a name, from the platform's source). */
  const self = randomSeed().slice(0, 16);
  const subscribers = new Map<string, ((payload: unknown) => void)[]>();
  // One host alone writes the table: it keeps its recent matches' rows (as JSON text, parsed
  // afresh for each read) and reads none back, so a move costs one write.
  const rows = listen === undefined ? new Map<string, Row>() : undefined;
  const keep = (matchID: string, row: Row) => {
    if (rows !== undefined) remember(rows, matchID, row, CACHED_MATCHES);
  };
  const channelOf = (matchID: string) => `MATCH-${matchID}`;

  const store: PostgresStore = {
    type: () => 1,
    async connect() {
      try {
        await sql(
          `CREATE TABLE IF NOT EXISTS ${table} (id text PRIMARY KEY, game text NOT NULL, state text NOT NULL,
            state_id integer NOT NULL, initial_state text NOT NULL, metadata text NOT NULL,
            updated_at bigint NOT NULL, gameover text, unlisted boolean NOT NULL)`,
          [],
        );
        await sql(
          `CREATE INDEX IF NOT EXISTS ${table}_listed ON ${table} (game, updated_at DESC) WHERE NOT unlisted`,
          [],
        );
      } catch (error) {
        // Two hosts starting at once: the other made it (a duplicate type or relation name).
        const code = isRecord(error) ? error.code : undefined;
        if (code !== '23505' && code !== '42P07') throw error;
      }
      if (listen !== undefined) await listen(table, heard);
    },
    async createMatch(matchID, { initialState, metadata }) {
      const state = JSON.stringify(initialState);
      const row: Row = {
        state,
        stateId: stateIdOf(initialState),
        initialState: state,
        metadata: storedMetadata(metadata),
        updatedAt: typeof metadata.updatedAt === 'number' ? metadata.updatedAt : Date.now(),
        gameover: gameoverOf(initialState),
      };
      await sql(
        `INSERT INTO ${table} (id, game, state, state_id, initial_state, metadata, updated_at, gameover, unlisted)
          VALUES ($1, $2, $3, $4, $3, $5, $6, $7, $8)`,
        [
          matchID,
          String(metadata.gameName ?? ''),
          row.state,
          row.stateId,
          row.metadata,
          row.updatedAt,
          row.gameover,
          metadata.unlisted === true,
        ],
      );
      keep(matchID, row);
    },
    async setState(matchID, state) {
      const id = stateIdOf(state);
      const cached = rows?.get(matchID);
      if (cached !== undefined && cached.stateId >= id) return false;
      const params = [matchID, JSON.stringify(state), id, gameoverOf(state), Date.now()];
      const update = `UPDATE ${table} SET state = $2, state_id = $3, gameover = $4, updated_at = $5
        WHERE id = $1 AND state_id < $3 RETURNING id`;
      try {
        const written =
          listen === undefined
            ? await sql(update, params)
            : await sql(`WITH moved AS (${update}) SELECT pg_notify($6, $7) FROM moved`, [
                ...params,
                table,
                `${self} ${matchID}`,
              ]);
        if (written.length === 0) {
          rows?.delete(matchID);
          return false;
        }
        if (cached !== undefined) {
          const [, text, stateId, gameover, updatedAt] = params as [string, string, number, string | null, number];
          keep(matchID, { ...cached, state: text, stateId, gameover, updatedAt });
        }
        return true;
      } catch (error) {
        rows?.delete(matchID);
        onError(error);
        return false;
      }
    },
    async setMetadata(matchID, metadata) {
      const stored = storedMetadata(metadata);
      const cached = rows?.get(matchID);
      if (cached?.metadata === stored) return false;
      try {
        const written = await sql(
          `UPDATE ${table} SET metadata = $2, unlisted = $3 WHERE id = $1 AND metadata <> $2 RETURNING id`,
          [matchID, stored, metadata.unlisted === true],
        );
        if (cached !== undefined) keep(matchID, { ...cached, metadata: stored });
        return written.length > 0;
      } catch (error) {
        rows?.delete(matchID);
        onError(error);
        return false;
      }
    },
    async fetch(matchID, opts) {
      let row = rows?.get(matchID);
      if (row === undefined) {
        // A store that keeps rows reads the whole row; a shared one only what is asked.
        const all = rows !== undefined;
        const [found] = await sql(
          `SELECT ${all || opts.state ? 'state' : "'' AS state"}, state_id,
            ${all || opts.initialState ? 'initial_state' : "'' AS initial_state"},
            ${all || opts.metadata ? 'metadata' : "'' AS metadata"}, updated_at, gameover
            FROM ${table} WHERE id = $1`,
          [matchID],
        );
        if (found === undefined) return {};
        row = {
          state: String(found.state),
          stateId: Number(found.state_id),
          initialState: String(found.initial_state),
          metadata: String(found.metadata),
          updatedAt: Number(found.updated_at),
          gameover: found.gameover === null ? null : String(found.gameover),
        };
        keep(matchID, row);
      }
      const result: Awaited<ReturnType<PostgresStore['fetch']>> = {};
      if (opts.state) result.state = JSON.parse(row.state);
      if (opts.initialState) result.initialState = JSON.parse(row.initialState);
      if (opts.log) result.log = [];
      if (opts.metadata) {
        const metadata = JSON.parse(row.metadata) as Record<string, unknown>;
        const gameover = row.gameover === null ? undefined : JSON.parse(row.gameover);
        result.metadata = { ...metadata, gameover, updatedAt: row.updatedAt };
      }
      return result;
    },
    async wipe(matchID) {
      rows?.delete(matchID);
      await sql(`DELETE FROM ${table} WHERE id = $1`, [matchID]);
    },
    async listMatches(opts = {}) {
      const where = ['NOT unlisted'];
      const params: unknown[] = [];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      if (opts.gameName !== undefined) where.push(`game = ${param(opts.gameName)}`);
      if (opts.where?.isGameover === true) where.push('gameover IS NOT NULL');
      if (opts.where?.isGameover === false) where.push('gameover IS NULL');
      if (opts.where?.updatedBefore !== undefined) where.push(`updated_at < ${param(opts.where.updatedBefore)}`);
      if (opts.where?.updatedAfter !== undefined) where.push(`updated_at > ${param(opts.where.updatedAfter)}`);
      const rows = await sql(
        `SELECT id FROM ${table} WHERE ${where.join(' AND ')} ORDER BY updated_at DESC LIMIT ${pageSize}`,
        params,
      );
      return rows.map((row) => String(row.id));
    },
    pubSub: {
      shared: listen !== undefined,
      publish(channelId, payload) {
        for (const callback of subscribers.get(channelId) ?? []) callback(payload);
      },
      subscribe(channelId, callback) {
        subscribers.set(channelId, [...(subscribers.get(channelId) ?? []), callback]);
      },
      unsubscribeAll(channelId) {
        subscribers.delete(channelId);
      },
    },
  };

  /** Matches whose latest state is being read for this host's players, and whether another move came meanwhile. */
  const reading = new Map<string, boolean>();
  /** Another host stored a move: this host's players of that match are sent the stored state. */
  function heard(payload: string) {
    const space = payload.indexOf(' ');
    const matchID = payload.slice(space + 1);
    if (payload.slice(0, space) === self || !subscribers.has(channelOf(matchID))) return;
    if (reading.has(matchID)) {
      reading.set(matchID, true);
      return;
    }
    reading.set(matchID, false);
    // Read through the store object: a transport that wraps its `fetch` sees this state as stored.
    const read = (): Promise<void> =>
      store.fetch(matchID, { state: true }).then(({ state }) => {
        if (state !== undefined) store.pubSub.publish(channelOf(matchID), { type: 'update', args: [matchID, state] });
        if (reading.get(matchID) !== true) return;
        reading.set(matchID, false);
        return read();
      });
    read().then(
      () => reading.delete(matchID),
      (error) => {
        reading.delete(matchID);
        onError(error);
      },
    );
  }
  return store;
}
