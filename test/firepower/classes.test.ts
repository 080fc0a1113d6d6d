import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import {
  aaForBatteryClass,
  classDifference,
  downClass,
  isSimilarClass,
  ladderIndex,
  profileOf,
  shiftClass,
  upClass,
} from '../../src/firepower/classes.js';
import { CLASS_LADDER, SHIP_CLASSES } from '../../src/firepower/schemas/enums.js';
import { MATRIX_1_SHIP_CLASSES, matrix1Row } from '../../src/firepower/tables/matrix-01-ship-classes.js';

describe('Matrix 1 ship classes', () => {
  it('has one row per class, in printed order', () => {
    expect(MATRIX_1_SHIP_CLASSES.map((r) => r.class)).toEqual([...SHIP_CLASSES]);
  });

  it.each([
    ['SB', 'SB', 'CA', 'SB', 30],
    ['BB', 'BB', 'CL', 'BB', 25],
    ['BC', 'BC', 'CL', 'BC', 15],
    ['CA', 'CA', 'DE', 'CA', 10],
    ['CL', 'CL', null, 'CL', 7],
    ['DD', 'DD', null, 'DD', 5],
    ['DE', 'DE', null, 'DE', 3],
    ['MTB', 'T', null, null, 1],
    ['SM', 'T', null, 'DE', null],
    ['CV', 'DE', null, 'DE', 10],
    ['CVE', 'DE', null, 'DE', 5],
    ['CVA', 'CL', null, 'CA', 20],
    ['AK', null, null, 'DE', null],
    ['AKL', null, null, 'DE', null],
  ] as const)('%s: main %s, secondary %s, armour %s, AA %s', (cls, main, secondary, armour, aa) => {
    expect(matrix1Row(cls)).toMatchObject({ main, secondary, armour, aa });
  });

  it('reads each table\u2019s own rows when tables alternate, frozen or not (the table read last is kept at hand)', () => {
    const house = deepFreeze(MATRIX_1_SHIP_CLASSES.map((r) => (r.class === 'CA' ? { ...r, aa: 12 } : r)));
    const loose = MATRIX_1_SHIP_CLASSES.map((r) => (r.class === 'CA' ? { ...r, aa: 9 } : r));
    for (let i = 0; i < 3; i++) {
      expect(matrix1Row('CA').aa).toBe(10);
      expect(matrix1Row('CA', house).aa).toBe(12);
      expect(matrix1Row('BB', house).aa).toBe(25);
      expect(matrix1Row('CA', loose).aa).toBe(9);
      expect(matrix1Row('CA', house).aa).toBe(12);
      expect(matrix1Row('CA').aa).toBe(10);
    }
    expect(() => matrix1Row('XX' as 'CA')).toThrow(expect.objectContaining({ code: 'TABLE_INVALID' }));
  });

  it('a non-standard ship keeps its own profile', () => {
    const profile = { main: 'BB', secondary: 'DE', armour: 'CA', aa: 10 } as const;
    expect(profileOf({ class: 'BC', profile })).toEqual(profile);
    expect(profileOf({ class: 'BC' })).toEqual({ main: 'BC', secondary: 'CL', armour: 'BC', aa: 15 });
  });

  it('AA follows the battery class: a battery reduced to CA has CA AA', () => {
    expect(aaForBatteryClass('CA')).toBe(10);
    expect(aaForBatteryClass('DE')).toBe(3);
  });
});

describe('class ladder', () => {
  it('a BC is 2 up-class of a CL, and the CL 2 down-class of the BC (Matrix 1 notes)', () => {
    expect(upClass('CL', 2)).toBe('BC');
    expect(downClass('BC', 2)).toBe('CL');
    expect(classDifference('BC', 'CL')).toBe(2);
    expect(classDifference('CL', 'BC')).toBe(-2);
  });

  it('similar class means the same or 1 up- or down-class (Matrix 4)', () => {
    expect(isSimilarClass('BB', 'BB')).toBe(true);
    expect(isSimilarClass('BB', 'SB')).toBe(true);
    expect(isSimilarClass('BB', 'BC')).toBe(true);
    expect(isSimilarClass('BB', 'CA')).toBe(false);
  });

  it('clamps at both ends and reports the lost steps', () => {
    expect(shiftClass('BB', 3)).toEqual({ class: 'SB', clamped: 2 });
    expect(shiftClass('DD', -3)).toEqual({ class: 'DE', clamped: 2 });
    expect(shiftClass('CA', 0)).toEqual({ class: 'CA', clamped: 0 });
  });

  const rung = fc.constantFrom(...CLASS_LADDER);
  it('property: a shift stays on the ladder and moves by the steps less the clamped ones', () => {
    fc.assert(
      fc.property(rung, fc.integer({ min: -10, max: 10 }), (cls, steps) => {
        const { class: to, clamped } = shiftClass(cls, steps);
        expect(CLASS_LADDER).toContain(to);
        expect(Math.abs(classDifference(to, cls))).toBe(Math.abs(steps) - clamped);
        expect(ladderIndex(to) === 0 || ladderIndex(to) === CLASS_LADDER.length - 1 || clamped === 0).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('property: up then down by the same unclamped steps returns home', () => {
    fc.assert(
      fc.property(rung, fc.integer({ min: 0, max: 6 }), (cls, steps) => {
        const up = shiftClass(cls, steps);
        fc.pre(up.clamped === 0);
        expect(downClass(up.class, steps)).toBe(cls);
      }),
      { numRuns: 100 },
    );
  });
});
