/** The Cartwheel catalogue prints the numbers the rules hold, and the input tables once given. */
import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue, lookupInitiative } from '../../src/cartwheel/index.js';
import { MADE_UP_TABLES } from '../../src/cartwheel/made-up-tables.js';
import { readTable } from '../../src/core/catalogue/read-table.js';

const table = (name: string, tables = cartwheelCatalogue.tables) => {
  const found = tables.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no table ${name}`);
  return found;
};

describe('Cartwheel catalogue tables', () => {
  it('7.4 initiative reads as lookupInitiative for every modified roll', () => {
    for (let roll = -5; roll <= 20; roll++) {
      expect(readTable(table('initiative'), { roll }).cells?.initiative).toBe(lookupInitiative(roll));
    }
  });

  it('the input tables are empty until given, then read like the printed ones', () => {
    expect(table('random-events').rows).toEqual([]);
    const given = cartwheelCatalogue.tablesWith?.({ tables: MADE_UP_TABLES });
    expect(readTable(table('random-events', given), { roll: 6 }).cells).toMatchObject({
      event: 'MADE_UP tropical storm',
    });
    expect(readTable(table('initiative-missions', given), { roll: 9 }).cells).toEqual({ missions: 3 });
    expect(readTable(table('initiative-drm', given), { id: 'allied-recon-rabaul' }).cells).toMatchObject({ DRM: '+1' });
  });

  it('house rules move the thresholds the tables print', () => {
    const moved = cartwheelCatalogue.tablesWith?.({ initiative: { alliedMinimum: 8 } });
    expect(readTable(table('initiative', moved), { roll: 7 }).cells).toEqual({ initiative: 'Japanese' });
    expect(readTable(table('initiative'), { roll: 7 }).cells).toEqual({ initiative: 'Allied' });
  });
});
