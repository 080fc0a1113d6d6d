import { describe, expect, it } from 'vitest';
import { firepowerCatalogue, firepowerExampleSetUp } from '../../../src/firepower/index.js';
import { checkCatalogueMeasures } from '../../game/catalogue-measures-check.js';
import { measureOf } from '../../game/measure-of.js';

const { game } = firepowerCatalogue;

interface ShipLike {
  name: string;
  status: string;
  damage: { damageLevels: string[] };
}

describe("Firepower's measures", () => {
  checkCatalogueMeasures(game, firepowerExampleSetUp);

  it('counts ships sunk by class group, ships damaged, squadrons broken off and turns from the final state', () => {
    const state = structuredClone(game.create(firepowerExampleSetUp)) as never as {
      turn: number;
      fleets: { side: string; squadrons: { brokenOff: boolean; ships: ShipLike[] }[] }[];
    };
    const ships = state.fleets.flatMap((f) => f.squadrons.flatMap((s) => s.ships));
    const ship = (name: string) => ships.find((s) => s.name === name) as ShipLike;
    ship('Kirishima').status = 'sunk';
    ship('Atago').status = 'exploded';
    ship('Walke').status = 'sunk';
    ship('Benham').status = 'abandoned'; // out of action, not sunk
    ship('Washington').damage.damageLevels = ['M'];
    ship('Ayanami').damage.damageLevels = ['L'];
    ship('Atago').damage.damageLevels = ['E']; // sunk: not counted as damaged
    (state.fleets[0]?.squadrons[1] as { brokenOff: boolean }).brokenOff = true;
    state.turn = 6;
    const run = { state };
    expect(measureOf(game, 'ships sunk', run)).toEqual({ A: 1, B: 2 });
    expect(measureOf(game, 'capital ships sunk', run)).toEqual({ A: 0, B: 1 });
    expect(measureOf(game, 'cruisers sunk', run)).toEqual({ A: 0, B: 1 });
    expect(measureOf(game, 'destroyers sunk', run)).toEqual({ A: 1, B: 0 });
    expect(measureOf(game, 'ships damaged', run)).toEqual({ A: 1, B: 1 });
    expect(measureOf(game, 'squadrons broken off', run)).toEqual({ A: 1, B: 0 });
    expect(measureOf(game, 'turns', run)).toBe(6);
  });
});
