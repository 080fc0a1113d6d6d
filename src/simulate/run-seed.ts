/**
 * The seed of run `index` of a study seeded `seed`: a 32-bit whole number from the pair
 * alone (murmur3's finaliser over both), so a run's result does not depend on how the
 * runs are split into shards or workers. Internal.
 *
 * @example
 * ```ts
 * runSeed(1, 0) === runSeed(1, 0); // true
 * ```
 */
export function runSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}
