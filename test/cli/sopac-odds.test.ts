import { describe, expect, it } from 'vitest';
import { fraction, probabilityOf } from '../../src/index.js';
import { mineCheckOdds, mtbAttackOdds } from '../../src/sopac/index.js';
import { run } from './run-in-process.js';

describe('naval-rules odds sopac', () => {
  it('a ship crossing a boundary with two minefields at speed 2 is damaged 5/12', () => {
    const result = run('odds', 'sopac', 'mine-check', 'minefields=2', 'speed=2', '--json');
    expect(result.code).toBe(0);
    const data = JSON.parse(result.out) as {
      exact: boolean;
      outcomes: { outcome: { damaged: boolean }; fraction: string }[];
    };
    expect(data.exact).toBe(true);
    expect(data.outcomes.find((o) => o.outcome.damaged)?.fraction).toBe('5/12');
    expect(probabilityOf(mineCheckOdds({ minefields: 2, speed: 2 }), (o) => o.damaged)).toEqual(fraction(5n, 12n));
  });

  it('a whole MTB attack, merged stage by stage, agrees with the API', () => {
    const input = {
      attacks: [{ target: 'MADE-UP cruiser', boats: 2, aces: 1 }],
      ships: [{ id: 'MADE-UP cruiser', fireDice: 2 }],
    };
    const result = run(
      'odds',
      'sopac',
      'mtb-attack',
      `attacks=${JSON.stringify(input.attacks)}`,
      `ships=${JSON.stringify(input.ships)}`,
      '--json',
    );
    expect(result.code, result.err).toBe(0);
    const data = JSON.parse(result.out) as {
      method: string;
      outcomes: { outcome: { boatsLost: number; torpedoHits: number }; probability: number }[];
    };
    expect(data.method).toMatch(/merged stage by stage/);
    const lostBoth = data.outcomes.filter((o) => o.outcome.boatsLost === 2).reduce((p, o) => p + o.probability, 0);
    const api = mtbAttackOdds(input)
      .outcomes.filter((o) => o.state.groups[0]?.boatsLost === 2)
      .reduce((p, o) => p + o.probability, 0);
    expect(lostBoth).toBeCloseTo(api, 12);
    expect(data.outcomes.reduce((p, o) => p + o.probability, 0)).toBeCloseTo(1, 12);
  });
});
