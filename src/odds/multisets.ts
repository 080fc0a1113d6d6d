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

/**
 * Every way `count` dice fall into bands of faces (`sizes[i]` faces in band i), as counts per
 * band with the number of ordered rolls giving each: count! / ∏ c_i! × ∏ sizes[i]^c_i.
 * Faces are the band's lowest face repeated, so a replay gives the same counts.
 *
 * @example
 * ```ts
 * bandCompositions(1, [3, 2, 1], [1, 4, 6]); // faces [[6],[4],[1]], counts [[0,0,1],[0,1,0],[1,0,0]], weights [1n, 2n, 3n]
 * ```
 */
export function bandCompositions(
  count: number,
  sizes: readonly number[],
  lows: readonly number[],
): PoolMultisets & { readonly counts: readonly (readonly number[])[] } {
  const faces: number[][] = [];
  const counts: number[][] = [];
  const weights: bigint[] = [];
  const factorial: bigint[] = [1n];
  for (let i = 1; i <= count; i++) factorial.push((factorial[i - 1] as bigint) * BigInt(i));
  const current: number[] = [];
  const walk = (band: number, left: number, weight: bigint): void => {
    if (band === sizes.length - 1) {
      const all = [...current, left];
      counts.push(all);
      faces.push(all.flatMap((c, i) => Array.from({ length: c }, () => lows[i] as number)));
      weights.push((weight / (factorial[left] as bigint)) * BigInt(sizes[band] as number) ** BigInt(left));
      return;
    }
    for (let c = 0; c <= left; c++) {
      current.push(c);
      walk(band + 1, left - c, (weight / (factorial[c] as bigint)) * BigInt(sizes[band] as number) ** BigInt(c));
      current.pop();
    }
  };
  walk(0, count, factorial[count] as bigint);
  return { faces, counts, weights };
}
