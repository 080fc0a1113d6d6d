import { describe, expect, it } from 'vitest';
import { stageMove } from '../../src/cartwheel/stage-move.js';
import { parseCartwheelState } from '../../src/cartwheel/state.js';
import { at, baseState, counter } from './fixtures.js';

const inOperations = (units: Parameters<typeof at>[]) => ({
  ...parseCartwheelState(baseState({ airUnits: units.map((args) => at(...args)) })),
  phase: 'air-naval-operations' as const,
});

describe('9.3 stage moves keep basing and capacity (the reported defect)', () => {
  it('a Ready unit stages within range; it may not then fly an attack mission', () => {
    const state = inOperations([['port-moresby', counter('a', 'F', 'USAAF')]]);
    const moved = stageMove(state, { unitId: 'a', airbaseId: 'dobodura', distance: 2 });
    expect(moved.airUnits[0]).toMatchObject({
      location: { at: 'airbase', airbaseId: 'dobodura' },
      stageMoved: true,
      flown: false,
    });
    expect(() => stageMove(state, { unitId: 'a', airbaseId: 'dobodura', distance: 9 })).toThrow(
      /beyond a's range of 8/,
    );
    expect(() => stageMove(state, { unitId: 'a', airbaseId: 'rabaul', distance: 2 })).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_ACTION' }),
    );
  });

  it('a base left over capacity puts all its units in the Flown half (6.3.3)', () => {
    const state = inOperations([
      ['dobodura', counter('d1', 'F', 'USAAF')],
      ['dobodura', counter('d2', 'F', 'USAAF')],
      ['dobodura', counter('d3', 'F', 'USAAF')],
      ['port-moresby', counter('b1', 'B', 'USAAF')],
    ]);
    const moved = stageMove(state, { unitId: 'b1', airbaseId: 'dobodura', distance: 2 });
    const there = moved.airUnits.filter((u) => u.location.at === 'airbase' && u.location.airbaseId === 'dobodura');
    expect(there).toHaveLength(4);
    expect(there.every((u) => u.flown)).toBe(true);
  });

  it('only in the Air/Naval Operations Phase, and only Ready units', () => {
    const state = inOperations([['port-moresby', counter('a', 'F', 'USAAF')]]);
    expect(() =>
      stageMove({ ...state, phase: 'regroup' }, { unitId: 'a', airbaseId: 'dobodura', distance: 2 }),
    ).toThrow(/9.3/);
    const flown = { ...state, airUnits: state.airUnits.map((u) => ({ ...u, flown: true })) };
    expect(() => stageMove(flown, { unitId: 'a', airbaseId: 'dobodura', distance: 2 })).toThrow(/Flown half/);
  });
});
