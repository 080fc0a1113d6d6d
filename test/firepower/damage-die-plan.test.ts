import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { makeDice } from '../../src/dice/make-dice.js';
import { resolveDamage } from '../../src/firepower/damage.js';
import { damageDieTableInForce } from '../../src/firepower/damage-dice.js';
import { damageLevelPlan, planOfDie } from '../../src/firepower/damage-die-plan.js';
import { resolveFirepowerRules } from '../../src/firepower/rules.js';
import { DAMAGE_DICE, DAMAGE_DIE_COLUMNS, damageDieCell } from '../../src/firepower/tables/damage-die-cells.js';

const printed = resolveFirepowerRules();
const noEffectBlanks = resolveFirepowerRules({ interpretations: { damageDieBlanks: 'no-effect' } });

describe('damageLevelPlan', () => {
  it('holds, for every die, level and score, the cell the table in force reads, and the roll label', () => {
    for (const rules of [printed, noEffectBlanks]) {
      for (const level of DAMAGE_DIE_COLUMNS) {
        const plan = damageLevelPlan(rules, level);
        for (const die of DAMAGE_DICE) {
          const diePlan = planOfDie(plan, die);
          expect(diePlan.die).toBe(die);
          expect(diePlan.level).toBe(level);
          expect(diePlan.label).toBe(`${die.toUpperCase()} DIE (${level})`);
          const table = damageDieTableInForce(rules, die);
          expect(diePlan.cells).toEqual([1, 2, 3, 4, 5, 6].map((score) => damageDieCell(table, score, level)));
        }
      }
    }
    // The two readings of the lower-right blanks differ, so the plans follow the rules given.
    expect(damageLevelPlan(printed, 'C').white.cells[5]).toBe('black');
    expect(damageLevelPlan(noEffectBlanks, 'C').white.cells[5]).toBe('-');
  });

  it("carries the level's title and special-effect score, and is made once per rules and level", () => {
    const plan = damageLevelPlan(printed, 'H');
    expect(plan.title).toBe('Damage at level H');
    expect(plan.specialEffectThreshold).toBe(printed.tables.specialEffectThresholds.H);
    expect(damageLevelPlan(printed, 'S').specialEffectThreshold).toBeNull();
    expect(damageLevelPlan(printed, 'H')).toBe(plan);
    expect(damageLevelPlan(noEffectBlanks, 'H')).not.toBe(plan);
    expect(Object.isFrozen(plan.red.cells)).toBe(true);
  });

  it('refuses a damage die score off the die, from dice that are not the library’s, as a RulesError', () => {
    for (const bad of [7, 0, 2.5]) {
      const dice = makeDice(() => bad);
      const ship = { name: 'Ajax', class: 'CL', nationality: 'British' } as const;
      try {
        resolveDamage({ ship, level: 'H', dice: ['red'] }, dice);
        expect.unreachable();
      } catch (error) {
        expect(isRulesError(error)).toBe(true);
        expect((error as Error).message).toContain(`no cell for die score ${bad} at level H`);
      }
    }
  });
});
