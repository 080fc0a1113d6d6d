import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { probabilityOf } from '../../src/odds/probability-of.js';
import {
  airSearchModifiers,
  airSearchOdds,
  checkAirUnitForCombat,
  lookupAirSearch,
  resolveAirSearch,
} from '../../src/shoestring/air-search.js';
import { MADE_UP_RULES } from './made-up.js';

describe('II.B.1 / N19.3 air search', () => {
  it('finds when the modified roll is below the chart number, not when equal', () => {
    expect(lookupAirSearch(3, 4)).toBe('Found');
    expect(lookupAirSearch(4, 4)).toBe('Not found');
  });
  it('−1 per full-strength LB BMB or CV BMB; reduced units give nothing', () => {
    const mods = airSearchModifiers({
      side: 'US',
      zone: 'The Slot',
      bombers: [
        { type: 'LB BMB', strength: 'full' },
        { type: 'CV BMB', strength: 'full', id: 'VB-8' },
        { type: 'LB BMB', strength: 'reduced' },
      ],
    });
    expect(mods).toEqual([
      { rule: 'N19.3', label: 'full-strength LB BMB searching', delta: -1 },
      { rule: 'N19.3', label: 'full-strength CV BMB VB-8 searching', delta: -1 },
    ]);
  });
  it('a roll of 5 in The Slot (MADE-UP U.S. number 4) finds with two full-strength bombers', () => {
    const bombers = [
      { type: 'LB BMB' as const, strength: 'full' as const },
      { type: 'LB BMB' as const, strength: 'full' as const },
    ];
    const r = resolveAirSearch({ side: 'US', zone: 'The Slot', bombers }, scriptedDice([5]), MADE_UP_RULES);
    expect(r.total).toBe(3);
    expect(r.outcome).toBe('Found');
    expect(r.notes[1]).toMatch(/no part in combat.*V\.B/);
    expect(resolveAirSearch({ side: 'US', zone: 'The Slot' }, scriptedDice([5]), MADE_UP_RULES).outcome).toBe(
      'Not found',
    );
  });
  it('reads the searching side\u2019s own chart', () => {
    expect(resolveAirSearch({ side: 'Japanese', zone: 'The Slot' }, scriptedDice([5]), MADE_UP_RULES).outcome).toBe(
      'Found',
    );
  });
  it('base-game modifiers are applied as data', () => {
    const r = resolveAirSearch(
      {
        side: 'US',
        zone: 'The Slot',
        extraModifiers: [{ rule: 'MADE-UP base rule', label: 'MADE-UP weather', delta: 2 }],
      },
      scriptedDice([2]),
      MADE_UP_RULES,
    );
    expect(r.total).toBe(4);
    expect(r.outcome).toBe('Not found');
  });
  it('exact odds: MADE-UP number 4 and one full-strength bomber finds on 0–4, 1/2', () => {
    const odds = airSearchOdds(
      { side: 'US', zone: 'The Slot', bombers: [{ type: 'CV BMB', strength: 'full' }] },
      MADE_UP_RULES,
    );
    expect(probabilityOf(odds, (o) => o === 'Found')).toEqual({ numerator: 1n, denominator: 2n });
  });
  it('a missing chart is MISSING_TABLE naming it; never a default', () => {
    try {
      resolveAirSearch({ side: 'Japanese', zone: 'The Slot' }, scriptedDice([0]));
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error) && error.code).toBe('MISSING_TABLE');
      expect((error as Error).message).toContain('Japanese sea zone search chart');
    }
  });
  it('a zone missing from the chart is MISSING_TABLE naming chart and zone', () => {
    expect(() => resolveAirSearch({ side: 'US', zone: 'Nowhere' }, scriptedDice([0]), MADE_UP_RULES)).toThrow(
      /U\.S\. sea zone search chart entry for sea zone "Nowhere"/,
    );
  });
  it('air units assigned to search are not available for combat', () => {
    expect(checkAirUnitForCombat({ id: 'VB-6', searchZone: 'The Slot' })).toMatchObject({ ok: false, rule: 'N19.3' });
    expect(checkAirUnitForCombat({ id: 'VF-5' })).toEqual({ ok: true });
  });
});
