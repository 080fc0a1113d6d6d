import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { probabilityOf } from '../../src/odds/probability-of.js';
import {
  describeTransportAttack,
  resolveTransportAttack,
  transportAttackModifiers,
  transportAttackOdds,
} from '../../src/shoestring/transport-attack.js';

describe('R18.3 transport attack modifiers', () => {
  it('attacking player controls operational Henderson Field: −1', () => {
    expect(transportAttackModifiers({ escorted: true, henderson: 'attacker' })).toEqual([
      { rule: 'R18.3', label: 'attacking player controls operational Henderson Field', delta: -1 },
    ]);
  });
  it('transporting player controls operational Henderson Field: +1', () => {
    expect(transportAttackModifiers({ escorted: true, henderson: 'transporter' }).map((m) => m.delta)).toEqual([1]);
  });
  it('transporting player has more ships in N. Guadalcanal: +1, cumulative with Henderson', () => {
    const mods = transportAttackModifiers({
      escorted: false,
      henderson: 'transporter',
      transporterHasMoreShipsInNorthGuadalcanal: true,
    });
    expect(mods.map((m) => m.delta)).toEqual([1, 1]);
  });
  it('no Henderson modifier when neither controls an operational field', () => {
    expect(transportAttackModifiers({ escorted: false })).toEqual([]);
  });
});

describe('R18.3 transport attack resolution', () => {
  it('a natural 0 with the attacker holding Henderson reads the 0 row at −1: 1/2 AB', () => {
    const r = resolveTransportAttack({ escorted: true, henderson: 'attacker' }, scriptedDice([0]));
    expect(r.total).toBe(-1);
    expect(r.row).toBe('\u22640');
    expect(r.outcome).toBe('1/2 AB');
  });
  it('a natural 4 with escort reads *, without escort AB*', () => {
    expect(resolveTransportAttack({ escorted: true }, scriptedDice([4])).outcome).toBe('*');
    expect(resolveTransportAttack({ escorted: false }, scriptedDice([4])).outcome).toBe('AB*');
  });
  it('a natural 9 +2 reads the ≥7 row: no effect in either column', () => {
    const r = resolveTransportAttack(
      { escorted: false, henderson: 'transporter', transporterHasMoreShipsInNorthGuadalcanal: true },
      scriptedDice([9]),
    );
    expect(r.total).toBe(11);
    expect(r.outcome).toBe('\u2013');
  });
  it('keeps the printed code and adds the caller description as a note', () => {
    const rules = { transportAttack: { descriptions: { AB: 'MADE-UP description of AB' } } };
    const r = resolveTransportAttack({ escorted: false }, scriptedDice([1]), rules);
    expect(r.outcome).toBe('AB');
    expect(r.notes).toEqual(['result AB: MADE-UP description of AB']);
    expect(describeTransportAttack('AB', rules)).toBe('MADE-UP description of AB');
    expect(describeTransportAttack('AB')).toBeUndefined();
  });
  it('exact odds, No Escort, no modifiers: 1/2 AB 1/10, AB 1/10, AB* 3/10, * 2/10, – 3/10', () => {
    const odds = transportAttackOdds({ escorted: false });
    const p = (code: string) => probabilityOf(odds, (o) => o === code);
    expect(p('1/2 AB')).toEqual({ numerator: 1n, denominator: 10n });
    expect(p('AB')).toEqual({ numerator: 1n, denominator: 10n });
    expect(p('AB*')).toEqual({ numerator: 3n, denominator: 10n });
    expect(p('*')).toEqual({ numerator: 1n, denominator: 5n });
    expect(p('\u2013')).toEqual({ numerator: 3n, denominator: 10n });
  });
  it('exact odds, With Escort and attacker at Henderson: 1/2 AB on 0–1, 1/5', () => {
    const odds = transportAttackOdds({ escorted: true, henderson: 'attacker' });
    expect(probabilityOf(odds, (o) => o === '1/2 AB')).toEqual({ numerator: 1n, denominator: 5n });
  });
  it('a house-rule code that severity does not rank is rejected', () => {
    expect(() =>
      resolveTransportAttack({ escorted: true }, scriptedDice([0]), {
        tables: { transportAttack: { bands: [{ result: { withEscort: 'SUNK', noEscort: 'SUNK' } }] } },
      }),
    ).toThrow(/does not rank/);
  });
});
