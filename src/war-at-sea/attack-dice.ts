import type { BandTable } from '../core/band-table.js';
import type { Dice } from '../dice/dice.js';
import type { FaceBand } from '../dice/make-dice.js';

/** Face bands of a d6 read on an attack die table, with the successes of each band. Internal. */
export interface AttackDieBands {
  /** The d6's faces in bands, as `poolCounts` takes them. */
  readonly bands: readonly FaceBand[];
  /** The successes each band scores. */
  readonly successes: readonly number[];
}

const BANDS = new WeakMap<object, AttackDieBands>();

/** The bands of an attack die table clipped to a d6's faces (remembered per table). Internal. */
export function attackDieBands(table: BandTable<number>): AttackDieBands {
  const known = BANDS.get(table);
  if (known !== undefined) return known;
  const bands: FaceBand[] = [];
  const successes: number[] = [];
  for (const band of table.bands) {
    const low = Math.max(1, band.min ?? 1);
    const high = Math.min(6, band.max ?? 6);
    if (low > high) continue;
    bands.push([low, high]);
    successes.push(band.result);
  }
  const made = { bands, successes };
  BANDS.set(table, made);
  return made;
}

/**
 * Rolls `count` attack dice as one pool and totals their successes on the attack die table.
 * Internal: the attack resolvers call it.
 */
export function rollSuccesses(dice: Dice, count: number, table: BandTable<number>, label: string): number {
  if (count === 0) return 0;
  const { bands, successes } = attackDieBands(table);
  const counts = dice.poolCounts(count, 'd6', bands, label);
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += (counts[i] ?? 0) * (successes[i] ?? 0);
  return total;
}
