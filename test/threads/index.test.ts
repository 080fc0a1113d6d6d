/**
 * naval-rules/threads: bad options of any kind reject with a RulesError before any thread
 * starts (the contract the fuzz suite checks of synchronous exports), and
 * a study's chunks join to exactly its range (the threads' summaries then merge into the one
 * thread's; scripts/run-examples.mjs checks that on the built package, ESM and CommonJS).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { cartwheelCatalogue } from '../../src/cartwheel/index.js';
import { isRulesError } from '../../src/core/rules-error.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { createDice, defineGame, diceStateSchema } from '../../src/index.js';
import { shoestringCatalogue } from '../../src/shoestring/index.js';
import { shardRange, studyOf } from '../../src/simulate/simulate.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { simulateInWorkers } from '../../src/threads/index.js';
import { LIBRARY_GAME_NAMES } from '../../src/threads/library-game-names.js';
import { loadLibraryGame } from '../../src/threads/library-games.js';
import { chunksOf } from '../../src/threads/play-in-workers.js';
import { warAtSeaCatalogue } from '../../src/war-at-sea/index.js';
import { exampleSetup } from '../game/random-play.js';

const setup = exampleSetup('war-at-sea-landing');
const study = {
  game: warAtSeaCatalogue.game,
  setup,
  bots: { Allies: 'random', Axis: 'random' },
  runs: 10,
  seed: 1,
} as const;

/** The RulesError a call rejects with (it fails the test if it resolves or throws something else). */
async function refusal(call: () => Promise<unknown>) {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isRulesError(error)) throw new Error(`expected a RulesError, got ${String(error)}`);
  return error;
}

describe('simulateInWorkers', () => {
  it('refuses bad options with a RulesError naming the field, before any thread starts', async () => {
    expect((await refusal(() => simulateInWorkers(null as never))).path).toEqual([]);
    for (const workers of [0, 1.5, 257, '2', Number.NaN]) {
      expect((await refusal(() => simulateInWorkers({ ...study, workers: workers as never }))).path).toEqual([
        'workers',
      ]);
    }
    const custom = { ...study, bots: { Allies: 'random' as const, Axis: (() => ({ choose: () => ({}) })) as never } };
    expect((await refusal(() => simulateInWorkers(custom))).path).toEqual(['bots', 'Axis']);
    expect((await refusal(() => simulateInWorkers({ ...study, runs: 0 }))).path).toEqual(['runs']);
    expect((await refusal(() => simulateInWorkers({ ...study, setup: { ...setup, target: 'x' } }))).code).toBe(
      'INVALID_INPUT',
    );
  });

  it('rejects arbitrary arguments, and a valid study with one field broken, with a RulesError, never a TypeError', async () => {
    const keys = ['game', 'setup', 'bots', 'runs', 'seed', 'rules', 'shard', 'maxActions', 'workers', 'onProgress'];
    const broken = fc.oneof(
      fc.anything({ withNullPrototype: true, withBoxedValues: true, maxDepth: 3 }),
      fc
        .record({
          key: fc.constantFrom(...keys),
          value: fc.oneof(fc.anything({ maxDepth: 2 }), fc.constantFrom(-1, 0, 1.5, Number.NaN, '__proto__', null)),
        })
        .map(({ key, value }) => ({ ...study, workers: 2, [key]: value })),
    );
    /** Whether the options are bad: what simulate checks, or the thread count. (Good ones would start threads.) */
    const bad = (options: unknown): boolean => {
      const workers = (options as { workers?: unknown } | null)?.workers;
      if (
        workers !== undefined &&
        !(Number.isInteger(workers) && (workers as number) >= 1 && (workers as number) <= 256)
      )
        return true;
      try {
        studyOf(options as never);
        return false;
      } catch (error) {
        return isRulesError(error);
      }
    };
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(broken, async (options) => {
        fc.pre(bad(options));
        tried++;
        await refusal(() => simulateInWorkers(options as never));
      }),
      { numRuns: 80, seed: 20_261_128 },
    );
    expect(tried).toBeGreaterThan(40);
  });

  it('refuses a measure given as a function: a function cannot cross to a thread (names do: scripts/run-examples.mjs)', async () => {
    const error = await refusal(() =>
      simulateInWorkers({ ...study, workers: 2, measures: [{ name: 'mine', title: 'mine', of: () => 1 }] }),
    );
    expect(error.path).toEqual(['measures', 0]);
    expect(error.message).toMatch(/a function cannot cross to a thread/);
  });

  it("refuses a game that is not the library's own: a game is code, and cannot cross to a thread", async () => {
    // (A look-alike named as a library game is found by the thread: scripts/run-examples.mjs.)
    const solo = defineGame({
      name: 'house-landing',
      rule: 'demo',
      sides: ['Allies', 'Axis'],
      stateSchema: z.strictObject({ dice: diceStateSchema }),
      viewSchema: z.strictObject({}),
      actionSchema: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('pass') })]),
      refuse: () => null,
      perform: () => [],
      hide: () => ({}),
    });
    const game = {
      name: 'house-landing',
      title: 'a look-alike',
      game: solo,
      setupSchema: z.unknown(),
      create: (input: unknown) => ({ dice: createDice((input as { seed: number }).seed).state() }),
    };
    const error = await refusal(() => simulateInWorkers({ ...study, game: game as never }));
    expect(error.path).toEqual(['game']);
    expect(error.message).toMatch(/cannot cross to a thread/);
  });
});

describe('the games a thread loads', () => {
  it("are the library's five, by name, each the catalogue's own game", async () => {
    const catalogues = [firepowerCatalogue, shoestringCatalogue, cartwheelCatalogue, warAtSeaCatalogue, sopacCatalogue];
    expect(LIBRARY_GAME_NAMES).toEqual(catalogues.map((c) => c.game.name));
    for (const catalogue of catalogues) expect(await loadLibraryGame(catalogue.game.name)).toBe(catalogue.game);
    expect(await loadLibraryGame('__proto__')).toBeUndefined();
  });
});

describe('chunksOf', () => {
  it("cuts a study's range (or a shard's) into chunks that join to exactly it, at least four a thread", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 16 }),
        fc.nat(),
        (runs, shards, threads, pick) => {
          const count = Math.min(shards, runs);
          const shard = { index: pick % count, count };
          const chunks = chunksOf(runs, shard, threads);
          const range = shardRange(runs, shard);
          let at = range.from;
          for (const chunk of chunks) {
            const part = shardRange(runs, chunk);
            expect(part.from).toBe(at);
            at = part.to;
          }
          expect(at).toBe(range.to);
          expect(chunks.length).toBeGreaterThanOrEqual(Math.min(threads * 4, Math.floor(runs / count)));
        },
      ),
    );
  });
});
