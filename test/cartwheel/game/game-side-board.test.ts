import { describe, expect, it } from 'vitest';
import { onSideBoard, ownUnit, sideBoard, withSideBoards } from '../../../src/cartwheel/game/game-side-board.js';
import { parseCartwheelState } from '../../../src/cartwheel/state.js';
import { at, baseState, counter } from '../fixtures.js';

/** Allied X-1, Japanese X-1, Allied Y-1, Japanese Z-1: one id on both sides (2.2). */
const board = parseCartwheelState(
  baseState({
    airUnits: [
      at('port-moresby', counter('X-1', 'F', 'USAAF')),
      at('rabaul', counter('X-1', 'F', 'IJN')),
      at('dobodura', counter('Y-1', 'B', 'USAAF')),
      at('lae', counter('Z-1', 'F', 'IJN')),
    ],
  }),
);
const ids = (b: typeof board) => b.airUnits.map((u) => `${u.unit.service} ${u.unit.id}`);

describe('one side\u2019s board (2.2: each side\u2019s unit ids are its own)', () => {
  it('holds that side\u2019s air units alone, and ownUnit finds the side\u2019s unit of a shared id', () => {
    expect(ids(sideBoard(board, 'Japanese'))).toEqual(['IJN X-1', 'IJN Z-1']);
    expect(ownUnit(board, 'Japanese', 'X-1')?.location).toEqual({ at: 'airbase', airbaseId: 'rabaul' });
    expect(ownUnit(board, 'Allied', 'Z-1')).toBeUndefined();
  });

  it('a change on it leaves the other side\u2019s units as and where they were', () => {
    const flown = onSideBoard(board, 'Allied', (b) => ({
      ...b,
      airUnits: b.airUnits.map((u) => ({ ...u, flown: true })),
    }));
    expect(ids(flown)).toEqual(ids(board));
    expect(flown.airUnits.map((u) => u.flown)).toEqual([true, false, true, false]);
    expect(board.airUnits.every((u) => !u.flown)).toBe(true);
  });

  it('a unit the change drops is gone; a unit it adds comes last', () => {
    const swapped = onSideBoard(board, 'Japanese', (b) => ({
      ...b,
      airUnits: b.airUnits.map((u) => (u.unit.id === 'X-1' ? { ...u, unit: { ...u.unit, id: 'W-1' } } : u)),
    }));
    expect(ids(swapped)).toEqual(['USAAF X-1', 'USAAF Y-1', 'IJN Z-1', 'IJN W-1']);
  });
});

describe('withSideBoards (many refusals on one board)', () => {
  it('gives the same answers, each side’s board made once and frozen, only while it runs', () => {
    const inside = withSideBoards(board, () => ({
      japanese: sideBoard(board, 'Japanese'),
      again: sideBoard(board, 'Japanese'),
      allied: ids(sideBoard(board, 'Allied')),
      x1: ownUnit(board, 'Japanese', 'X-1'),
      z1: ownUnit(board, 'Allied', 'Z-1'),
      // Another board is not the one kept: answered from its own units.
      other: ownUnit({ ...board, airUnits: [] }, 'Japanese', 'X-1'),
    }));
    expect(ids(inside.japanese)).toEqual(['IJN X-1', 'IJN Z-1']);
    expect(inside.again).toBe(inside.japanese);
    expect(Object.isFrozen(inside.japanese) && Object.isFrozen(inside.japanese.airUnits)).toBe(true);
    expect(inside.allied).toEqual(['USAAF X-1', 'USAAF Y-1']);
    expect(inside.x1).toBe(ownUnit(board, 'Japanese', 'X-1'));
    expect(inside.x1?.location).toEqual({ at: 'airbase', airbaseId: 'rabaul' });
    expect(inside.z1).toBeUndefined();
    expect(inside.other).toBeUndefined();
    expect(sideBoard(board, 'Japanese')).not.toBe(inside.japanese);
  });
});
