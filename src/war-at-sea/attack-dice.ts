import type { BandTable } from '../core/band-table.js';
import { d6Bands } from '../core/pool-bands.js';
import type { Dice } from '../dice/dice.js';

/**
 * Rolls `count` attack dice as one pool and totals their successes on the attack die table.
 * Internal: the attack resolvers call it.
 */
export function rollSuccesses(dice: Dice, count: number, table: BandTable<number>, label: string): number {
  if (count === 0) return 0;
  const { bands, results } = d6Bands(table);
  const counts = dice.poolCounts(count, 'd6', bands, label);
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += (counts[i] ?? 0) * (results[i] ?? 0);
  return total;
}
