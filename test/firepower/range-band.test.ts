import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupRangeBand, lookupRanges } from '../../src/firepower/range-band.js';
import { BATTERY_CLASSES, PERIODS, SCALES } from '../../src/firepower/schemas/enums.js';

describe('Matrix 7 range', () => {
  it.each([
    ['SB', 'early', 6, 12],
    ['BB', 'middle', 12, 24],
    ['BC', 'late', 18, 36],
    ['CA', 'early', 5, 10],
    ['CL', 'middle', 8, 15],
    ['DD', 'late', 10, 20],
    ['DE', 'late', 10, 20],
    ['T', 'early', 6, 8],
    ['T', 'middle', 9, 12],
    ['T', 'late', 12, 18],
  ] as const)('%s in the %s period: short %i", long %i"', (battery, period, short, long) => {
    expect(lookupRanges({ battery, period })).toEqual({ short, long });
  });

  it('doubles at 1/700', () => {
    expect(lookupRanges({ battery: 'BB', period: 'late', scale: 'large' })).toEqual({ short: 36, long: 72 });
  });

  it('reads the band, limits included', () => {
    expect(lookupRangeBand({ battery: 'CA', period: 'late', distanceInches: 10 })).toBe('short');
    expect(lookupRangeBand({ battery: 'CA', period: 'late', distanceInches: 10.5 })).toBe('long');
    expect(lookupRangeBand({ battery: 'CA', period: 'late', distanceInches: 20 })).toBe('long');
    expect(lookupRangeBand({ battery: 'CA', period: 'late', distanceInches: 21 })).toBe('out-of-range');
  });

  it('property: ranges are never shorter in a later period, nor at the larger scale', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BATTERY_CLASSES), fc.constantFrom(...SCALES), (battery, scale) => {
        const [early, middle, late] = PERIODS.map((period) => lookupRanges({ battery, period, scale }));
        for (const [a, b] of [
          [early, middle],
          [middle, late],
        ] as const) {
          expect(b?.short).toBeGreaterThanOrEqual(a?.short ?? Number.POSITIVE_INFINITY);
          expect(b?.long).toBeGreaterThanOrEqual(a?.long ?? Number.POSITIVE_INFINITY);
        }
        const small = lookupRanges({ battery, period: 'late' });
        expect(lookupRanges({ battery, period: 'late', scale: 'large' }).long).toBeGreaterThanOrEqual(small.long);
      }),
      { numRuns: 50 },
    );
  });

  it('property: a farther target is never in a closer band', () => {
    const rank = { short: 0, long: 1, 'out-of-range': 2 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...BATTERY_CLASSES),
        fc.constantFrom(...PERIODS),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 80 }),
        (battery, period, a, b) => {
          const near = lookupRangeBand({ battery, period, distanceInches: Math.min(a, b) });
          const far = lookupRangeBand({ battery, period, distanceInches: Math.max(a, b) });
          expect(rank[far]).toBeGreaterThanOrEqual(rank[near]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
