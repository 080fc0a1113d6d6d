import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/game/game.js';
import { sopacCatalogue, sopacExampleSetUp } from '../../../src/sopac/index.js';
import { checkCatalogueMeasures } from '../../game/catalogue-measures-check.js';
import { measureOf } from '../../game/measure-of.js';

const { game } = sopacCatalogue;
const event = (type: string, data: Record<string, unknown>, visibleTo?: string[]): GameEvent => ({
  type,
  rule: '19',
  data,
  ...(visibleTo === undefined ? {} : { visibleTo }),
});

describe("SOPAC's measures", () => {
  checkCatalogueMeasures(game, sopacExampleSetUp);

  it('tells losses to mines, sweeps and MTB torpedo hits from the events, each counted once', () => {
    const state = game.create(sopacExampleSetUp);
    const events = [
      event('mine-roll', { ship: 'MADE-UP Destroyer', sunk: true }),
      event('mine-roll', { ship: 'MADE-UP Cruiser', sunk: false }),
      // A sweep of the enemy's minefields is recorded twice: the owner's copy and the
      // sweeper's (the ids withheld); it is one sweep.
      event('sweep', { ship: 'MADE-UP Sweeper', sunk: true, minefieldsRemoved: 2 }, ['Japanese']),
      event('sweep', { ship: 'MADE-UP Sweeper', sunk: true, minefieldsRemoved: 2 }, ['Allied']),
      event('submarine-mines', { zone: 'Z', mined: true, sub: 'MADE-UP Tsugaru', sunk: true }),
      event('submarine-mines', { zone: 'Z', mined: false }),
      event('mtb-torpedoes', { flotilla: 'F', groups: [{ target: 'MADE-UP Kako', torpedoHits: 2 }] }),
      event('mtb-surprise', { flotilla: 'F', groups: [{ target: 'MADE-UP Kako', torpedoHits: 5 }] }),
    ];
    const run = { state, events };
    expect(measureOf(game, 'ships lost to mines', run)).toEqual({ Allied: 2, Japanese: 1 });
    expect(measureOf(game, 'minefields swept', run)).toEqual({ Allied: 2, Japanese: 0 });
    expect(measureOf(game, 'MTB torpedo hits', run)).toEqual({ Allied: 2, Japanese: 0 });
    expect(measureOf(game, 'turns', run)).toBe((state as never as { turn: number }).turn);
  });
});
