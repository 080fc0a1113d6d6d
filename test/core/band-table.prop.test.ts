import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineBandTable, lookupBand } from '../../src/core/band-table.js';
import { deepFreeze } from '../../src/core/deep-freeze.js';

/** A table of consecutive bands: the lowest runs down without end, the highest up, the rest have widths. */
const tableArbitrary = fc
  .record({
    top: fc.integer({ min: -50, max: 50 }),
    widths: fc.array(fc.integer({ min: 1, max: 120 }), { maxLength: 6 }),
    frozen: fc.boolean(),
  })
  .map(({ top, widths, frozen }) => {
    const bands: { min?: number; max?: number; result: number }[] = [{ max: top, result: 0 }];
    let next = top + 1;
    widths.forEach((width, i) => {
      bands.push({ min: next, max: next + width - 1, result: i + 1 });
      next += width;
    });
    bands.push({ min: next, result: widths.length + 1 });
    const table = defineBandTable({ rule: 'T', name: 'test', bands });
    return frozen ? deepFreeze(table) : table;
  });

/** The band a roll reads, found the slow way. */
function reference(table: ReturnType<typeof defineBandTable<number>>, roll: number): number {
  return table.bands.findIndex((band) => (band.min ?? -Infinity) <= roll && roll <= (band.max ?? Infinity));
}

describe('lookupBand properties', () => {
  it('reads the band whose bounds hold the roll, on frozen and unfrozen tables, narrow or wide, in any order', () => {
    fc.assert(
      fc.property(
        fc.array(tableArbitrary, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -1200, max: 1200 })), { maxLength: 40 }),
        (tables, reads) => {
          const check = (table: ReturnType<typeof defineBandTable<number>>, roll: number): void => {
            const read = lookupBand(table, roll);
            const index = reference(table, roll);
            expect(read.index).toBe(index);
            expect(read.result).toBe(table.bands[index]?.result);
            expect(read.row).toBe(table.bands[index]?.label);
          };
          // Every roll across each table's bounds and a little past them, then reads in a random order across tables.
          for (const table of tables) {
            const top = table.bands[0]?.max ?? 0;
            const bottom = table.bands[table.bands.length - 1]?.min ?? 0;
            for (let roll = top - 2; roll <= bottom + 2; roll++) check(table, roll);
          }
          for (const [pick, roll] of reads)
            check(tables[pick % tables.length] as ReturnType<typeof defineBandTable<number>>, roll);
        },
      ),
    );
  });
});
