import { seedWords } from './seed-words.js';

/** The golden-ratio increment of SplitMix, as a 32-bit word. */
const GOLDEN = 0x9e37_79b9;

/** One SplitMix32 output: a 32-bit word mixed so that nearby inputs give unrelated outputs. */
function mix32(value: number): number {
  let t = value ^ (value >>> 16);
  t = Math.imul(t, 0x21f0_aaad);
  t ^= t >>> 15;
  t = Math.imul(t, 0x735a_2d97);
  return (t ^ (t >>> 15)) | 0;
}

/**
 * The xoroshiro128+ state for a seed: four 32-bit words drawn from a SplitMix32 stream
 * started at the seed, so seeds that differ by one (or by six) give independent
 * streams, as pure-rand's own seeding (which places the seed in the state as it is) does
 * not. A long seed (a string of hexadecimal digits) gives each of its eight words and its
 * length to the mix, so every digit of it counts (`'ab…'` and `'ab…00'` differ). Integer arithmetic only (`Math.imul`, shifts), so every
 * platform agrees.
 *
 * @example
 * ```ts
 * mixSeed(7); // four signed 32-bit words, never all zero
 * ```
 */
export function mixSeed(seed: number | string): [number, number, number, number] {
  const words: number[] = [];
  if (typeof seed === 'number') {
    let counter = seed | 0;
    for (let i = 0; i < 4; i++) {
      counter = (counter + GOLDEN) | 0;
      words.push(mix32(counter));
    }
  } else {
    const long = seedWords(seed);
    for (let i = 0; i < 4; i++) {
      const high = mix32(((long[i + 4] as number) + Math.imul(GOLDEN, i + 1) + seed.length) | 0);
      words.push(mix32(((long[i] as number) ^ high) + GOLDEN));
    }
  }
  const [a = 0, b = 0, c = 0, d = 0] = words;
  // xoroshiro128+ stalls on an all-zero state; SplitMix32 cannot give four zeros in a row, but be sure.
  return a === 0 && b === 0 && c === 0 && d === 0 ? [GOLDEN | 0, 0, 0, 0] : [a, b, c, d];
}
