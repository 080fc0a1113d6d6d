/**
 * postgresStore on a real Postgres: PGlite (Postgres compiled to WebAssembly) in this
 * process. One store alone (its rows kept in memory), and two stores on one database as
 * two hosts would hold them, hearing each other through LISTEN/NOTIFY.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresStore, postgresStore } from '../../src/boardgame-io/index.js';
import { RulesError } from '../../src/core/rules-error.js';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
}, 60_000);
afterAll(async () => {
  await db.close();
});

const state = (id: number, gameover?: unknown) => ({ G: { n: id }, ctx: { gameover }, _stateID: id });
const metadata = (updatedAt: number, extra: Record<string, unknown> = {}) => ({
  gameName: 'war-at-sea',
  players: { '0': { id: 0 }, '1': { id: 1 } },
  createdAt: 500,
  updatedAt,
  ...extra,
});
/** Two stores on the one database, each hearing the other's notifications. */
const listen = (channel: string, onPayload: (payload: string) => void) => db.listen(channel, onPayload);
let tables = 0;
const table = () => `t${++tables}`;

describe('postgresStore', () => {
  it('refuses a client, table or option it cannot use, naming it', () => {
    const cases: [unknown, unknown, string][] = [
      [null, {}, 'client'],
      [{}, {}, 'client'],
      [db, { table: 'Robert"); DROP TABLE x;--' }, 'table'],
      [db, { table: null }, 'table'],
      [db, { listen: 'yes' }, 'listen'],
      [db, { pageSize: 0 }, 'pageSize'],
      [db, { pageSize: 1.5 }, 'pageSize'],
    ];
    for (const [client, options, field] of cases) {
      expect(() => postgresStore(client as never, options as never)).toThrow(RulesError);
      expect(() => postgresStore(client as never, options as never)).toThrow(field);
    }
  });

  it('keeps a match as one row: state, initial state and metadata; no log; the end from the state', async () => {
    const store = postgresStore(db, { table: table() });
    await store.connect();
    await store.createMatch('m', { initialState: state(0), metadata: metadata(1_000) });
    expect(await store.fetch('m', { state: true, initialState: true, log: true })).toEqual({
      state: state(0),
      initialState: state(0),
      log: [],
    });
    expect(await store.setState('m', state(1, { winner: '0' }), [{ action: 'moved' }])).toBe(true);
    const { metadata: read } = await store.fetch('m', { metadata: true });
    expect(read?.gameover).toEqual({ winner: '0' });
    expect(read?.players).toEqual(metadata(0).players);
    expect(await store.fetch('nothing', { state: true, metadata: true })).toEqual({});
    // Read back by a store that shares the table (a `listen`: it keeps nothing in memory).
    const other = postgresStore(db, { table: `t${tables}`, listen });
    expect(await other.fetch('m', { state: true, log: true })).toEqual({ state: state(1, { winner: '0' }), log: [] });
    await store.wipe('m');
    expect(await other.fetch('m', { state: true })).toEqual({});
  });

  it('stores a state only over an older one: the same state id twice, or an older one, is refused', async () => {
    const name = table();
    const store = postgresStore(db, { table: name });
    await store.connect();
    await store.createMatch('m', { initialState: state(0), metadata: metadata(1_000) });
    expect(await store.setState('m', state(1))).toBe(true);
    expect(await store.setState('m', state(1))).toBe(false);
    expect(await store.setState('m', state(0))).toBe(false);
    expect(await store.setState('m', state(2))).toBe(true);
    // Two stores (hosts) racing from the same state: exactly one is stored.
    const [a, b] = [postgresStore(db, { table: name, listen }), postgresStore(db, { table: name, listen })];
    const results = await Promise.all([a.setState('m', state(3)), b.setState('m', { ...state(3), G: { n: -3 } })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = (await a.fetch('m', { state: true })).state as { G: { n: number } };
    expect(stored.G.n).toBe(results[0] ? 3 : -3);
  });

  it('skips a metadata write that changes nothing, and writes one that does', async () => {
    const store = postgresStore(db, { table: table() });
    await store.connect();
    await store.createMatch('m', { initialState: state(0), metadata: metadata(1_000) });
    // boardgame.io writes the metadata after every move with a new updatedAt only.
    expect(await store.setMetadata('m', metadata(2_000))).toBe(false);
    const joined = metadata(3_000, { players: { '0': { id: 0, name: 'Ann', credentials: 'c' }, '1': { id: 1 } } });
    expect(await store.setMetadata('m', joined)).toBe(true);
    expect((await store.fetch('m', { metadata: true })).metadata?.players).toEqual(joined.players);
  });

  it('lists a game’s listed matches newest first, a page at a time', async () => {
    const store = postgresStore(db, { table: table(), pageSize: 2 });
    await store.connect();
    for (let i = 1; i <= 5; i++) {
      await store.createMatch(`m${i}`, { initialState: state(0), metadata: metadata(i * 1_000) });
    }
    await store.createMatch('hidden', { initialState: state(0), metadata: metadata(9_000, { unlisted: true }) });
    await store.createMatch('other', { initialState: state(0), metadata: metadata(9_000, { gameName: 'sopac' }) });
    expect(await store.listMatches({ gameName: 'war-at-sea' })).toEqual(['m5', 'm4']);
    expect(await store.listMatches({ gameName: 'war-at-sea', where: { updatedBefore: 4_000 } })).toEqual(['m3', 'm2']);
    expect(await store.listMatches({ gameName: 'war-at-sea', where: { updatedBefore: 2_000 } })).toEqual(['m1']);
    expect(await store.listMatches({ gameName: 'war-at-sea', where: { updatedAfter: 4_500 } })).toEqual(['m5']);
    await store.setState('m1', state(1, { draw: true }));
    expect(await store.listMatches({ gameName: 'war-at-sea', where: { isGameover: true } })).toEqual(['m1']);
  });

  it('tells the other hosts of a stored move: their players of that match are sent the state', async () => {
    const name = table();
    const stores: PostgresStore[] = [
      postgresStore(db, { table: name, listen }),
      postgresStore(db, { table: name, listen }),
    ];
    for (const store of stores) await store.connect();
    expect(stores.map((store) => store.pubSub.shared)).toEqual([true, true]);
    await stores[0]?.createMatch('m', { initialState: state(0), metadata: metadata(1_000) });
    const heard: unknown[] = [];
    const local: unknown[] = [];
    stores[1]?.pubSub.subscribe('MATCH-m', (payload) => heard.push(payload));
    stores[0]?.pubSub.subscribe('MATCH-m', (payload) => local.push(payload));
    expect(await stores[0]?.setState('m', state(1))).toBe(true);
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual([{ type: 'update', args: ['m', state(1)] }]);
    // The writer's own players are sent its move by boardgame.io itself, not again by the store.
    expect(local).toEqual([]);
    // A refused write tells nobody.
    expect(await stores[1]?.setState('m', state(1))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(local).toEqual([]);
  });

  it('a write that fails is reported and refused, never thrown at boardgame.io', async () => {
    const errors: unknown[] = [];
    const failing = {
      query: () => Promise.reject(Object.assign(new Error('connection lost'), { code: '08006' })),
    };
    const store = postgresStore(failing, { onError: (error) => errors.push(error) });
    expect(await store.setState('m', state(1))).toBe(false);
    expect(await store.setMetadata('m', metadata(1))).toBe(false);
    expect(errors).toHaveLength(2);
    await expect(store.fetch('m', { state: true })).rejects.toThrow('connection lost');
  });
});
