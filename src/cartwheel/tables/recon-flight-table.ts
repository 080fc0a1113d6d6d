import { type BandTable, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/** What a recon roll reads (7.3.2). */
export type ReconFlightResult = 'flies' | 'fails';

/**
 * The recon flight test of rule 7.3.2 as a band table: a modified d10 of `flyMaximum` (7)
 * or less flies, anything higher fails and the unit goes to its base's Flown quadrant.
 *
 * @example
 * ```ts
 * lookupBand(reconFlightTable(7), 8).result; // 'fails'
 * ```
 */
export function reconFlightTable(flyMaximum: number): BandTable<ReconFlightResult> {
  return defineBandTable({
    rule: '7.3.2',
    name: 'Reconnaissance flight',
    bands: [
      { max: flyMaximum, result: 'flies' },
      { min: flyMaximum + 1, result: 'fails' },
    ],
  });
}

/** The printed recon flight table (7.3.2): ≤7 flies, ≥8 fails. */
export const RECON_FLIGHT_TABLE: BandTable<ReconFlightResult> = /* @__PURE__ */ deepFreeze(reconFlightTable(7));
