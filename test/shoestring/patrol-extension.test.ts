import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { probabilityOf } from '../../src/odds/probability-of.js';
import {
  checkPatrolGroup,
  extendPatrolModifiers,
  extendPatrolOdds,
  resolveExtendPatrol,
} from '../../src/shoestring/patrol-extension.js';

const ship = (id: string, type: string, zone: string, damaged = false) => ({ id, type, zone, damaged });

describe('N18.7 modifiers', () => {
  it('U.S. group: −1', () => {
    expect(extendPatrolModifiers({ side: 'US', ships: [ship('Atlanta', 'CL', 'MADE-UP ZONE')] })).toEqual([
      { rule: 'N18.7', label: 'U.S. group', delta: -1 },
    ]);
  });
  it('a damaged ship: +1, once per group however many are damaged', () => {
    const mods = extendPatrolModifiers({
      side: 'Japanese',
      ships: [ship('Chokai', 'CA', 'MADE-UP ZONE', true), ship('Aoba', 'CA', 'MADE-UP ZONE', true)],
    });
    expect(mods).toEqual([{ rule: 'N18.7', label: 'group has a damaged ship', delta: 1 }]);
  });
  it.each(['The Slot', 'Northwest Coral Sea'])('U.S. group in %s: +2 (with −1 for a U.S. group)', (zone) => {
    expect(extendPatrolModifiers({ side: 'US', ships: [ship('Helena', 'CL', zone)] }).map((m) => m.delta)).toEqual([
      -1, 2,
    ]);
  });
  it.each(['Eastern Solomons', 'Northeast Coral Sea'])('Japanese group in %s: +2', (zone) => {
    expect(
      extendPatrolModifiers({ side: 'Japanese', ships: [ship('Jintsu', 'CL', zone)] }).map((m) => m.delta),
    ).toEqual([2]);
  });
  it('the distant-zone modifiers belong to one side each', () => {
    expect(extendPatrolModifiers({ side: 'Japanese', ships: [ship('Jintsu', 'CL', 'The Slot')] })).toEqual([]);
    expect(
      extendPatrolModifiers({ side: 'US', ships: [ship('Helena', 'CL', 'Eastern Solomons')] }).map((m) => m.delta),
    ).toEqual([-1]);
  });
  it('Japanese group with a battleship: +1; a U.S. battleship gives nothing', () => {
    expect(
      extendPatrolModifiers({ side: 'Japanese', ships: [ship('Kongo', 'BB', 'MADE-UP ZONE')] }).map((m) => m.delta),
    ).toEqual([1]);
    expect(
      extendPatrolModifiers({ side: 'US', ships: [ship('Washington', 'BB', 'MADE-UP ZONE')] }).map((m) => m.delta),
    ).toEqual([-1]);
  });
  it('all cumulative: a damaged Japanese group with a BB in the Eastern Solomons takes +4', () => {
    const mods = extendPatrolModifiers({
      side: 'Japanese',
      ships: [ship('Kongo', 'BB', 'Eastern Solomons'), ship('Jintsu', 'CL', 'Eastern Solomons', true)],
    });
    expect(mods.reduce((s, m) => s + m.delta, 0)).toBe(4);
  });
  it('house rules change the values and the zones', () => {
    const mods = extendPatrolModifiers(
      { side: 'US', ships: [ship('Helena', 'CL', 'Indispensable Strait')] },
      { extendPatrol: { usGroup: -2, usDistantZones: ['Indispensable Strait'] } },
    );
    expect(mods.map((m) => m.delta)).toEqual([-2, 2]);
  });
});

describe('N18.7 resolution', () => {
  it('a U.S. group rolling 6 extends (6 − 1 = 5)', () => {
    const r = resolveExtendPatrol({ side: 'US', ships: [ship('Atlanta', 'CL', 'MADE-UP ZONE')] }, scriptedDice([6]));
    expect(r.total).toBe(5);
    expect(r.row).toBe('\u22645');
    expect(r.outcome).toBe('Extend');
    expect(r.rolls).toEqual([{ label: 'N18.7 extend patrol (US group in MADE-UP ZONE)', die: 'd10z', value: 6 }]);
  });
  it('a Japanese group with a BB in the Northeast Coral Sea rolling 3 returns (3 + 3 = 6)', () => {
    const r = resolveExtendPatrol(
      { side: 'Japanese', ships: [ship('Kongo', 'BB', 'Northeast Coral Sea')] },
      scriptedDice([3]),
    );
    expect(r.outcome).toBe('Return');
    expect(r.total).toBe(6);
  });
  it('exact odds: a plain U.S. group extends on 0–6, 7/10', () => {
    const odds = extendPatrolOdds({ side: 'US', ships: [ship('Atlanta', 'CL', 'MADE-UP ZONE')] });
    expect(probabilityOf(odds, (o) => o === 'Extend')).toEqual({ numerator: 7n, denominator: 10n });
  });
  it('exact odds: a damaged Japanese BB group in the Eastern Solomons extends only on 0–1, 1/5', () => {
    const odds = extendPatrolOdds({ side: 'Japanese', ships: [ship('Hiei', 'BB', 'Eastern Solomons', true)] });
    expect(probabilityOf(odds, (o) => o === 'Extend')).toEqual({ numerator: 1n, denominator: 5n });
  });
});

describe('N18.7 / R18.3 legality', () => {
  it('transports never extend', () => {
    expect(checkPatrolGroup({ side: 'US', ships: [ship('T1', 'TRAN', 'The Slot')] })).toMatchObject({
      ok: false,
      rule: 'R18.3',
    });
  });
  it("a group's ships must all be from one sea zone", () => {
    const check = checkPatrolGroup({
      side: 'US',
      ships: [ship('A', 'CL', 'The Slot'), ship('B', 'DD', 'Northwest Coral Sea')],
    });
    expect(check).toMatchObject({ ok: false, rule: 'N18.7' });
  });
  it('extension is tried only at the end of odd turns', () => {
    expect(checkPatrolGroup({ side: 'US', turn: 4, ships: [ship('A', 'CL', 'The Slot')] })).toMatchObject({
      ok: false,
    });
    expect(checkPatrolGroup({ side: 'US', turn: 5, ships: [ship('A', 'CL', 'The Slot')] })).toEqual({
      ok: true,
      zone: 'The Slot',
    });
  });
  it('the resolver throws ILLEGAL_ACTION for an illegal group and INVALID_INPUT for bad input', () => {
    expect(() =>
      resolveExtendPatrol({ side: 'US', ships: [ship('T1', 'TRAN', 'The Slot')] }, scriptedDice([0])),
    ).toThrow(/transports never extend/);
    try {
      resolveExtendPatrol({ side: 'Dutch' as never, ships: [ship('A', 'CL', 'The Slot')] }, scriptedDice([0]));
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error) && error.code).toBe('INVALID_INPUT');
      expect((error as Error).message).toContain('side');
    }
  });
});
