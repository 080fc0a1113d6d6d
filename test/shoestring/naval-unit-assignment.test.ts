import { describe, expect, it } from 'vitest';
import { checkNavalAssignment } from '../../src/shoestring/naval-unit-assignment.js';

// The text's example for game turns 1 & 2: 3 CA, 1 CL, 1 DD and 7 TRAN points; the CAs
// and the CL go to turn 1, the DD and the 7 TRAN points to turn 2.
const example = {
  side: 'Japanese' as const,
  oddTurn: 1,
  pool: {
    units: [
      { id: 'CA-1', type: 'CA' },
      { id: 'CA-2', type: 'CA' },
      { id: 'CA-3', type: 'CA' },
      { id: 'CL-1', type: 'CL' },
      { id: 'DD-1', type: 'DD' },
    ],
    transportPoints: 7,
  },
  odd: { unitIds: ['CA-1', 'CA-2', 'CA-3', 'CL-1'], transportPoints: 0 },
  even: { unitIds: ['DD-1'], transportPoints: 7 },
};

describe('I.A.4 naval unit assignment', () => {
  it('accepts the worked example', () => {
    const result = checkNavalAssignment(example);
    if (!result.ok) throw new Error(result.reason);
    expect(result.odd.turn).toBe(1);
    expect(result.odd.units.map((u) => u.type)).toEqual(['CA', 'CA', 'CA', 'CL']);
    expect(result.even).toMatchObject({ turn: 2, transportPoints: 7 });
    expect(result.even.units.map((u) => u.id)).toEqual(['DD-1']);
    expect(result.unassigned).toEqual([]);
    expect(result.unassignedTransportPoints).toBe(0);
  });
  it('R18.3: a transport point is used on one turn only', () => {
    const result = checkNavalAssignment({ ...example, odd: { ...example.odd, transportPoints: 1 } });
    expect(result).toMatchObject({ ok: false, rule: 'R18.3' });
  });
  it('a unit goes to one turn of the pair', () => {
    const result = checkNavalAssignment({ ...example, even: { unitIds: ['DD-1', 'CL-1'], transportPoints: 7 } });
    expect(result).toMatchObject({ ok: false, rule: 'I.A.4' });
    expect(result.ok ? '' : result.reason).toContain('both the odd and the even turn');
  });
  it('an id not in the pool is refused', () => {
    expect(checkNavalAssignment({ ...example, even: { unitIds: ['Yamato'], transportPoints: 7 } })).toMatchObject({
      ok: false,
    });
  });
  it('units and points left out are reported as unassigned', () => {
    const result = checkNavalAssignment({ ...example, even: { unitIds: [], transportPoints: 5 } });
    expect(result).toMatchObject({ ok: true, unassignedTransportPoints: 2 });
    expect(result.ok ? result.unassigned.map((u) => u.id) : []).toEqual(['DD-1']);
  });
  it('is made on odd turns only', () => {
    expect(() => checkNavalAssignment({ ...example, oddTurn: 2 })).toThrow(/odd game turns/);
  });
  describe('with O1.0', () => {
    const pool = {
      units: [
        { id: 'Kongo', type: 'BB' },
        { id: 'Haruna', type: 'BB' },
        { id: 'Yamato', type: 'BB', yamato: true },
      ],
      transportPoints: 0,
    };
    const rules = { options: { O1: true } };
    it('no more battleships than the commitment roll allows over the two turns', () => {
      const input = {
        side: 'Japanese' as const,
        oddTurn: 5,
        pool,
        odd: { unitIds: ['Kongo'], transportPoints: 0 },
        even: { unitIds: ['Haruna'], transportPoints: 0 },
        battleshipLimit: 1,
      };
      expect(checkNavalAssignment(input, rules)).toMatchObject({ ok: false, rule: 'O1.0' });
      expect(checkNavalAssignment({ ...input, battleshipLimit: 2 }, rules)).toMatchObject({
        ok: true,
        yamatoCommitted: false,
      });
      expect(checkNavalAssignment({ ...input, battleshipLimit: 1 })).toMatchObject({ ok: true });
    });
    it('asks for the commitment roll when battleships are assigned', () => {
      const input = {
        side: 'Japanese' as const,
        oddTurn: 5,
        pool,
        odd: { unitIds: ['Kongo'], transportPoints: 0 },
        even: { unitIds: [], transportPoints: 0 },
      };
      expect(checkNavalAssignment(input, rules)).toMatchObject({ ok: false, rule: 'O1.0' });
    });
    it('reports Yamato committed', () => {
      const input = {
        side: 'Japanese' as const,
        oddTurn: 5,
        pool,
        odd: { unitIds: [], transportPoints: 0 },
        even: { unitIds: ['Yamato'], transportPoints: 0 },
        battleshipLimit: 1,
      };
      expect(checkNavalAssignment(input, rules)).toMatchObject({ ok: true, yamatoCommitted: true });
    });
  });
});
