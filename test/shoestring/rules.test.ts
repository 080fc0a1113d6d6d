import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { resolveShoestringRules, SHOESTRING_RULES } from '../../src/shoestring/rules.js';

describe('Shoestring rules object', () => {
  it('prints the variant\u2019s defaults: every option off, no base-game tables', () => {
    const rules = resolveShoestringRules();
    expect(rules.options).toEqual({
      O1: false,
      O2: false,
      O3: { combine: false, replacement: false, repair: false },
      O4: false,
      O5: false,
    });
    expect(rules.tables.surfaceCombat).toBeUndefined();
    expect(rules.tables.antiAircraft).toBeUndefined();
    expect(rules.tables.seaZoneSearch).toEqual({});
    expect(rules.extendPatrol).toMatchObject({
      usGroup: -1,
      damagedShip: 1,
      usDistantZone: 2,
      japaneseDistantZone: 2,
      japaneseBattleship: 1,
    });
    expect(rules.transportAttack).toMatchObject({
      attackerHenderson: -1,
      transporterHenderson: 1,
      transporterMoreShips: 1,
    });
  });
  it('merges overrides and leaves the defaults alone', () => {
    const rules = resolveShoestringRules({ options: { O5: true }, ptBoats: { arrivalTurn: 19 } });
    expect(rules.options.O5).toBe(true);
    expect(rules.options.O1).toBe(false);
    expect(rules.ptBoats).toMatchObject({ arrivalTurn: 19, zone: 'N. Guadalcanal' });
    expect(resolveShoestringRules().ptBoats.arrivalTurn).toBe(21);
    expect(SHOESTRING_RULES.options?.O5).toBe(false);
  });
  it('an invalid override is INVALID_INPUT naming the field', () => {
    try {
      resolveShoestringRules({ extendPatrol: { usGroup: 0.5 } });
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error) && error.code).toBe('INVALID_INPUT');
      expect((error as Error).message).toContain('extendPatrol.usGroup');
    }
  });
  it('a malformed base-game chart is refused', () => {
    expect(() => resolveShoestringRules({ tables: { seaZoneSearch: { US: { zones: {} } } } })).toThrow(
      /at least one zone/,
    );
  });
  it('the same overrides resolve to the same frozen rules', () => {
    const a = resolveShoestringRules({ options: { O2: true } });
    expect(resolveShoestringRules({ options: { O2: true } })).toBe(a);
    expect(Object.isFrozen(a.options)).toBe(true);
  });
});
