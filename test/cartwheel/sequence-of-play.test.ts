import { describe, expect, it } from 'vitest';
import { declareGeneralRegroup } from '../../src/cartwheel/general-regroup.js';
import { decideHikoshidan } from '../../src/cartwheel/hikoshidan.js';
import { declareUsnCommitment } from '../../src/cartwheel/random-events.js';
import { advancePhase, sequencePhase } from '../../src/cartwheel/sequence-of-play.js';
import { PHASE_IDS, SEQUENCE_OF_PLAY } from '../../src/cartwheel/tables/sequence-of-play.js';
import { at, baseState, counter } from './fixtures.js';

describe('4.0 sequence of play', () => {
  it('ten phases, 4.1 to 4.10, in order', () => {
    expect(SEQUENCE_OF_PLAY.map((p) => p.rule)).toEqual([
      '4.1',
      '4.2',
      '4.3',
      '4.4',
      '4.5',
      '4.6',
      '4.7',
      '4.8',
      '4.9',
      '4.10',
    ]);
    expect(SEQUENCE_OF_PLAY.map((p) => p.id)).toEqual([...PHASE_IDS]);
  });

  it('4.1: event roll, then the 11th Hikoshidan, then the USN', () => {
    expect(sequencePhase('random-events').steps.map((s) => s.rule)).toEqual(['5.1', '5.2', '5.3']);
  });

  it('4.3: regroup declaration, unit regroup, recon, initiative, missions', () => {
    expect(sequencePhase('initiative').steps.map((s) => s.rule)).toEqual(['7.1', '7.2', '7.3', '7.4', '7.5']);
  });

  it('the Random Events Phase ends only after both decisions', () => {
    const state = baseState();
    expect(() => advancePhase(state)).toThrow(expect.objectContaining({ rule: '5.2' }));
    const decided = decideHikoshidan(state, { commit: false });
    expect(() => advancePhase(decided)).toThrow(expect.objectContaining({ rule: '5.3' }));
    expect(advancePhase(declareUsnCommitment(decided, true)).phase).toBe('mobile-airbase-construction');
  });

  it('the Initiative Phase ends only after the general regroup declaration', () => {
    const state = { ...baseState(), phase: 'initiative' as const };
    expect(() => advancePhase(state)).toThrow(expect.objectContaining({ rule: '7.1' }));
    expect(advancePhase(declareGeneralRegroup(state, { declare: false, month: 'July' })).phase).toBe(
      'air-naval-operations',
    );
  });

  it('after the Victory Points Phase the turn advances and its decisions and stage moves clear', () => {
    const state = baseState({
      phase: 'victory-points',
      decisions: { hikoshidan: 'committed', usnCommitted: true, magicInEffect: true, generalRegroup: false },
      airUnits: [at('port-moresby', counter('a', 'F', 'USAAF'), { stageMoved: true })],
    });
    const next = advancePhase(state);
    expect(next.turn).toBe(3);
    expect(next.phase).toBe('random-events');
    expect(next.decisions).toEqual({ magicInEffect: false });
    expect(next.airUnits[0]?.stageMoved).toBe(false);
    expect(() => advancePhase(state, 2)).toThrow(expect.objectContaining({ rule: '4.10' }));
  });
});
