import { describe, expect, it } from 'vitest';
import { warAtSeaCatalogue, warAtSeaExampleSetUp } from '../../../src/war-at-sea/index.js';
import { checkCatalogueMeasures } from '../../game/catalogue-measures-check.js';
import { measureOf } from '../../game/measure-of.js';

const { game } = warAtSeaCatalogue;

describe("War at Sea's measures", () => {
  checkCatalogueMeasures(game, warAtSeaExampleSetUp);

  it('counts value sunk by category, transports lost, counters lost ashore and turns from the final state', () => {
    const start = structuredClone(game.create(warAtSeaExampleSetUp)) as never as {
      turn: number;
      units: { id: string; destroyed: boolean }[];
      islands: { landed: { Allies: number }; troops: { Allies: unknown[] } }[];
    };
    for (const unit of start.units) unit.destroyed = ['AP-1', 'CA-1', 'VB-2'].includes(unit.id);
    const island = start.islands[0] as (typeof start.islands)[number];
    island.landed.Allies = 3;
    island.troops.Allies = [{ id: 'Allies-2', damage: 0 }];
    start.turn = 4;
    const run = { state: start };
    // The Axis sank the transport (6) and the cruiser (20), and downed the bomber (10).
    expect(measureOf(game, 'enemy ship value sunk', run)).toEqual({ Allies: 0, Axis: 26 });
    expect(measureOf(game, 'enemy aircraft value destroyed', run)).toEqual({ Allies: 0, Axis: 10 });
    expect(measureOf(game, 'transports lost', run)).toEqual({ Allies: 1, Axis: 0 });
    expect(measureOf(game, 'troop counters lost ashore', run)).toEqual({ Allies: 2, Axis: 0 });
    // Not over: the turn it stopped in.
    expect(measureOf(game, 'turns', run)).toBe(4);
    // A house rule that lets no unit carry troops: no transport to lose.
    const noCapacity = { ...start, rules: { capacity: { 'Landing 10': 0 } } };
    expect(measureOf(game, 'transports lost', { state: noCapacity })).toEqual({ Allies: 0, Axis: 0 });
  });
});
