function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] as number;
      row[j] = Math.min(current + 1, (row[j - 1] as number) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] as number;
}

/**
 * The known name closest to `word`, when one is close enough to be a likely typo (same
 * letters in another case, or at most a third of the letters changed); otherwise undefined.
 *
 * @example
 * ```ts
 * didYouMean('targetHasFird', ['targetHasFired', 'range']); // 'targetHasFired'
 * didYouMean('zzz', ['range']);                              // undefined
 * ```
 */
export function didYouMean(word: string, known: readonly string[]): string | undefined {
  if (typeof word !== 'string' || word.length > 200) return undefined;
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    if (candidate.toLowerCase() === lower) return candidate;
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return bestDistance <= Math.max(1, Math.floor(word.length / 3)) ? best : undefined;
}
