import { describe, expect, it } from 'vitest';
import { declareGeneralRegroup } from '../../src/cartwheel/general-regroup.js';
import {
  awardHikoshidanReorganizationVp,
  decideHikoshidan,
  hikoshidanReorganizationVp,
} from '../../src/cartwheel/hikoshidan.js';
import { declareUsnCommitment } from '../../src/cartwheel/random-events.js';
import type { CartwheelState } from '../../src/cartwheel/schemas/state.js';
import { advancePhase } from '../../src/cartwheel/sequence-of-play.js';
import { parseCartwheelState, updateAirUnits } from '../../src/cartwheel/state.js';
import { at, BASES, baseState, counter, ELEVENTH } from './fixtures.js';

function eleventhAtTruk(extra: Parameters<typeof baseState>[0] = {}) {
  return baseState({
    airUnits: [at('truk', ELEVENTH.zeke1), at('truk', ELEVENTH.zeke2), at('truk', ELEVENTH.betty)],
    ...extra,
  });
}

function advanceTo(state: CartwheelState, phase: CartwheelState['phase']): CartwheelState {
  let next = state;
  while (next.phase !== phase) {
    if (next.phase === 'initiative' && next.decisions.generalRegroup === undefined)
      next = declareGeneralRegroup(next, { declare: false, month: 'July' });
    next = advancePhase(next);
  }
  return next;
}

describe('5.2 worked example: the 11th Hikoshidan earns the Allies 3 VP', () => {
  it('1 VP for commitment, ½ + ½ for two flown units, 1 for the unit lost', () => {
    let state = parseCartwheelState(eleventhAtTruk());
    state = decideHikoshidan(state, {
      commit: true,
      placements: [
        { at: 'airbase', unitId: '11-A6M-1', airbaseId: 'rabaul' },
        { at: 'airbase', unitId: '11-A6M-2', airbaseId: 'rabaul' },
        { at: 'airbase', unitId: '11-G4M-1', airbaseId: 'rabaul' },
      ],
    });
    expect(state.vp.Allied).toBe(1);
    state = declareUsnCommitment(state, false);
    state = advanceTo(state, 'air-naval-operations');
    // Three 11th units fly a mission; one is destroyed in aerial combat.
    state = updateAirUnits(state, ['11-A6M-1', '11-A6M-2', '11-G4M-1'], (u) => ({ ...u, flown: true }));
    state = updateAirUnits(state, ['11-G4M-1'], (u) => ({ ...u, location: { at: 'eliminated', turn: state.turn } }));
    state = advanceTo(state, 'regroup');
    expect(hikoshidanReorganizationVp(state)).toEqual({
      flown: ['11-A6M-1', '11-A6M-2'],
      eliminated: ['11-G4M-1'],
      vp: 2,
    });
    state = awardHikoshidanReorganizationVp(state);
    expect(state.vp.Allied).toBe(3);
    expect(() => awardHikoshidanReorganizationVp(state)).toThrow(/already awarded/);
  });
});

describe('5.2 commitment and withdrawal', () => {
  it('withdrawing puts every 11th unit in Truk Flown-Undisrupted, clearing disruption, with no VP', () => {
    const start = eleventhAtTruk({
      airUnits: [
        at('rabaul', ELEVENTH.zeke1, { disrupted: true, flown: false }),
        at('truk', ELEVENTH.betty, { disrupted: true, flown: true }),
        { unit: ELEVENTH.rufe, location: { at: 'port', portId: 'rabaul-port' }, disrupted: true },
        at('rabaul', counter('6-Ki43', 'F', '6th Hikoshidan'), { disrupted: true }),
      ],
    });
    const next = decideHikoshidan(start, { commit: false });
    for (const id of ['11-A6M-1', '11-G4M-1', '11-Rufe']) {
      const unit = next.airUnits.find((u) => u.unit.id === id);
      expect(unit?.location).toEqual({ at: 'airbase', airbaseId: 'truk' });
      expect(unit?.flown).toBe(true);
      expect(unit?.disrupted).toBe(false);
    }
    expect(next.airUnits.find((u) => u.unit.id === '6-Ki43')?.disrupted).toBe(true);
    expect(next.vp.Allied).toBe(0);
    expect(next.decisions.hikoshidan).toBe('withdrawn');
    expect(hikoshidanReorganizationVp(next).vp).toBe(0);
  });

  it('withdrawn units in the Flown quadrant score only under the literal option', () => {
    const next = decideHikoshidan(eleventhAtTruk(), { commit: false });
    expect(hikoshidanReorganizationVp(next, { hikoshidan: { reorganizationVpOnlyWhenCommitted: false } }).vp).toBe(1.5);
  });

  it('unnamed units stay at Rabaul or Truk, else go to Truk; placed units keep their status', () => {
    const state = eleventhAtTruk({
      airUnits: [
        at('rabaul', ELEVENTH.zeke1, { flown: true }),
        at('lae', ELEVENTH.zeke2),
        { unit: ELEVENTH.rufe, location: { at: 'port', portId: 'rabaul-port' } },
      ],
    });
    const next = decideHikoshidan(state, { commit: true });
    expect(next.airUnits.map((u) => [u.unit.id, u.location, u.flown])).toEqual([
      ['11-A6M-1', { at: 'airbase', airbaseId: 'rabaul' }, true],
      ['11-A6M-2', { at: 'airbase', airbaseId: 'truk' }, false],
      ['11-Rufe', { at: 'port', portId: 'rabaul-port' }, false],
    ]);
  });

  it('commitment keeps a unit’s disruption', () => {
    const next = decideHikoshidan(eleventhAtTruk({ airUnits: [at('truk', ELEVENTH.zeke1, { disrupted: true })] }), {
      commit: true,
    });
    expect(next.airUnits[0]?.location).toEqual({ at: 'airbase', airbaseId: 'truk' });
    expect(next.airUnits[0]?.disrupted).toBe(true);
  });

  it('Rabaul takes the 11th only up to its capacity', () => {
    const crowded = eleventhAtTruk({
      airUnits: [
        ...['a', 'b', 'c'].map((n) => at('rabaul', counter(`6-${n}`, 'F', '6th Hikoshidan'))),
        at('truk', ELEVENTH.zeke1),
        at('truk', ELEVENTH.zeke2),
      ],
    });
    const place = (ids: string[]) =>
      decideHikoshidan(crowded, {
        commit: true,
        placements: ids.map((unitId) => ({ at: 'airbase' as const, unitId, airbaseId: 'rabaul' })),
      });
    expect(place(['11-A6M-1']).vp.Allied).toBe(1);
    expect(() => place(['11-A6M-1', '11-A6M-2'])).toThrow(/Rabaul can host 4; placing the 11th there makes 5/);
  });

  it('a destroyed Rabaul sends the 11th to Truk', () => {
    const state = eleventhAtTruk({ airbases: [{ ...BASES.rabaul, destroyed: true }, BASES.truk] });
    expect(() =>
      decideHikoshidan(state, {
        commit: true,
        placements: [{ at: 'airbase', unitId: '11-A6M-1', airbaseId: 'rabaul' }],
      }),
    ).toThrow(/Rabaul is destroyed/);
  });

  it('only Rabaul or Truk for the 11th, and the Rufe at a port or undisrupted coastal mobile base', () => {
    const mobile = {
      id: 'm1',
      name: 'Mobile 1515',
      side: 'Japanese',
      kind: 'mobile',
      hex: '1515',
      coastal: true,
    } as const;
    const state = eleventhAtTruk({
      airbases: [...Object.values(BASES), mobile, { ...mobile, id: 'm2', hex: '1516', disrupted: true }],
      airUnits: [at('truk', ELEVENTH.zeke1), at('truk', ELEVENTH.rufe)],
    });
    expect(() =>
      decideHikoshidan(state, { commit: true, placements: [{ at: 'airbase', unitId: '11-A6M-1', airbaseId: 'lae' }] }),
    ).toThrow(/Rabaul or Truk/);
    expect(() =>
      decideHikoshidan(state, {
        commit: true,
        placements: [{ at: 'port', unitId: '11-A6M-1', portId: 'rabaul-port' }],
      }),
    ).toThrow(/only the Rufe/);
    const toPort = decideHikoshidan(state, {
      commit: true,
      placements: [{ at: 'port', unitId: '11-Rufe', portId: 'rabaul-port' }],
    });
    expect(toPort.airUnits[1]?.location).toEqual({ at: 'port', portId: 'rabaul-port' });
    expect(
      decideHikoshidan(state, { commit: true, placements: [{ at: 'airbase', unitId: '11-Rufe', airbaseId: 'm1' }] })
        .airUnits[1]?.location,
    ).toEqual({ at: 'airbase', airbaseId: 'm1' });
    expect(() =>
      decideHikoshidan(state, { commit: true, placements: [{ at: 'airbase', unitId: '11-Rufe', airbaseId: 'm2' }] }),
    ).toThrow(/undisrupted/);
  });

  it('the decision comes once a turn, in the Random Events Phase, before the USN declaration', () => {
    const decided = decideHikoshidan(eleventhAtTruk(), { commit: false });
    expect(() => decideHikoshidan(decided, { commit: true })).toThrow(/already made/);
    expect(() => declareUsnCommitment(eleventhAtTruk(), true)).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_ACTION', rule: '5.2' }),
    );
    expect(() => decideHikoshidan({ ...eleventhAtTruk(), phase: 'initiative' }, { commit: true })).toThrow(
      /Random Events Phase/,
    );
    expect(declareUsnCommitment(decided, true).decisions.usnCommitted).toBe(true);
  });

  it('awarding the reorganization VP belongs to the Regroup Phase', () => {
    expect(() => awardHikoshidanReorganizationVp(eleventhAtTruk())).toThrow(/Regroup Phase/);
  });
});

describe('14.2 Airbase Reorganization at the turn\u2019s end (the reported defect)', () => {
  it('withdraw on turn 2, commit on turn 3, fly nothing: the Allies get 1 VP, not 2.5', () => {
    let state = parseCartwheelState(
      eleventhAtTruk({
        airUnits: [at('rabaul', ELEVENTH.zeke1), at('rabaul', ELEVENTH.zeke2), at('rabaul', ELEVENTH.betty)],
      }),
    );
    // Turn 2: the 11th is withdrawn; its units go to Truk's Flown quadrant.
    state = decideHikoshidan(state, { commit: false });
    expect(state.airUnits.every((u) => u.flown)).toBe(true);
    state = declareUsnCommitment(state, false);
    state = advanceTo(state, 'victory-points');
    state = advancePhase(state);
    expect(state.turn).toBe(3);
    expect(state.airUnits.some((u) => u.flown || u.regrouping)).toBe(false);
    // Turn 3: committed, nothing flies.
    state = decideHikoshidan(state, {
      commit: true,
      placements: [
        { at: 'airbase', unitId: '11-A6M-1', airbaseId: 'rabaul' },
        { at: 'airbase', unitId: '11-A6M-2', airbaseId: 'rabaul' },
        { at: 'airbase', unitId: '11-G4M-1', airbaseId: 'rabaul' },
      ],
    });
    const before = state.vp.Allied;
    state = declareUsnCommitment(state, false);
    state = advanceTo(state, 'regroup');
    state = awardHikoshidanReorganizationVp(state);
    expect(before).toBe(1);
    expect(state.vp.Allied).toBe(1);
  });

  it('Regroup markers come off and Flown units are Ready again at the next turn; disruption stays', () => {
    let state = parseCartwheelState(
      baseState({
        airUnits: [
          at('port-moresby', counter('P-38', 'F', 'USAAF'), { flown: true, disrupted: true, regrouping: true }),
        ],
      }),
    );
    state = { ...state, phase: 'victory-points' };
    state = advancePhase(state);
    expect(state.airUnits[0]).toMatchObject({ flown: false, regrouping: false, disrupted: true });
  });
});
