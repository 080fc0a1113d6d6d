import { describe, expect, it } from 'vitest';
import { checkEvacuationDestination } from '../../src/cartwheel/airbase-evacuation.js';
import { returnRecon } from '../../src/cartwheel/recon-placement.js';
import { MAJOR_AIRBASES } from '../../src/cartwheel/schemas/state.js';
import { parseCartwheelState } from '../../src/cartwheel/state.js';
import { at, BASES, baseState, counter } from './fixtures.js';

describe('set-up is checked against 6.2 and 2.2 (the reported defects)', () => {
  it('the four major airbases are the ones 6.2 names', () => {
    expect(MAJOR_AIRBASES).toEqual(['Port Moresby', 'Guadalcanal', 'Rabaul', 'Wewak']);
    const laeMajor = baseState({
      airbases: [...Object.values(BASES).filter((b) => b.id !== 'lae'), { ...BASES.lae, kind: 'major' }],
    });
    expect(() => parseCartwheelState(laeMajor)).toThrow(/Lae is not a major airbase/);
    const rabaulMinor = baseState({
      airbases: [...Object.values(BASES).filter((b) => b.id !== 'rabaul'), { ...BASES.rabaul, kind: 'minor' }],
    });
    expect(() => parseCartwheelState(rabaulMinor)).toThrow(/Rabaul is one of the four major airbases/);
  });

  it('at most 3 Allied and 2 Japanese mobile airbases', () => {
    const mobile = (n: number, side: 'Allied' | 'Japanese') =>
      Array.from({ length: n }, (_, i) => ({
        id: `${side}-m${i}`,
        name: `M${i}`,
        side,
        kind: 'mobile' as const,
        hex: `30${i}0`,
      }));
    expect(() =>
      parseCartwheelState(baseState({ airbases: [...Object.values(BASES), ...mobile(3, 'Allied')] })),
    ).not.toThrow();
    expect(() =>
      parseCartwheelState(baseState({ airbases: [...Object.values(BASES), ...mobile(4, 'Allied')] })),
    ).toThrow(/4 Allied mobile airbases; 6.2 allows at most 3/);
    expect(() =>
      parseCartwheelState(baseState({ airbases: [...Object.values(BASES), ...mobile(3, 'Japanese')] })),
    ).toThrow(/at most 2/);
  });

  it('a C-47 has no reduced side (2.2)', () => {
    const c47 = counter('C-47-1', 'C', 'USAAF');
    expect(() => parseCartwheelState(baseState({ airUnits: [at('port-moresby', c47)] }))).not.toThrow();
    const withBack = { ...c47, reduced: { af: 2, df: 2, range: 8, srmp: 4 } };
    expect(() => parseCartwheelState(baseState({ airUnits: [at('port-moresby', withBack)] }))).toThrow(
      /C-47s have no reduced side/,
    );
  });

  it('distances are whole hexes, never negative', () => {
    const state = baseState({ airUnits: [] });
    expect(() => checkEvacuationDestination(state, 'x', 'dobodura', -1)).toThrow(/distance/);
    expect(() => returnRecon(state, 'x', 'dobodura', -1)).toThrow(/distance/);
  });
});
