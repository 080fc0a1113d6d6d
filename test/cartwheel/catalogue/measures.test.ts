import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue, cartwheelExampleSetUp } from '../../../src/cartwheel/index.js';
import { checkCatalogueMeasures } from '../../game/catalogue-measures-check.js';
import { measureOf } from '../../game/measure-of.js';

const { game } = cartwheelCatalogue;

interface Board {
  turn: number;
  airUnits: { unit: { id: string }; reduced: boolean; location: unknown }[];
  airbases: { id: string; side: string }[];
  mobileAirbasesLost: { Allied: number; Japanese: number };
}

describe("Operation Cartwheel's measures", () => {
  checkCatalogueMeasures(game, cartwheelExampleSetUp);

  it('compares the end with the start: air steps lost and airbases captured', () => {
    const start = game.create(cartwheelExampleSetUp);
    const end = structuredClone(start) as never as { board: Board };
    const unit = (id: string) => end.board.airUnits.find((u) => u.unit.id === id) as Board['airUnits'][number];
    unit('475FG-1').reduced = true; // two-step counter reduced: one step
    unit('3BG-1').location = { at: 'eliminated', turn: 2 }; // two steps
    unit('6-Dinah').location = { at: 'eliminated', turn: 2 }; // one-step counter
    unit('11-G4M-1').reduced = true;
    (end.board.airbases.find((b) => b.id === 'lae') as { side: string }).side = 'Allied';
    end.board.mobileAirbasesLost.Allied = 1; // one removed by a Japanese capture
    end.board.turn = 3;
    const run = { start, state: end };
    expect(measureOf(game, 'air steps lost', run)).toEqual({ Allied: 3, Japanese: 2 });
    expect(measureOf(game, 'airbases captured', run)).toEqual({ Allied: 1, Japanese: 1 });
    expect(measureOf(game, 'turns', run)).toBe(3);
    // Nothing changed: nothing lost.
    expect(measureOf(game, 'air steps lost', { start, state: start })).toEqual({ Allied: 0, Japanese: 0 });
  });
});
