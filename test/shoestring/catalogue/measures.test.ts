import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/game/game.js';
import { shoestringCatalogue, shoestringExampleSetUp } from '../../../src/shoestring/index.js';
import { checkCatalogueMeasures } from '../../game/catalogue-measures-check.js';
import { measureOf } from '../../game/measure-of.js';

const { game } = shoestringCatalogue;
const points = (rule: string, to: string, n: number): GameEvent => ({
  type: 'victory-points',
  rule,
  data: { to, points: n, reason: 'test' },
});

describe("Operation Shoestring's measures", () => {
  checkCatalogueMeasures(game, shoestringExampleSetUp);

  it('counts points by the rule that gave them, units eliminated and transport attacks that struck', () => {
    const state = structuredClone(game.create(shoestringExampleSetUp)) as never as {
      forces: Record<'US' | 'Japanese', { naval: { eliminated: boolean }[]; air: { status: string }[] }>;
    };
    const naval = state.forces.Japanese.naval[0];
    if (naval !== undefined) naval.eliminated = true;
    const air = state.forces.US.air[0];
    if (air !== undefined) air.status = 'eliminated';
    const events = [
      points('O1.0', 'US', 3),
      points('O2.0', 'US', 1),
      points('O2.0', 'US', 2),
      points('O4.0', 'Japanese', 5),
      points('O5.0', 'Japanese', 4),
      points('VI (base game)', 'Japanese', 7),
      { type: 'transport-attack', rule: 'R18.3', data: { side: 'US', result: 'AB*' } },
      { type: 'transport-attack', rule: 'R18.3', data: { side: 'US', result: '\u2013' } },
    ];
    const run = { state, events };
    expect(measureOf(game, 'points for Yamato committed', run)).toEqual({ US: 3, Japanese: 0 });
    expect(measureOf(game, 'points for battleship steps', run)).toEqual({ US: 3, Japanese: 0 });
    expect(measureOf(game, 'points for DD supply transport', run)).toEqual({ US: 0, Japanese: 5 });
    expect(measureOf(game, 'points for the PT boat base', run)).toEqual({ US: 0, Japanese: 4 });
    expect(measureOf(game, 'points reported', run)).toEqual({ US: 0, Japanese: 7 });
    expect(measureOf(game, 'naval units eliminated', run)).toEqual({
      US: 0,
      Japanese: naval === undefined ? 0 : 1,
    });
    expect(measureOf(game, 'air units eliminated', run)).toEqual({ US: air === undefined ? 0 : 1, Japanese: 0 });
    expect(measureOf(game, 'transport attacks that struck', run)).toEqual({ US: 1, Japanese: 0 });
  });
});
