import { type BandTable, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';
import type { Side } from '../schemas/common.js';

/**
 * The initiative test of rule 7.4 as a band table: a modified Allied d10 of `alliedMinimum`
 * (6) or more gives the Allies the initiative, anything lower Japan.
 *
 * @example
 * ```ts
 * lookupBand(initiativeTable(6), 5).result; // 'Japanese'
 * ```
 */
export function initiativeTable(alliedMinimum: number): BandTable<Side> {
  return defineBandTable({
    rule: '7.4',
    name: 'Initiative determination',
    bands: [
      { max: alliedMinimum - 1, result: 'Japanese' },
      { min: alliedMinimum, result: 'Allied' },
    ],
  });
}

/** The printed initiative test (7.4): ≤5 Japan, ≥6 Allies. */
export const INITIATIVE_TABLE: BandTable<Side> = /* @__PURE__ */ deepFreeze(initiativeTable(6));
