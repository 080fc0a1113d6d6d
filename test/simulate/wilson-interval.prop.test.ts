/** The Wilson interval: known values, and for every count of every n it holds the rate and stays in 0–1. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/simulate/index.js';

describe('wilsonInterval', () => {
  it('gives the textbook interval for 46 of 50 and 0 of 10', () => {
    const a = wilsonInterval(46, 50);
    expect(a.rate).toBe(0.92);
    expect(a.low).toBeCloseTo(0.81162, 5);
    expect(a.high).toBeCloseTo(0.96845, 5);
    const b = wilsonInterval(0, 10);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.27753, 5);
    expect(wilsonInterval(0, 0)).toEqual({ count: 0, rate: 0, low: 0, high: 1 });
  });

  it('holds the rate and stays within 0–1, narrowing as n grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, share) => {
        const count = Math.round(share * n);
        const { rate, low, high } = wilsonInterval(count, n);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(rate + 1e-12);
        expect(high).toBeGreaterThanOrEqual(rate - 1e-12);
        const wider = wilsonInterval(count * 4 > n * 4 ? n * 4 : count * 4, n * 4);
        expect(wider.high - wider.low).toBeLessThanOrEqual(high - low + 1e-12);
      }),
    );
  });
});
