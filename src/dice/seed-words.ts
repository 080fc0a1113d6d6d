/**
 * The eight 32-bit words of a long seed (32 to 64 hexadecimal digits, already checked):
 * the digits padded with zeros on the right to 64, read eight at a time, big-endian. The
 * case of the digits does not matter. Internal.
 *
 * @example
 * ```ts
 * seedWords('00000001' + '0'.repeat(24)); // [1, 0, 0, 0, 0, 0, 0, 0]
 * ```
 */
export function seedWords(seed: string): number[] {
  const digits = seed.padEnd(64, '0');
  const words: number[] = [];
  for (let i = 0; i < 64; i += 8) words.push(Number.parseInt(digits.slice(i, i + 8), 16) | 0);
  return words;
}
