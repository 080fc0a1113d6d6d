import { describe, expect, it } from 'vitest';
import { checkGeneralRegroup, declareGeneralRegroup, regroupMarkerTurn } from '../../src/cartwheel/general-regroup.js';
import type { Month } from '../../src/cartwheel/schemas/common.js';
import { baseState } from './fixtures.js';

const at = (turn: number, regroups: { turn: number; month: Month }[] = []) =>
  baseState({ turn, phase: 'initiative', generalRegroups: regroups });

describe('7.1 general regroup turns', () => {
  it('a declaration is recorded once a turn', () => {
    const next = declareGeneralRegroup(at(3), { declare: true, month: 'August' });
    expect(next.generalRegroups).toEqual([{ turn: 3, month: 'August' }]);
    expect(next.decisions.generalRegroup).toBe(true);
    expect(() => declareGeneralRegroup(next, { declare: false, month: 'August' })).toThrow(/already made/);
    expect(declareGeneralRegroup(at(3), { declare: false, month: 'August' }).decisions.generalRegroup).toBe(false);
  });

  it('at most two in a game', () => {
    const twice = [
      { turn: 3, month: 'August' as const },
      { turn: 9, month: 'November' as const },
    ];
    expect(checkGeneralRegroup(at(12, twice), 'December')).toMatchObject({ ok: false, rule: '7.1' });
  });

  it('after a September regroup, the marker goes on turn 8 and the second waits until after it', () => {
    const september = [{ turn: 5, month: 'September' as const }];
    expect(regroupMarkerTurn(at(6, september))).toBe(8);
    expect(checkGeneralRegroup(at(8, september), 'October')).toMatchObject({ ok: false, rule: '7.1' });
    expect(checkGeneralRegroup(at(9, september), 'November').ok).toBe(true);
    expect(regroupMarkerTurn(at(9, [{ turn: 3, month: 'August' }]))).toBeUndefined();
  });

  it('after a December regroup there is no second', () => {
    expect(checkGeneralRegroup(at(12, [{ turn: 11, month: 'December' }]), 'December')).toMatchObject({
      ok: false,
      reason: 'the first general regroup was on a December turn, so there is no second',
    });
  });

  it('any other first regroup leaves one more', () => {
    expect(checkGeneralRegroup(at(8, [{ turn: 4, month: 'August' }]), 'October').ok).toBe(true);
  });

  it('is declared in the Initiative Phase only', () => {
    expect(() => declareGeneralRegroup(baseState(), { declare: true, month: 'July' })).toThrow(/Initiative Phase/);
  });
});
