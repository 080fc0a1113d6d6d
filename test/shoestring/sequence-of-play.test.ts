import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEQUENCE_OF_PLAY, stepsOfTurn } from '../../src/shoestring/sequence-of-play.js';

describe('sequence of play', () => {
  it('lists the segments in the printed order I, II, III, IV, V, VI', () => {
    const segments = [...new Set(SEQUENCE_OF_PLAY.map((s) => s.segment.split('.')[0]))];
    expect(segments).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI']);
  });
  it('step ids are unique', () => {
    expect(new Set(SEQUENCE_OF_PLAY.map((s) => s.id)).size).toBe(SEQUENCE_OF_PLAY.length);
  });
  it('marks the Strategic Interphase and the Extend Patrol Phase odd-turn only', () => {
    const odd = SEQUENCE_OF_PLAY.filter((s) => s.turns === 'odd').map((s) => s.id);
    expect(odd).toEqual(['I.A.1', 'I.A.2', 'I.A.3', 'I.A.4', 'I.A.5', 'I.B.1', 'I.B.2', 'I.C', 'I.D', 'I.E', 'V.A.1']);
  });
  it('marks the (SAME) steps as the base game\u2019s', () => {
    const same = SEQUENCE_OF_PLAY.filter((s) => s.baseGame).map((s) => s.id);
    expect(same).toEqual(['I.A.1', 'I.A.2', 'I.A.3', 'I.A.5', 'I.B.2', 'I.C', 'I.D', 'I.E', 'III', 'IV', 'VI']);
  });
  it('cites the variant rules where they act', () => {
    const rulesOf = (id: string) => SEQUENCE_OF_PLAY.find((s) => s.id === id)?.rules;
    expect(rulesOf('I.A.4')).toContain('R18.3');
    expect(rulesOf('II.A.2')).toEqual(['N19.3']);
    expect(rulesOf('V.A.1')).toEqual(['N18.7']);
    expect(rulesOf('II.C.4')).toEqual(['R18.3']);
  });
  it('turn 1 has every step; turn 2 starts with the Naval Segment and has no Extend Patrol Phase', () => {
    expect(stepsOfTurn(1)).toHaveLength(SEQUENCE_OF_PLAY.length);
    const even = stepsOfTurn(2).map((s) => s.id);
    expect(even[0]).toBe('II.A.1');
    expect(even).not.toContain('V.A.1');
    expect(even).toContain('V.B.4');
  });
  it('every turn keeps the printed order, and odd and even turns differ only by the odd-only steps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (turn) => {
        const steps = stepsOfTurn(turn);
        const positions = steps.map((s) => SEQUENCE_OF_PLAY.indexOf(s));
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        expect(steps.every((s) => s.turns === 'all' || turn % 2 === 1)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
  it('answers one of two frozen lists, the same on every call', () => {
    expect(stepsOfTurn(3)).toBe(stepsOfTurn(5));
    expect(stepsOfTurn(2)).toBe(stepsOfTurn(8));
    expect(Object.isFrozen(stepsOfTurn(2)) && Object.isFrozen(stepsOfTurn(1))).toBe(true);
  });
  it('rejects turn 0, and any turn that is not a whole number the schema takes, by name', () => {
    expect(() => stepsOfTurn(0)).toThrow(/game turns start at 1/);
    for (const turn of [1.5, 2 ** 60, Number.NaN, '3', null]) {
      expect(() => stepsOfTurn(turn as number)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    }
  });
});
