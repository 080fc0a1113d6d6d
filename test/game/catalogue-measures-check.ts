/**
 * What every game's catalogue measures must do in a study of its example set-up: each is
 * summed up under each side (or `game`) over every run, shards merge to the whole study
 * exactly, a comparison of a variant with itself says each never came into play, and a
 * study may take some of them or none. Each rule set's measures test calls it.
 */
import { expect, it } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { compareRules, mergeSimulations, simulate } from '../../src/simulate/index.js';

export function checkCatalogueMeasures(game: CatalogueGame, setup: Readonly<Record<string, unknown>>, runs = 12): void {
  const names = (game.measures ?? []).map((m) => m.name);
  const bots = Object.fromEntries(game.game.sides.map((side) => [side, 'doctrine'] as const));
  const study = { game, setup, bots, runs, seed: 5 };

  it('offers measures with names, titles and rules, each name once', () => {
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    for (const m of game.measures ?? []) {
      expect(m.title.length).toBeGreaterThan(10);
      expect(m.rule?.length ?? 0).toBeGreaterThan(0);
    }
  });

  it('sums each up over every run, by side or for the game, and merges shards exactly', () => {
    const whole = simulate(study);
    for (const name of names) {
      const parts = Object.keys(whole.measures[name] ?? {});
      expect(parts.length === 1 ? parts : [...parts].sort()).toEqual(
        parts.length === 1 ? ['game'] : [...game.game.sides].sort(),
      );
      for (const d of Object.values(whole.measures[name] ?? {})) {
        expect(d.histogram.reduce((sum, [, n]) => sum + n, 0)).toBe(runs);
        expect(Number.isFinite(d.mean) && d.min <= d.max).toBe(true);
      }
    }
    const shards = [0, 1, 2].map((index) => simulate({ ...study, shard: { index, count: 3 } }));
    expect(mergeSimulations(...shards)).toEqual(whole);
  });

  it('takes only the measures named, or none', () => {
    const last = names.at(-1) as string;
    const some = simulate({ ...study, runs: 2, measures: [last] });
    const none = simulate({ ...study, runs: 2, measures: [] });
    expect(Object.keys(some.measures)).toEqual([...Object.keys(none.measures), last].sort());
    for (const name of names) if (name !== last) expect(Object.hasOwn(some.measures, name)).toBe(false);
  });

  it('says each never came into play when the variant is the same rules', () => {
    const same = compareRules({ ...study, runs: 4, a: undefined, b: undefined });
    expect(same.changed).toBe(0);
    for (const name of names) {
      for (const one of Object.values(same.measures[name] ?? {})) {
        expect(one.mean).toBe(0);
        expect(one.verdict).toMatch(/^never came into play/);
      }
    }
  });
}
