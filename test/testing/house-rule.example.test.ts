/**
 * Worked example from docs/house-rules.md: property-testing a house rule.
 * The table is MADE UP for the example; it is no printed table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  applyModifiers,
  type Dice,
  defineBandTable,
  lookupBand,
  modifier,
  parseInput,
  resolution,
  rollsSince,
} from '../../src/index.js';
import { checkBandTable, checkMonotone, resolverProperties } from '../../src/testing/index.js';

const MADE_UP_SEARCH_TABLE = defineBandTable<'found' | 'shadowed' | 'lost'>({
  rule: 'HOUSE-1',
  name: 'Made-up night search table',
  bands: [
    { max: 2, result: 'found' },
    { min: 3, max: 6, result: 'shadowed' },
    { min: 7, result: 'lost' },
  ],
});

const searchInput = z.object({ radar: z.boolean(), seaState: z.number().int().min(0).max(3) });

function resolveNightSearch(input: z.input<typeof searchInput>, dice: Dice) {
  const valid = parseInput(searchInput, input, { rule: 'HOUSE-1' });
  const mark = dice.log.length;
  const roll = applyModifiers(dice.d10Zero('HOUSE-1 night search'), [
    modifier('HOUSE-1', 'radar', valid.radar ? -2 : 0),
    modifier('HOUSE-1', 'sea state', valid.seaState),
  ]);
  const read = lookupBand(MADE_UP_SEARCH_TABLE, roll.total);
  return resolution({
    rule: 'HOUSE-1',
    title: 'Night search',
    rolls: rollsSince(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: read.row,
    outcome: read.result,
  });
}

const inputs = fc.record({ radar: fc.boolean(), seaState: fc.integer({ min: 0, max: 3 }) });

describe('property-testing a house rule', () => {
  it('the made-up table covers every roll once', () => {
    expect(checkBandTable(MADE_UP_SEARCH_TABLE)).toEqual([]);
  });

  it('a higher roll never makes the search better', () => {
    const rank = { found: 2, shadowed: 1, lost: 0 } as const;
    expect(
      checkMonotone({
        from: -5,
        to: 15,
        read: (r) => lookupBand(MADE_UP_SEARCH_TABLE, r).result,
        rank: (x) => rank[x],
        direction: 'nonincreasing',
      }),
    ).toEqual([]);
  });

  for (const { name, property } of resolverProperties({
    name: 'night search',
    resolve: resolveNightSearch,
    input: inputs,
  })) {
    it(name, () => fc.assert(property, { numRuns: 50 }));
  }
});
