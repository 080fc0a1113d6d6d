import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupBand } from '../../src/core/band-table.js';
import { damageDieTableInForce } from '../../src/firepower/damage-dice.js';
import { resolveFirepowerRules } from '../../src/firepower/rules.js';
import { CLASS_LADDER, DAMAGE_LEVELS } from '../../src/firepower/schemas/enums.js';
import {
  BLACK,
  cellSeverity,
  DAMAGE_DICE,
  DAMAGE_DIE_COLUMNS,
  damageDieCell,
  NO_EFFECT,
  SPECIAL_EFFECT_THRESHOLDS,
} from '../../src/firepower/tables/damage-die-cells.js';
import { RED_DIE } from '../../src/firepower/tables/damage-die-red.js';
import { WHITE_DIE } from '../../src/firepower/tables/damage-die-white.js';
import { MATRIX_9_CLASS_MODIFIER } from '../../src/firepower/tables/matrix-09-class-modifier.js';
import { MATRIX_10_DAMAGE_LEVEL } from '../../src/firepower/tables/matrix-10-damage-level.js';
import { MATRIX_11_TORPEDO, TORPEDO_PERIODS } from '../../src/firepower/tables/matrix-11-torpedo.js';
import { checkBandTable } from '../../src/testing/check-band-table.js';
import { checkMonotone } from '../../src/testing/check-monotone.js';

const rules = resolveFirepowerRules();
const die = fc.integer({ min: 1, max: 6 });
const level = fc.integer({ min: 0, max: 5 });

describe('Matrix 10 invariants', () => {
  it('covers every integer exactly once', () => {
    expect(checkBandTable(MATRIX_10_DAMAGE_LEVEL, { from: -40, to: 40 })).toEqual([]);
  });

  it('never reads a lighter level for a higher score', () => {
    const problems = checkMonotone({
      from: -30,
      to: 30,
      read: (roll) => lookupBand(MATRIX_10_DAMAGE_LEVEL, roll).result,
      rank: (l) => DAMAGE_LEVELS.indexOf(l),
      direction: 'nondecreasing',
    });
    expect(problems).toEqual([]);
  });
});

describe('damage-die invariants', () => {
  for (const colour of DAMAGE_DICE) {
    const table = damageDieTableInForce(rules, colour);
    it(`${colour}: never lighter on a worse damage level or a higher die`, () => {
      fc.assert(
        fc.property(die, die, level, level, (d1, d2, l1, l2) => {
          const [lowDie, highDie] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const [lowLevel, highLevel] = l1 <= l2 ? [l1, l2] : [l2, l1];
          const light = damageDieCell(table, lowDie, DAMAGE_DIE_COLUMNS[lowLevel] ?? 'S');
          const heavy = damageDieCell(table, highDie, DAMAGE_DIE_COLUMNS[highLevel] ?? 'S');
          expect(cellSeverity(heavy)).toBeGreaterThanOrEqual(cellSeverity(light));
        }),
        { numRuns: 100 },
      );
    });
  }

  it('RED follows its diagonal: 5° × (die + level − 3), none at 0 or less, a black square from 30°', () => {
    fc.assert(
      fc.property(die, level, (d, l) => {
        const degrees = 5 * (d + l - 3);
        const expected = degrees <= 0 ? NO_EFFECT : degrees >= 30 ? BLACK : degrees;
        expect(damageDieCell(RED_DIE, d, DAMAGE_DIE_COLUMNS[l] ?? 'S')).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('WHITE follows its diagonal: die + level fire points, a black square from 9', () => {
    fc.assert(
      fc.property(die, level, (d, l) => {
        const points = d + l;
        expect(damageDieCell(WHITE_DIE, d, DAMAGE_DIE_COLUMNS[l] ?? 'S')).toBe(points >= 9 ? BLACK : points);
      }),
      { numRuns: 60 },
    );
  });

  it('GREEN and WHITE have their black squares in the same lower-right cells', () => {
    const green = damageDieTableInForce(rules, 'green');
    for (let d = 1; d <= 6; d++) {
      for (const l of DAMAGE_DIE_COLUMNS) {
        expect(damageDieCell(green, d, l) === BLACK).toBe(damageDieCell(WHITE_DIE, d, l) === BLACK);
      }
    }
  });

  it('special effects get easier at worse levels', () => {
    const scores = DAMAGE_DIE_COLUMNS.map((l) => SPECIAL_EFFECT_THRESHOLDS[l] ?? 7);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});

describe('Matrix 9 and Matrix 11 invariants', () => {
  const column = fc.integer({ min: 0, max: CLASS_LADDER.length - 1 });
  const classAt = (i: number) => CLASS_LADDER[i] ?? 'SB';

  it('Matrix 9 improves toward smaller targets and for bigger batteries', () => {
    fc.assert(
      fc.property(column, column, column, (row, a, b) => {
        const [big, small] = a <= b ? [a, b] : [b, a];
        const r = MATRIX_9_CLASS_MODIFIER[classAt(row)];
        expect(r[classAt(small)]).toBeGreaterThanOrEqual(r[classAt(big)]);
        expect(MATRIX_9_CLASS_MODIFIER[classAt(big)][classAt(row)]).toBeGreaterThanOrEqual(
          MATRIX_9_CLASS_MODIFIER[classAt(small)][classAt(row)],
        );
      }),
      { numRuns: 100 },
    );
  });

  it('Matrix 9 is zero on equal classes and one step per class apart', () => {
    for (const [i, row] of CLASS_LADDER.entries()) {
      for (const [j, col] of CLASS_LADDER.entries()) expect(MATRIX_9_CLASS_MODIFIER[row][col]).toBe(j - i);
    }
  });

  it('Matrix 11 improves toward smaller targets and for later torpedoes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TORPEDO_PERIODS), column, column, (period, a, b) => {
        const [big, small] = a <= b ? [a, b] : [b, a];
        expect(MATRIX_11_TORPEDO[period][classAt(small)]).toBeGreaterThanOrEqual(
          MATRIX_11_TORPEDO[period][classAt(big)],
        );
      }),
      { numRuns: 100 },
    );
    for (const cls of CLASS_LADDER) {
      const byPeriod = TORPEDO_PERIODS.map((p) => MATRIX_11_TORPEDO[p][cls]);
      expect([...byPeriod].sort((x, y) => y - x)).toEqual(byPeriod);
    }
  });
});
