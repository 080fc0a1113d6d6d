import { describe, expect, it } from 'vitest';
import { defineBandTable } from '../../src/core/band-table.js';
import { checkBandTable } from '../../src/testing/check-band-table.js';
import { checkMonotone } from '../../src/testing/check-monotone.js';

describe('checkBandTable', () => {
  it('lists gaps and overlaps in raw bands', () => {
    expect(
      checkBandTable([
        { max: 3, result: 'A' },
        { min: 5, result: 'B' },
      ]),
    ).toEqual(['roll 4 is not covered']);
    expect(
      checkBandTable([
        { max: 3, result: 'A' },
        { min: 3, result: 'B' },
      ]),
    ).toEqual(['roll 3 is covered twice']);
  });
  it('passes a defined table', () => {
    const table = defineBandTable({
      rule: 'X',
      name: 'T',
      bands: [
        { max: 0, result: 0 },
        { min: 1, result: 1 },
      ],
    });
    expect(checkBandTable(table)).toEqual([]);
  });
});

describe('checkMonotone', () => {
  it('finds the step that breaks the order', () => {
    const values = ['miss', 'hit', 'miss', 'hit'];
    const problems = checkMonotone({
      from: 0,
      to: 3,
      read: (r) => values[r] ?? 'miss',
      rank: (v) => (v === 'hit' ? 1 : 0),
      direction: 'nondecreasing',
    });
    expect(problems).toEqual(['roll 2 reads "miss" (rank 0) after roll 1 read "hit" (rank 1)']);
    expect(
      checkMonotone({ from: 0, to: 1, read: () => 'x', rank: () => Number.NaN, direction: 'nondecreasing' }),
    ).toHaveLength(2);
  });
});
