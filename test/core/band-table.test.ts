import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { bandTableSchema, defineBandTable, lookupBand } from '../../src/core/band-table.js';
import { RulesError } from '../../src/core/rules-error.js';

const MADE_UP = defineBandTable({
  rule: 'TEST',
  name: 'Made-up commitment table',
  bands: [
    { min: 4, max: 8, result: 'one' },
    { max: 3, result: 'none' },
    { min: 9, result: 'two' },
  ],
});

describe('defineBandTable', () => {
  it('sorts bands, labels them as printed, and reads every roll including far past both ends', () => {
    expect(MADE_UP.bands.map((b) => b.label)).toEqual(['≤3', '4–8', '≥9']);
    expect(lookupBand(MADE_UP, -50)).toEqual({ roll: -50, index: 0, row: '≤3', result: 'none' });
    expect(lookupBand(MADE_UP, 3).result).toBe('none');
    expect(lookupBand(MADE_UP, 4).result).toBe('one');
    expect(lookupBand(MADE_UP, 8).result).toBe('one');
    expect(lookupBand(MADE_UP, 9).result).toBe('two');
    expect(lookupBand(MADE_UP, 1e9).row).toBe('≥9');
  });

  it('rejects a gap with a message naming the gap', () => {
    const attempt = () =>
      defineBandTable({
        rule: 'O1.0',
        name: 'Gappy',
        bands: [
          { max: 3, result: 'a' },
          { min: 6, result: 'b' },
        ],
      });
    expect(attempt).toThrow(RulesError);
    expect(attempt).toThrow('O1.0 Gappy: rolls 4–5 are not covered');
    expect(() =>
      defineBandTable({
        rule: 'X',
        name: 'Gap of one',
        bands: [
          { max: 3, result: 1 },
          { min: 5, result: 2 },
        ],
      }),
    ).toThrow('roll 4 is not covered');
  });

  it('rejects an overlap, closed ends and bad bounds', () => {
    expect(() =>
      defineBandTable({
        rule: 'X',
        name: 'T',
        bands: [
          { max: 5, result: 1 },
          { min: 4, result: 2 },
        ],
      }),
    ).toThrow(/rolls 4–5 are covered twice/);
    expect(() =>
      defineBandTable({
        rule: 'X',
        name: 'T',
        bands: [
          { min: 0, max: 5, result: 1 },
          { min: 6, result: 2 },
        ],
      }),
    ).toThrow(/lowest band must be open-ended/);
    expect(() =>
      defineBandTable({
        rule: 'X',
        name: 'T',
        bands: [
          { max: 5, result: 1 },
          { min: 6, max: 9, result: 2 },
        ],
      }),
    ).toThrow(/highest band must be open-ended/);
    expect(() =>
      defineBandTable({
        rule: 'X',
        name: 'T',
        bands: [
          { max: 2.5, result: 1 },
          { min: 3, result: 2 },
        ],
      }),
    ).toThrow(/not a whole number/);
    expect(() => defineBandTable({ rule: 'X', name: 'T', bands: [] })).toThrow(/no bands/);
    try {
      defineBandTable({
        rule: 'X',
        name: 'T',
        bands: [
          { max: 5, result: 1 },
          { min: 4, result: 2 },
        ],
      });
    } catch (error) {
      expect(error).toMatchObject({ code: 'TABLE_OVERLAP', rule: 'X', path: ['bands'] });
    }
  });

  it('rejects a roll that is not a whole number', () => {
    expect(() => lookupBand(MADE_UP, 2.5)).toThrow(/whole number; got 2.5/);
    expect(() => lookupBand(MADE_UP, Number.NaN)).toThrow(RulesError);
  });
});

describe('bandTableSchema', () => {
  const schema = bandTableSchema(z.enum(['Extend', 'Return']), { rule: 'HOUSE', name: 'House patrol table' });
  it('parses a valid table into a checked BandTable', () => {
    const table = schema.parse({
      bands: [
        { max: 4, result: 'Extend' },
        { min: 5, result: 'Return' },
      ],
    });
    expect(lookupBand(table, 4).result).toBe('Extend');
    expect(table.rule).toBe('HOUSE');
  });
  it('reports coverage problems and bad results as zod issues', () => {
    const gap = schema.safeParse({
      bands: [
        { max: 4, result: 'Extend' },
        { min: 7, result: 'Return' },
      ],
    });
    expect(gap.success).toBe(false);
    expect(gap.error?.issues[0]).toMatchObject({ path: ['bands'], message: 'rolls 5–6 are not covered' });
    expect(schema.safeParse({ bands: [{ result: 'Sink' }] }).success).toBe(false);
  });
});
