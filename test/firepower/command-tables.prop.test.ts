import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupBreakOff } from '../../src/firepower/break-off-test.js';
import { lookupControlTest } from '../../src/firepower/control-test.js';
import { lookupDepthCharge } from '../../src/firepower/depth-charge.js';
import { shipPoints } from '../../src/firepower/points.js';
import { resolveFirepowerRules } from '../../src/firepower/rules.js';
import { FORMATION_ORDERS, MOVEMENT_ORDERS, NATIONALITIES } from '../../src/firepower/schemas/enums.js';
import { checkBandTable } from '../../src/testing/check-band-table.js';
import { checkMonotone } from '../../src/testing/check-monotone.js';

describe('Firepower command tables: invariants', () => {
  it('Matrix 6 bands cover every integer exactly once', () => {
    expect(checkBandTable(resolveFirepowerRules().tables.conditions, { from: -5, to: 20 })).toEqual([]);
  });

  it('Matrix 4: every die face reads exactly one row in each column (checked by the schema)', () => {
    const table = resolveFirepowerRules().tables.ownInitiative;
    for (const column of ['flagship', 'other'] as const) {
      const faces = table.flatMap((row) => row[column]).sort();
      expect(faces).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('Matrix 2: a higher roll never fails where a lower one passes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOVEMENT_ORDERS), fc.constantFrom(...FORMATION_ORDERS), (m, f) => {
        const problems = checkMonotone({
          from: -5,
          to: 12,
          read: (roll) => lookupControlTest(roll, { movementOrder: m, formationOrder: f }),
          rank: (pass) => (pass ? 1 : 0),
          direction: 'nondecreasing',
        });
        expect(problems).toEqual([]);
      }),
      { numRuns: 16 },
    );
  });

  it('Matrix 3: a higher roll never holds where a lower one breaks off', () => {
    for (const n of NATIONALITIES) {
      expect(
        checkMonotone({
          from: -2,
          to: 12,
          read: (roll) => lookupBreakOff(roll, n),
          rank: (r) => (r === 'breaks-off' ? 1 : 0),
          direction: 'nondecreasing',
        }),
      ).toEqual([]);
    }
  });

  it('depth charges: a higher roll is never less effective', () => {
    const rank = { 'no-effect': 0, damaged: 1, destroyed: 2 } as const;
    expect(
      checkMonotone({
        from: 1,
        to: 6,
        read: (r) => lookupDepthCharge(r),
        rank: (o) => rank[o],
        direction: 'nondecreasing',
      }),
    ).toEqual([]);
  });

  it('Matrix 13: points are never lower for a higher class or sub-class', () => {
    const ladder = [
      ['SB', ''],
      ['BB', '+'],
      ['BB', ''],
      ['BB', '-'],
      ['BC', '+'],
      ['BC', ''],
      ['BC', '-'],
      ['BC', '--'],
      ['CA', '+'],
      ['CA', ''],
      ['CA', '-'],
      ['CL', ''],
      ['DD', ''],
      ['DE', ''],
    ] as const;
    const carriers = [
      ['CVA', ''],
      ['CV', ''],
      ['CVE', ''],
    ] as const;
    for (const chain of [ladder, carriers]) {
      expect(
        checkMonotone({
          from: 0,
          to: chain.length - 1,
          read: (i) => chain[i] ?? chain[0],
          rank: ([cls, sub]) => shipPoints(cls, sub),
          direction: 'nonincreasing',
        }),
      ).toEqual([]);
    }
  });
});
