import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MADE_UP_TABLES } from '../../src/cartwheel/made-up-tables.js';
import { resolveCartwheelRules } from '../../src/cartwheel/rules.js';
import { INITIATIVE_TABLE, initiativeTable } from '../../src/cartwheel/tables/initiative-table.js';
import { RECON_FLIGHT_TABLE, reconFlightTable } from '../../src/cartwheel/tables/recon-flight-table.js';
import { lookupBand } from '../../src/core/band-table.js';
import { checkBandTable } from '../../src/testing/check-band-table.js';
import { checkMonotone } from '../../src/testing/check-monotone.js';

describe('printed thresholds as band tables', () => {
  it('7.3.2 recon: ≤7 flies, ≥8 fails; sound and monotone', () => {
    expect(RECON_FLIGHT_TABLE.bands.map((b) => [b.label, b.result])).toEqual([
      ['≤7', 'flies'],
      ['≥8', 'fails'],
    ]);
    expect(checkBandTable(RECON_FLIGHT_TABLE)).toEqual([]);
    expect(
      checkMonotone({
        from: -2,
        to: 13,
        read: (r) => lookupBand(RECON_FLIGHT_TABLE, r).result,
        rank: (x) => (x === 'flies' ? 1 : 0),
        direction: 'nonincreasing',
      }),
    ).toEqual([]);
  });

  it('7.4 initiative: ≤5 Japan, ≥6 Allies; sound and monotone for the Allies', () => {
    expect(INITIATIVE_TABLE.bands.map((b) => [b.label, b.result])).toEqual([
      ['≤5', 'Japanese'],
      ['≥6', 'Allied'],
    ]);
    expect(checkBandTable(INITIATIVE_TABLE)).toEqual([]);
    expect(
      checkMonotone({
        from: -5,
        to: 15,
        read: (r) => lookupBand(INITIATIVE_TABLE, r).result,
        rank: (x) => (x === 'Allied' ? 1 : 0),
        direction: 'nondecreasing',
      }),
    ).toEqual([]);
  });

  it('house-rule thresholds still give sound tables', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 15 }), (n) => {
        expect(checkBandTable(reconFlightTable(n))).toEqual([]);
        expect(checkBandTable(initiativeTable(n))).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it('MADE_UP input tables pass the same checks as built-in ones', () => {
    const tables = resolveCartwheelRules({ tables: MADE_UP_TABLES }).tables;
    const missions = tables.initiativeMissions;
    expect(missions === undefined ? ['missing'] : checkBandTable(missions)).toEqual([]);
  });
});
