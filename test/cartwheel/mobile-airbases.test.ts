import { describe, expect, it } from 'vitest';
import { applyAirbaseBombing, captureAirbase } from '../../src/cartwheel/airbase-attacks.js';
import {
  beginMobileConstruction,
  checkDismantle,
  checkMobileConstruction,
  completeMobileConstruction,
  dismantleMobileAirbase,
  type MobileSiteInput,
} from '../../src/cartwheel/mobile-airbases.js';
import { at, baseState, counter } from './fixtures.js';

const phase = (p: 'mobile-airbase-construction' | 'regroup') => baseState({ phase: p });
const site = (extra: Partial<MobileSiteInput> = {}): MobileSiteInput => ({
  id: 'm1',
  side: 'Allied',
  hex: '2222',
  terrain: 'land',
  controlledBy: 'Allied',
  supplied: true,
  ...extra,
});

describe('6.5 mobile airbase construction', () => {
  it('begins under construction in a friendly, supplied, non-mountain land or coastal hex', () => {
    const next = beginMobileConstruction(phase('mobile-airbase-construction'), site({ terrain: 'coastal' }));
    expect(next.airbases.at(-1)).toMatchObject({
      id: 'm1',
      kind: 'mobile',
      hex: '2222',
      coastal: true,
      underConstruction: true,
      name: 'Mobile 2222',
    });
  });

  it('refuses with the reason and rule', () => {
    const state = phase('mobile-airbase-construction');
    expect(checkMobileConstruction(state, site({ controlledBy: 'Japanese' }))).toMatchObject({
      ok: false,
      rule: '6.5',
    });
    expect(checkMobileConstruction(state, site({ supplied: false }))).toMatchObject({ ok: false, rule: '6.2' });
    expect(checkMobileConstruction(state, site({ terrain: 'mountain' }))).toMatchObject({
      ok: false,
      reason: 'mobile airbases cannot be built in mountain hexes',
    });
    expect(checkMobileConstruction(state, site({ terrain: 'sea' })).ok).toBe(false);
    expect(checkMobileConstruction(phase('regroup'), site())).toMatchObject({ ok: false, rule: '4.2' });
    expect(() => beginMobileConstruction(state, site({ terrain: 'mountain' }))).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_ACTION', rule: '6.5' }),
    );
  });

  it('one per hex', () => {
    const once = beginMobileConstruction(phase('mobile-airbase-construction'), site());
    expect(checkMobileConstruction(once, site({ id: 'm2' }))).toMatchObject({ ok: false, rule: '6.5.1' });
  });

  it('at most 3 Allied and 2 Japanese', () => {
    let allied = phase('mobile-airbase-construction');
    for (const n of [1, 2, 3]) allied = beginMobileConstruction(allied, site({ id: `m${n}`, hex: `220${n}` }));
    expect(checkMobileConstruction(allied, site({ id: 'm4', hex: '2204' }))).toMatchObject({ ok: false, rule: '6.2' });
    let japanese = phase('mobile-airbase-construction');
    const jsite = (n: number) => site({ id: `j${n}`, hex: `120${n}`, side: 'Japanese', controlledBy: 'Japanese' });
    for (const n of [1, 2]) japanese = beginMobileConstruction(japanese, jsite(n));
    expect(checkMobileConstruction(japanese, jsite(3)).ok).toBe(false);
  });

  it('becomes operational in the Regroup Phase and hosts units at once', () => {
    const built = beginMobileConstruction(phase('mobile-airbase-construction'), site());
    expect(() => completeMobileConstruction(built)).toThrow(/Regroup Phase/);
    const done = completeMobileConstruction({ ...built, phase: 'regroup' });
    expect(done.airbases.find((b) => b.id === 'm1')?.underConstruction).toBe(false);
  });

  it('a disrupted or destroyed base under construction is removed and may be built again later', () => {
    const built = beginMobileConstruction(phase('mobile-airbase-construction'), site());
    for (const result of ['disrupted', 'destroyed'] as const) {
      const hit = applyAirbaseBombing(built, 'm1', result);
      expect(hit.effect).toBe('removed');
      expect(hit.state.airbases.some((b) => b.id === 'm1')).toBe(false);
      expect(checkMobileConstruction(hit.state, site()).ok).toBe(true);
    }
  });

  it('an operational mobile base is disrupted, or removed when destroyed (its units stranded)', () => {
    const state = baseState({
      airbases: [...baseState().airbases, { id: 'm1', name: 'M', side: 'Allied', kind: 'mobile', hex: '2222' }],
      airUnits: [at('m1', counter('a', 'F', 'USAAF'))],
    });
    expect(applyAirbaseBombing(state, 'm1', 'disrupted').state.airbases.at(-1)?.disrupted).toBe(true);
    const destroyed = applyAirbaseBombing(state, 'm1', 'destroyed');
    expect(destroyed.effect).toBe('removed');
    expect(destroyed.stranded).toEqual(['a']);
    expect(destroyed.state.airUnits[0]?.location).toEqual({ at: 'unbased', formerAirbaseId: 'm1' });
  });

  it('a mobile base taken by the enemy is gone for good: the counter count drops (6.6.4)', () => {
    let state = phase('mobile-airbase-construction');
    for (const n of [1, 2, 3]) state = beginMobileConstruction(state, site({ id: `m${n}`, hex: `220${n}` }));
    const captured = captureAirbase(state, 'm1', 'Japanese');
    expect(captured.effect).toBe('removed');
    expect(captured.state.mobileAirbasesLost.Allied).toBe(1);
    expect(checkMobileConstruction(captured.state, site({ id: 'm9', hex: '2209' }))).toMatchObject({
      ok: false,
      reason: 'the Allied player has 3 mobile airbases at most: 2 in play and 1 lost for good',
    });
  });
});

describe('6.5.4 dismantling', () => {
  const withMobile = (extra: object = {}, units: ReturnType<typeof at>[] = []) =>
    baseState({
      phase: 'regroup',
      airbases: [
        ...baseState().airbases,
        { id: 'm1', name: 'M', side: 'Allied', kind: 'mobile', hex: '2222', ...extra },
      ],
      airUnits: units,
    });

  it('an empty, undisrupted, working mobile base is removed in the Regroup Phase', () => {
    expect(dismantleMobileAirbase(withMobile(), 'm1').airbases.some((b) => b.id === 'm1')).toBe(false);
  });

  it('not when units are based there, disrupted, under construction, not mobile, or outside the Regroup Phase', () => {
    expect(checkDismantle(withMobile({}, [at('m1', counter('a', 'F', 'USAAF'))]), 'm1')).toMatchObject({
      ok: false,
      reason: 'M still hosts a',
    });
    expect(checkDismantle(withMobile({ disrupted: true }), 'm1').ok).toBe(false);
    expect(checkDismantle(withMobile({ underConstruction: true }), 'm1').ok).toBe(false);
    expect(checkDismantle(withMobile(), 'dobodura').ok).toBe(false);
    expect(checkDismantle({ ...withMobile(), phase: 'initiative' }, 'm1').ok).toBe(false);
    expect(() => dismantleMobileAirbase(withMobile({ disrupted: true }), 'm1')).toThrow(/disrupted/);
  });
});
