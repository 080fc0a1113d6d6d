import type { Dice } from '../dice/dice.js';
import type { FaceBand } from '../dice/make-dice.js';
import type { BandTable } from './band-table.js';

/** Face bands of a d6 read on a band table, with each band's result. Internal. */
export interface D6Bands<R> {
  /** The d6's faces in bands, as `poolCounts` takes them. */
  readonly bands: readonly FaceBand[];
  /** What each band reads. */
  readonly results: readonly R[];
}

const KNOWN = new WeakMap<object, D6Bands<unknown>>();

/** The bands of a table clipped to a d6's faces (remembered per table). Internal. */
export function d6Bands<R>(table: BandTable<R>): D6Bands<R> {
  const known = KNOWN.get(table);
  if (known !== undefined) return known as D6Bands<R>;
  const bands: FaceBand[] = [];
  const results: R[] = [];
  for (const band of table.bands) {
    const low = Math.max(1, band.min ?? 1);
    const high = Math.min(6, band.max ?? 6);
    if (low > high) continue;
    bands.push([low, high]);
    results.push(band.result);
  }
  const made = { bands, results };
  KNOWN.set(table, made);
  return made;
}

/**
 * Rolls `count` d6 as one pool and counts how many read each result of the table (results
 * that no face reads count 0). Internal: resolvers of dice pools call it.
 */
export function rollPoolResults<R extends string>(
  dice: Dice,
  count: number,
  table: BandTable<R>,
  label: string,
): Record<R, number> {
  const out = {} as Record<R, number>;
  for (const band of table.bands) out[band.result] = 0;
  if (count === 0) return out;
  const { bands, results } = d6Bands(table);
  const counts = dice.poolCounts(count, 'd6', bands, label);
  results.forEach((result, i) => {
    out[result] += counts[i] ?? 0;
  });
  return out;
}

/**
 * Rolls `count` d6 as one pool and counts the dice showing `from` or more; nothing is rolled
 * when no die could miss or none could hit. Internal.
 */
export function rollHits(dice: Dice, count: number, from: number, label: string): number {
  if (count === 0 || from > 6) return 0;
  if (from <= 1) return count;
  return (
    dice.poolCounts(
      count,
      'd6',
      [
        [1, from - 1],
        [from, 6],
      ],
      label,
    )[1] ?? 0
  );
}
