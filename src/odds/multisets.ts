/** Every multiset of a pool, in ascending order of faces, with how many ordered rolls give it. */
export interface PoolMultisets {
  /** Each multiset's faces, ascending. */
  readonly faces: readonly (readonly number[])[];
  /** How many ordered rolls give each multiset: count! / ∏ (copies of a face)!. */
  readonly weights: readonly bigint[];
}

/** C(n, k) as a number (exact while it fits in 2^53, which every pool we enumerate does). */
export function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Every unordered outcome of `count` dice reading `min`..`max`, with its multinomial weight:
 * C(count + faces − 1, faces − 1) multisets instead of faces^count sequences.
 *
 * @example
 * ```ts
 * poolMultisets(2, 1, 2); // faces [[1,1],[1,2],[2,2]], weights [1n, 2n, 1n]
 * ```
 */
export function poolMultisets(count: number, min: number, max: number): PoolMultisets {
  const faces: number[][] = [];
  const weights: bigint[] = [];
  const factorial: bigint[] = [1n];
  for (let i = 1; i <= count; i++) factorial.push((factorial[i - 1] as bigint) * BigInt(i));
  const current: number[] = [];
  const walk = (face: number, left: number, weight: bigint): void => {
    if (face === max) {
      for (let i = 0; i < left; i++) current.push(face);
      faces.push([...current]);
      weights.push(weight / (factorial[left] as bigint));
      current.length -= left;
      return;
    }
    for (let copies = left; copies >= 0; copies--) {
      for (let i = 0; i < copies; i++) current.push(face);
      walk(face + 1, left - copies, weight / (factorial[copies] as bigint));
      current.length -= copies;
    }
  };
  walk(min, count, factorial[count] as bigint);
  return { faces, weights };
}
