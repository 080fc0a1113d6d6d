import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { probabilityOf } from '../../src/odds/probability-of.js';
import {
  guadalcanalAntiAircraftOdds,
  resolveGuadalcanalAntiAircraft,
} from '../../src/shoestring/guadalcanal-anti-aircraft.js';
import { MADE_UP_RULES } from './made-up.js';

describe('II.B.6 Guadalcanal anti-aircraft fire', () => {
  it('one roll on the 1-8 column of the supplied Anti-Aircraft Combat Table', () => {
    const r = resolveGuadalcanalAntiAircraft({ survivingBombardUnits: 3 }, scriptedDice([1]), MADE_UP_RULES);
    expect(r.outcome).toBe('MADE-UP HIT');
    expect(r.rolls).toHaveLength(1);
    expect(r.title).toContain('1-8 column');
    expect(resolveGuadalcanalAntiAircraft({ survivingBombardUnits: 3 }, scriptedDice([2]), MADE_UP_RULES).outcome).toBe(
      '\u2013',
    );
  });
  it('exact odds with the MADE-UP table: hit 1/5', () => {
    const odds = guadalcanalAntiAircraftOdds({ survivingBombardUnits: 1 }, MADE_UP_RULES);
    expect(probabilityOf(odds, (o) => o === 'MADE-UP HIT')).toEqual({ numerator: 1n, denominator: 5n });
  });
  it('without the table: MISSING_TABLE naming the Anti-Aircraft Combat Table', () => {
    try {
      resolveGuadalcanalAntiAircraft({ survivingBombardUnits: 1 }, scriptedDice([0]));
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error) && error.code).toBe('MISSING_TABLE');
      expect((error as Error).message).toContain('Anti-Aircraft Combat Table');
      expect((error as Error).message).toContain('tables.antiAircraft');
    }
  });
  it('needs at least one surviving bombard unit', () => {
    expect(() =>
      resolveGuadalcanalAntiAircraft({ survivingBombardUnits: 0 }, scriptedDice([0]), MADE_UP_RULES),
    ).toThrow(/survivingBombardUnits/);
  });
});
