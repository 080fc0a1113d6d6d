import { type Band, type BandTable, bandProblems, lookupBand } from '../core/band-table.js';
import { expectObject } from '../core/guards.js';
import { checkRollWindow } from './roll-window.js';

/**
 * Checks a band table, or bands about to become one: every integer is covered exactly
 * once, bounds are whole numbers, both ends are open, and (for a defined table) every
 * roll from `from` to `to` (whole numbers, at most 10,000 rolls; by default the printed
 * bounds with five rolls either side) reads the band whose bounds hold it. Returns the problems
 * found; an empty list means the table is sound.
 *
 * @example
 * ```ts
 * checkBandTable([{ max: 3, result: 'A' }, { min: 5, result: 'B' }]); // ['roll 4 is not covered']
 * ```
 */
export function checkBandTable<R>(
  table: BandTable<R> | readonly Band<R>[],
  window: { readonly from?: number; readonly to?: number } = {},
): string[] {
  if (Array.isArray(table)) return bandProblems(table as readonly Band<R>[]).map((p) => p.message);
  expectObject(table, 'checkBandTable', 'table');
  expectObject(window, 'checkBandTable', 'window');
  const defined = table as BandTable<R>;
  const problems = bandProblems(defined.bands).map((p) => p.message);
  if (problems.length > 0) return problems;
  const finite = defined.bands.flatMap((band) => [band.min, band.max]).filter((bound) => bound !== undefined);
  const { from, to } = checkRollWindow(
    window.from ?? Math.min(0, ...finite) - 5,
    window.to ?? Math.max(0, ...finite) + 5,
    'checkBandTable',
  );
  for (let roll = from; roll <= to; roll++) {
    const found = lookupBand(defined, roll);
    const band = defined.bands[found.index];
    const below = band?.min !== undefined && roll < band.min;
    const above = band?.max !== undefined && roll > band.max;
    if (band === undefined || below || above || found.result !== band.result) {
      problems.push(`roll ${roll} reads row ${found.row}, which does not hold it`);
    }
  }
  return problems;
}
