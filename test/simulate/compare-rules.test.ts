/**
 * Two house-rule variants on paired runs: the same rules twice differ in nothing; a rule
 * that makes landings bloodier is seen, with an interval that excludes no change; and the
 * verdict says so in words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { compareRules, runsToResolve } from '../../src/simulate/index.js';
import { warAtSeaCatalogue } from '../../src/war-at-sea/index.js';

const setup = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const study = {
  game: warAtSeaCatalogue.game,
  setup,
  bots: { Allies: 'doctrine', Axis: 'doctrine' } as const,
  runs: 40,
  seed: 3,
};

describe('compareRules', () => {
  it('the same rules on both sides: every paired difference is 0, and the rule never came into play', () => {
    const same = compareRules({ ...study, runs: 10, a: undefined, b: {} });
    expect(same.changed).toBe(0);
    expect(same.settings).toEqual([]);
    for (const side of ['Allies', 'Axis'] as const) {
      expect(same.sides[side].winRate).toEqual({ mean: 0, sd: 0, low: 0, high: 0 });
      expect(same.sides[side].score.mean).toBe(0);
      expect(same.sides[side].verdict).toMatch(/^never came into play: all 10 paired games were played alike/);
    }
    expect(JSON.stringify(same.a.wins)).toBe(JSON.stringify(same.b.wins));
  });

  it('a rule that never comes into play (the map used vertically) changes no game, and the verdict says so', () => {
    const unused = compareRules({ ...study, a: undefined, b: { options: { verticalMap: true } } });
    expect(unused.changed).toBe(0);
    expect(unused.settings).toEqual(['options.verticalMap']);
    expect(unused.sides.Allies.verdict).toBe(
      "never came into play: the change to options.verticalMap made no difference: all 40 paired games were played alike (the same actions and outcome), so it has no effect on Allies' win rate in these games",
    );
  });

  it('a rule that changes few games says how few', () => {
    // Troop counters of 3 hull points: only a landing where a counter takes 2 hits plays on differently.
    const tougher = compareRules({ ...study, a: undefined, b: { troopCounter: { hullPoints: 3 } } });
    expect(tougher.settings).toEqual(['troopCounter.hullPoints']);
    expect(tougher.changed).toBeGreaterThan(0);
    expect(tougher.changed).toBeLessThan(4);
    expect(tougher.sides.Allies.verdict).toMatch(
      new RegExp(
        `^no effect on Allies' win rate detectable at this size: .*; it changed only ${tougher.changed} of the 40 games; `,
      ),
    );
  });

  it('a house rule that lets troops kill on a 2 changes the landings, and the paired interval shows it', () => {
    const bloodier = compareRules({ ...study, a: undefined, b: { infantryCombat: { killsOn: 2 } } });
    expect(bloodier.runs).toBe(40);
    expect(bloodier.changed).toBeGreaterThan(0);
    // Troop counters of armour 6 change whom the doctrine shoots at in some landings: the
    // rule comes into play though the winner may stay the same.
    const armour = compareRules({ ...study, runs: 10, a: undefined, b: { troopCounter: { armour: 6 } } });
    expect(armour.changed).toBeGreaterThan(0);
    const scores = bloodier.sides.Allies.score;
    // Paired: each run's difference, b − a; the interval is the mean ± 1.96 sd / √n.
    expect(scores.high - scores.mean).toBeCloseTo((1.959963984540054 * scores.sd) / Math.sqrt(40), 10);
    const changed = ['Allies', 'Axis'].some((side) => {
      const d = bloodier.sides[side as 'Allies'].score;
      return d.low > 0 || d.high < 0;
    });
    expect(changed).toBe(true);
    for (const side of ['Allies', 'Axis'] as const) {
      const { winRate, verdict } = bloodier.sides[side];
      if (winRate.low > 0)
        expect(verdict).toMatch(/^raises .* win rate by .* points, 95 % CI .* over 40 paired games$/);
      else if (winRate.high < 0) expect(verdict).toMatch(/^lowers /);
      else expect(verdict).toMatch(/^no effect/);
    }
  });

  it('runsToResolve: runs for an interval within the effect', () => {
    expect(runsToResolve(0.3, 0.02)).toBe(865);
    expect(runsToResolve(0, 0.1)).toBe(2);
    for (const [sd, effect] of [
      [-1, 0.1],
      [0.3, 0],
      [Number.NaN, 0.1],
      [1e300, 1e-300],
    ]) {
      let thrown: unknown;
      try {
        runsToResolve(sd as number, effect as number);
      } catch (error) {
        thrown = error;
      }
      expect(isRulesError(thrown)).toBe(true);
    }
  });
});
