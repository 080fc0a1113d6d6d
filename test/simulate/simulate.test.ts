/**
 * Whole-game studies: the same study gives the same summary however it is split into
 * shards and merged (byte for byte), its counts add up, and a merge refuses summaries
 * that do not join or were changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { namedBot, playOut } from '../../src/index.js';
import { mergeSimulations, type SimulationSummary, simulate } from '../../src/simulate/index.js';
import { runSeed } from '../../src/simulate/run-seed.js';
import { warAtSeaCatalogue, warAtSeaGame } from '../../src/war-at-sea/index.js';

const setupOf = (dir: string) =>
  JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

const landing = {
  game: warAtSeaCatalogue.game,
  setup: setupOf('war-at-sea-landing'),
  bots: { Allies: 'doctrine', Axis: 'random' } as const,
  runs: 24,
  seed: 7,
};

describe('simulate', () => {
  const whole = simulate(landing);

  it("sums up the game's own measures, each run's as its outcome gives them", () => {
    // The outcome's own measures, and the catalogue's (all of them by default).
    expect(Object.keys(whole.measures)).toEqual(
      [
        ...['enemy units destroyed', 'islands held'],
        ...(warAtSeaCatalogue.game.measures ?? []).map((m) => m.name),
      ].sort(),
    );
    // Run by run, as a study plays them (run i's seed from the study's and i, each bot's from
    // the run's and its seat): the outcomes' measures, added up.
    let held = 0;
    for (let index = 0; index < 24; index++) {
      const own = runSeed(7, index);
      const start = warAtSeaCatalogue.game.create({ ...landing.setup, seed: own });
      const bots = {
        Allies: namedBot(warAtSeaCatalogue.game, 'doctrine', runSeed(own, 1)),
        Axis: namedBot(warAtSeaCatalogue.game, 'random', runSeed(own, 2)),
      };
      const { outcome } = playOut(warAtSeaGame, start, bots as never);
      held += outcome.measures?.['islands held']?.Allies ?? Number.NaN;
    }
    const allies = whole.measures['islands held']?.Allies;
    expect(allies?.histogram.reduce((sum, [value, runs]) => sum + value * runs, 0)).toBe(held);
    expect(allies?.mean).toBeCloseTo(held / 24, 12);
    for (const bySide of Object.values(whole.measures)) {
      for (const d of Object.values(bySide)) expect(d.histogram.reduce((sum, [, runs]) => sum + runs, 0)).toBe(24);
    }
    // A summary whose measures were changed does not merge.
    const [a, b] = [0, 1].map((index) => simulate({ ...landing, shard: { index, count: 2 } })) as [
      SimulationSummary,
      SimulationSummary,
    ];
    expect(() => mergeSimulations(a, { ...b, measures: {} })).toThrow(/other measures/);
  });

  it('counts every run once: wins, draws and unfinished add up to the runs, as do the histograms', () => {
    expect(whole.runs).toEqual({ from: 0, to: 24, of: 24 });
    expect(whole.partial).toBe(false);
    const results = whole.wins.Allies.count + whole.wins.Axis.count + whole.draws.count + whole.unfinished.count;
    expect(results).toBe(24);
    for (const d of [whole.length, whole.score.Allies, whole.score.Axis]) {
      expect(d.histogram.reduce((sum, [, runs]) => sum + runs, 0)).toBe(24);
      expect(d.min).toBeLessThanOrEqual(d.quantiles.p50);
      expect(d.quantiles.p50).toBeLessThanOrEqual(d.max);
    }
    // The doctrine beats the random Axis here (self-play tests hold it to that).
    expect(whole.wins.Allies.rate).toBeGreaterThan(0.5);
    expect(whole.wins.Allies.low).toBeLessThan(whole.wins.Allies.rate);
    expect(JSON.parse(JSON.stringify(whole))).toEqual(whole);
  });

  it('is the same study every time: a run depends on the seed and its index alone', () => {
    expect(JSON.stringify(simulate(landing))).toBe(JSON.stringify(whole));
    expect(JSON.stringify(simulate({ ...landing, seed: 8 }))).not.toBe(JSON.stringify(whole));
  });

  it('four shards merged are the one run, byte for byte, in any order', () => {
    const shards = [0, 1, 2, 3].map((index) => simulate({ ...landing, shard: { index, count: 4 } }));
    expect(shards.map((s) => s.runs)).toEqual([
      { from: 0, to: 6, of: 24 },
      { from: 6, to: 12, of: 24 },
      { from: 12, to: 18, of: 24 },
      { from: 18, to: 24, of: 24 },
    ]);
    expect(shards.every((s) => s.partial)).toBe(true);
    expect(JSON.stringify(mergeSimulations(...shards))).toBe(JSON.stringify(whole));
    expect(
      JSON.stringify(
        mergeSimulations(
          shards[2] as SimulationSummary,
          shards[0] as SimulationSummary,
          shards[3] as SimulationSummary,
          shards[1] as SimulationSummary,
        ),
      ),
    ).toBe(JSON.stringify(whole));
    // Merged in steps (a batch system's tree of merges), the same again: each half is
    // partial, and says so; the two halves make the whole.
    const halves = [
      mergeSimulations(shards[0] as SimulationSummary, shards[1] as SimulationSummary, { partial: true }),
      mergeSimulations(shards[2] as SimulationSummary, shards[3] as SimulationSummary, { partial: true }),
    ];
    expect(halves.map((h) => h.partial)).toEqual([true, true]);
    expect(JSON.stringify(mergeSimulations(...halves))).toBe(JSON.stringify(whole));
  });

  it('merge refuses shards that leave runs out, unless asked for a partial summary, which says so', () => {
    const shards = [0, 1, 2, 3].map((index) => simulate({ ...landing, shard: { index, count: 4 } }));
    const [s0, s1, s2] = shards as SimulationSummary[];
    expect(() => mergeSimulations(s0 as SimulationSummary, s1 as SimulationSummary, s2 as SimulationSummary)).toThrow(
      /cover runs 0–17 of the study's 24: runs 18–23 are missing \(6 runs\)/,
    );
    expect(() => mergeSimulations(s1 as SimulationSummary, s2 as SimulationSummary)).toThrow(
      /runs 0–5 and 18–23 are missing/,
    );
    const partial = mergeSimulations(s0 as SimulationSummary, s1 as SimulationSummary, s2 as SimulationSummary, {
      partial: true,
    });
    expect(partial.partial).toBe(true);
    expect(partial.runs).toEqual({ from: 0, to: 18, of: 24 });
    expect(() => mergeSimulations(s0 as SimulationSummary, { partial: 'yes' } as never)).toThrow(/partial/);
    // A summary of a study of another size is another study.
    const longer = simulate({ ...landing, runs: 30, shard: { index: 1, count: 5 } });
    expect(() => mergeSimulations(s0 as SimulationSummary, longer, { partial: true })).toThrow(/30 runs/);
  });

  it('merge refuses a gap, an overlap, another study and a changed summary', () => {
    const shards = [0, 1, 2].map((index) => simulate({ ...landing, shard: { index, count: 3 } }));
    const [s0, s1, s2] = shards as [SimulationSummary, SimulationSummary, SimulationSummary];
    const other = simulate({ ...landing, runs: 8, bots: { Allies: 'random', Axis: 'random' } });
    const changed = { ...s1, draws: { ...s1.draws, count: s1.draws.count + 1 } };
    for (const [what, list] of [
      ['gap', [s0, s2]],
      ['overlap', [s0, s0]],
      ['other study', [s0, other]],
      ['changed', [s0, changed]],
      ['none', []],
      ['not a summary', [{ runs: 3 }]],
    ] as const) {
      let thrown: unknown;
      try {
        mergeSimulations(...(list as unknown as SimulationSummary[]));
      } catch (error) {
        thrown = error;
      }
      expect(isRulesError(thrown), what).toBe(true);
    }
  });

  it('refuses bad options with a RulesError naming the field', () => {
    const bad: [string, Record<string, unknown>][] = [
      ['runs', { runs: 0 }],
      ['seed', { seed: 1.5 }],
      ['bots', { bots: { Allies: 'doctrine', Axis: 'clever' } }],
      ['bots', { bots: { Allies: 'doctrine', Axis: 'random', Germans: 'random' } }],
      ['shard', { shard: { index: 4, count: 4 } }],
      ['maxActions', { maxActions: -1 }],
      ['setup', { setup: { ...landing.setup, target: 'forty' } }],
    ];
    for (const [field, change] of bad) {
      let thrown: unknown;
      try {
        simulate({ ...landing, ...change } as never);
      } catch (error) {
        thrown = error;
      }
      expect(isRulesError(thrown), field).toBe(true);
      expect(String((thrown as Error).message)).toMatch(field === 'setup' ? /target/ : new RegExp(field));
    }
  });

  it('takes any game, and bots of your own as functions of a seed', () => {
    const battle = simulate({
      game: firepowerCatalogue.game,
      setup: setupOf('firepower-battle'),
      bots: { A: 'doctrine', B: 'doctrine' },
      runs: 4,
      seed: 1,
    });
    expect(battle.sides).toEqual(['A', 'B']);
    expect(battle.wins.A.count + battle.wins.B.count + battle.draws.count + battle.unfinished.count).toBe(4);
    const passing = simulate({
      ...landing,
      runs: 2,
      maxActions: 30,
      bots: { Allies: () => ({ name: 'first', choose: (turn) => turn.legal[0] as never }), Axis: 'random' },
    });
    expect(passing.unfinished.count + passing.draws.count + passing.wins.Allies.count + passing.wins.Axis.count).toBe(
      2,
    );
  });
});
