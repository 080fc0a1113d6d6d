import { describe, expect, it } from 'vitest';
import { applyAirbaseBombing, captureAirbase } from '../../src/cartwheel/airbase-attacks.js';
import { applyOverCapacityPenalty } from '../../src/cartwheel/airbase-capacity.js';
import { checkEvacuationDestination } from '../../src/cartwheel/airbase-evacuation.js';
import { decideHikoshidan } from '../../src/cartwheel/hikoshidan.js';
import { returnRecon } from '../../src/cartwheel/recon-placement.js';
import { type CartwheelState, MAJOR_AIRBASES } from '../../src/cartwheel/schemas/state.js';
import { stageMove } from '../../src/cartwheel/stage-move.js';
import { findAirUnit, parseCartwheelState, updateAirUnits } from '../../src/cartwheel/state.js';
import { RulesError } from '../../src/core/rules-error.js';
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

describe('2.2: each side gives its counters ids of its own', () => {
  const shared = () =>
    baseState({
      phase: 'air-naval-operations',
      airUnits: [
        at('port-moresby', counter('X-1', 'F', 'USAAF')),
        at('rabaul', counter('X-1', 'F', 'IJN')),
        at('dobodura', counter('Y-1', 'B', 'USAAF')),
      ],
    });

  it('an Allied and a Japanese unit may share an id; two units of one side may not', () => {
    expect(parseCartwheelState(shared()).airUnits.map((u) => u.unit.id)).toEqual(['X-1', 'X-1', 'Y-1']);
    const twice = baseState({
      airUnits: [at('rabaul', counter('X-1', 'F', 'IJN')), at('lae', counter('X-1', 'B', '6th Hikoshidan'))],
    });
    expect(() => parseCartwheelState(twice)).toThrow(/airUnits\[1\]\.unit\.id.*duplicate id "X-1" among the Japanese/s);
  });

  it('a look-up by a shared id alone is refused by name; one by an id of one side answers', () => {
    const state = parseCartwheelState(shared());
    const ask = () => findAirUnit(state, 'X-1', '9.3');
    expect(ask).toThrow(RulesError);
    expect(ask).toThrow('9.3: "X-1" is the id of an Allied and of a Japanese air unit');
    expect(() => stageMove(state, { unitId: 'X-1', airbaseId: 'dobodura', distance: 1 })).toThrow(
      /"X-1" is the id of an Allied and of a Japanese air unit/,
    );
    expect(findAirUnit(state, 'Y-1', '9.3').unit.service).toBe('USAAF');
    const allied = { ...state, airUnits: state.airUnits.filter((u) => u.unit.service === 'USAAF') };
    const moved = stageMove(allied, { unitId: 'X-1', airbaseId: 'dobodura', distance: 1 });
    expect(findAirUnit(moved, 'X-1', '9.3').location).toEqual({ at: 'airbase', airbaseId: 'dobodura' });
  });

  it('updateAirUnits changes the one side\u2019s unit when given the side, every unit with the id without it', () => {
    const state = parseCartwheelState(shared());
    const flown = (side?: 'Allied' | 'Japanese') =>
      updateAirUnits(state, ['X-1'], (u) => ({ ...u, flown: true }), side).airUnits.map((u) => u.flown);
    expect(flown('Japanese')).toEqual([false, true, false]);
    expect(flown('Allied')).toEqual([true, false, false]);
    expect(flown()).toEqual([true, true, false]);
    expect(state.airUnits.every((u) => !u.flown)).toBe(true);
  });
});

describe('2.2: a change to the units of an airbase or a service leaves the other side\u2019s unit of the same id alone', () => {
  const allied = (id: string) => at('port-moresby', counter(id, 'F', 'USAAF'));
  const where = (state: CartwheelState) =>
    state.airUnits.map((u) => [u.unit.service, u.unit.id, u.location.at, u.flown]);

  it('the over-capacity penalty (6.3.3)', () => {
    const state = baseState({
      airUnits: [allied('a'), ...['a', 'b', 'c'].map((id) => at('lae', counter(id, 'F', 'IJN')))],
    });
    expect(where(applyOverCapacityPenalty(state, 'lae'))).toEqual([
      ['USAAF', 'a', 'airbase', false],
      ['IJN', 'a', 'airbase', true],
      ['IJN', 'b', 'airbase', true],
      ['IJN', 'c', 'airbase', true],
    ]);
  });

  it('a capture (6.6.4) and a mobile airbase destroyed (6.6)', () => {
    const state = baseState({ airUnits: [allied('a'), at('lae', counter('a', 'F', 'IJN'))] });
    const captured = captureAirbase(state, 'lae', 'Allied');
    expect(captured.evacuating).toEqual(['a']);
    expect(where(captured.state)).toEqual([
      ['USAAF', 'a', 'airbase', false],
      ['IJN', 'a', 'unbased', false],
    ]);
    const mobile = { id: 'm1', name: 'M1', side: 'Japanese', kind: 'mobile', hex: '3000' } as const;
    const built = baseState({
      airbases: [...Object.values(BASES), mobile],
      airUnits: [allied('a'), at('m1', counter('a', 'F', 'IJN'))],
    });
    const bombed = applyAirbaseBombing(built, 'm1', 'destroyed');
    expect(bombed.stranded).toEqual(['a']);
    expect(where(bombed.state).map((u) => u[2])).toEqual(['airbase', 'unbased']);
  });

  it('the 11th Hikoshidan decision (5.2)', () => {
    const state = parseCartwheelState(
      baseState({ airUnits: [allied('11-A6M-1'), at('truk', counter('11-A6M-1', 'F', '11th Hikoshidan'))] }),
    );
    const withdrawn = decideHikoshidan(state, { commit: false });
    expect(withdrawn.airUnits[0]).toEqual(state.airUnits[0]);
    const committed = decideHikoshidan(state, {
      commit: true,
      placements: [{ at: 'airbase', unitId: '11-A6M-1', airbaseId: 'rabaul' }],
    });
    expect(where(committed)).toEqual([
      ['USAAF', '11-A6M-1', 'airbase', false],
      ['11th Hikoshidan', '11-A6M-1', 'airbase', false],
    ]);
    expect(committed.airUnits.map((u) => u.location)).toEqual([
      { at: 'airbase', airbaseId: 'port-moresby' },
      { at: 'airbase', airbaseId: 'rabaul' },
    ]);
  });
});
