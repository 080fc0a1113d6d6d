import { describe, expect, it } from 'vitest';
import { lookupMovement, maxTurnDegrees } from '../../src/firepower/movement.js';

describe('Matrix 5 minimum distance and move rate', () => {
  it.each([
    ['early', 2, 10],
    ['middle', 4, 15],
    ['late', 8, 20],
  ] as const)('%s: minimum distance %i", move %i cm', (period, minimumDistanceInches, moveRateCm) => {
    expect(lookupMovement({ period })).toEqual({ minimumDistanceInches, moveRateCm });
  });

  it('doubles the move rate at 1/600–1/700, not the minimum distance', () => {
    expect(lookupMovement({ period: 'middle', scale: 'large' })).toEqual({ minimumDistanceInches: 4, moveRateCm: 30 });
  });

  it('one turn of up to 90°, or 45° for BC and up and carriers and cargo ships (Game Sequence D)', () => {
    for (const cls of ['SB', 'BB', 'BC', 'CV', 'CVE', 'CVA', 'AK', 'AKL'] as const)
      expect(maxTurnDegrees(cls)).toBe(45);
    for (const cls of ['CA', 'CL', 'DD', 'DE', 'MTB', 'SM'] as const) expect(maxTurnDegrees(cls)).toBe(90);
  });

  it('rejects an unknown period', () => {
    expect(() => lookupMovement({ period: 'modern' as 'late' })).toThrow(/Matrix 5.*period/);
  });
});
