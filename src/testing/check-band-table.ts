import { type Band, type BandTable, bandProblems, lookupBand } from '../core/band-table.js';

/**
 * Checks a band table, or bands about to become one: every integer is covered exactly
 * once, bounds are whole numbers, both ends are open, and (for a defined table) every
 * roll from `from` to `to` reads the band whose bounds hold it. Returns the problems
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
  const defined = table as BandTable<R>;
  const problems = bandProblems(defined.bands).map((p) => p.message);
  if (problems.length > 0) return problems;
  const finite = defined.bands.flatMap((band) => [band.min, band.max]).filter((bound) => bound !== undefined);
  const from = window.from ?? Math.min(0, ...finite) - 5;
  const to = window.to ?? Math.max(0, ...finite) + 5;
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
