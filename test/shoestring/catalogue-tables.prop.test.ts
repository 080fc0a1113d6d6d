/** The Shoestring catalogue's base-game grids read exactly what the column tables read, for every value and roll. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTable } from '../../src/core/catalogue/read-table.js';
import { lookupColumnTable, resolveShoestringRules, shoestringCatalogue } from '../../src/shoestring/index.js';
import { MADE_UP_RULES } from './made-up.js';

describe('Shoestring catalogue tables', () => {
  const tables = shoestringCatalogue.tablesWith?.(MADE_UP_RULES) ?? [];
  const rules = resolveShoestringRules(MADE_UP_RULES);

  for (const [name, key] of [
    ['surface-combat', 'surfaceCombat'],
    ['anti-aircraft', 'antiAircraft'],
  ] as const) {
    it(`${name}: the grid cell at any value and roll is the column table's result`, () => {
      const grid = tables.find((t) => t.name === name);
      const source = rules.tables[key];
      if (grid === undefined || source === undefined) throw new Error('table missing');
      const lowest = source.columns.bands[0]?.min ?? -20;
      fc.assert(
        fc.property(fc.integer({ min: lowest, max: 30 }), fc.integer({ min: -20, max: 30 }), (value, roll) => {
          expect(readTable(grid, { roll, value }).cell).toBe(lookupColumnTable(source, value, roll).result);
        }),
      );
    });
  }

  it('without base-game tables, those tables are empty and say how to give them', () => {
    const surface = shoestringCatalogue.tables.find((t) => t.name === 'surface-combat');
    expect(surface?.rows).toEqual([]);
    expect(surface?.notes?.[0]).toMatch(/rules\.tables\.surfaceCombat/);
    if (surface === undefined) throw new Error('table missing');
    expect(() => readTable(surface, { roll: 1 })).toThrow(
      /O5.0: surface-combat has no rows to read\. .*rules\.tables\.surfaceCombat/,
    );
  });

  it('the sea zone search charts read by zone; R18.3 reads by roll and escort', () => {
    const us = tables.find((t) => t.name === 'sea-zone-search-us');
    expect(us === undefined ? undefined : readTable(us, { zone: 'The Slot' }).cells).toEqual({ 'search number': 4 });
    const transport = shoestringCatalogue.tables.find((t) => t.name === 'transport-attack');
    const band = rules.tables.transportAttack.bands[0];
    if (transport === undefined || band === undefined) throw new Error('table missing');
    expect(readTable(transport, { roll: -3, escort: 'escorted' }).cell).toBe(band.result.withEscort);
  });
});
