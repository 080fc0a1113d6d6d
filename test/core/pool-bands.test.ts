import { describe, expect, it } from 'vitest';
import { defineBandTable } from '../../src/core/band-table.js';
import { d6Bands, rollHits, rollPoolResults } from '../../src/core/pool-bands.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

/** A table read past a d6's faces at both ends, with one band no d6 face reaches. */
const WIDE = defineBandTable({
  rule: 'test',
  name: 'wide',
  bands: [
    { max: 2, result: 'low' },
    { min: 3, max: 6, result: 'mid' },
    { min: 7, result: 'never' },
  ],
});

describe('d6Bands', () => {
  it('clips open-ended bands to 1 and 6 and drops a band no face reads', () => {
    expect(d6Bands(WIDE)).toEqual({
      bands: [
        [1, 2],
        [3, 6],
      ],
      results: ['low', 'mid'],
    });
  });

  it('is worked out once per table', () => {
    expect(d6Bands(WIDE)).toBe(d6Bands(WIDE));
  });
});

describe('rollPoolResults', () => {
  it('counts each result, a result no face reads at 0', () => {
    const dice = scriptedDice([1, 6, 3, 2]);
    expect(rollPoolResults(dice, 4, WIDE, 'pool')).toEqual({ low: 2, mid: 2, never: 0 });
    expect(dice.remaining).toBe(0);
  });

  it('rolls nothing for an empty pool', () => {
    const dice = scriptedDice([]);
    expect(rollPoolResults(dice, 0, WIDE, 'pool')).toEqual({ low: 0, mid: 0, never: 0 });
    expect(dice.log).toEqual([]);
  });
});

describe('rollHits', () => {
  it('counts the dice at or above the target', () => {
    expect(rollHits(scriptedDice([4, 5, 6, 1]), 4, 5, 'hits')).toBe(2);
  });

  it('rolls nothing when no die could miss, none could hit, or there are no dice', () => {
    const dice = scriptedDice([]);
    expect(rollHits(dice, 3, 1, 'hits')).toBe(3);
    expect(rollHits(dice, 3, 7, 'hits')).toBe(0);
    expect(rollHits(dice, 0, 4, 'hits')).toBe(0);
    expect(dice.log).toEqual([]);
  });
});
