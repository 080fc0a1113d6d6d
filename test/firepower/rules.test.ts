import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { FIREPOWER_RULES, resolveFirepowerRules } from '../../src/firepower/rules.js';

describe('Firepower rules object', () => {
  it('defaults to the decided interpretations, optional rules off', () => {
    const rules = resolveFirepowerRules();
    expect(rules.interpretations.matrix6Dice).toBe('d12');
    expect(rules.interpretations.missedShot).toBe('no-damage');
    expect(rules.optional.plusMinusClasses).toBe(false);
    expect(rules.tables.movement.late.moveRateCm).toBe(FIREPOWER_RULES.tables.movement.late.moveRateCm);
  });

  it('merges an override and keeps the rest printed', () => {
    const rules = resolveFirepowerRules({
      interpretations: { matrix6Dice: '2d6' },
      tables: { control: { otherOrder: 3 } },
    });
    expect(rules.interpretations.matrix6Dice).toBe('2d6');
    expect(rules.tables.control.otherOrder).toBe(3);
    expect(rules.tables.control.openOrManoeuvre).toBe(4);
  });

  it('rejects a Matrix 3 override that leaves a nationality out', () => {
    let error: unknown;
    try {
      resolveFirepowerRules({ tables: { breakOff: { rows: [{ nationalities: ['Japanese'], score: 5 }] } } });
    } catch (e) {
      error = e;
    }
    expect(isRulesError(error)).toBe(true);
    expect(String(error)).toMatch(/British appears in 0 rows/);
  });

  it('rejects a Matrix 6 override with a gap', () => {
    expect(() =>
      resolveFirepowerRules({
        tables: {
          conditions: {
            bands: [
              { max: 4, result: { timeOfDay: 'daylight', weather: 'good' } },
              { min: 6, result: { timeOfDay: 'night', weather: 'bad' } },
            ],
          },
        },
      }),
    ).toThrow(/roll 5 is not covered/);
  });

  it('rejects a Matrix 4 override where a die face reads two rows', () => {
    expect(() =>
      resolveFirepowerRules({
        tables: {
          ownInitiative: [
            { action: 'follow', meaning: 'follow', flagship: [1, 2, 3, 4, 5, 6], other: [1, 2, 3, 4, 5, 6] },
            { action: 'turn-port', meaning: 'port', flagship: [6], other: [] },
          ],
        },
      }),
    ).toThrow(/face 6 is in 2 rows/);
  });
});
