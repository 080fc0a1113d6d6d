/** A long seed: 32 to 64 hexadecimal digits (128 to 256 bits), either case. Internal. */
export const HEX_SEED = /^[0-9a-fA-F]{32,64}$/;

/** A hosted dice state's key: a long seed in lowercase, as `createHostedDice` keeps it. Internal. */
export const HOSTED_KEY = /^[0-9a-f]{32,64}$/;

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
