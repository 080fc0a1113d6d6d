import * as z from 'zod';
import { HEX_SEED } from './seed-words.js';

/**
 * The zod schema of a seed (`createDice` checks the same without zod): a signed 32-bit
 * integer, for simulations and examples, or a string of 32 to 64 hexadecimal digits (128
 * to 256 bits), for a match whose dice nobody may guess (`randomSeed()` draws one).
 *
 * @example
 * ```ts
 * seedSchema.parse(7); // 7
 * seedSchema.parse('00112233445566778899aabbccddeeff'); // a 128-bit seed
 * ```
 */
export const seedSchema: z.ZodType<number | string, number | string> = z.union(
  [
    z
      .number({ error: 'a seed must be a number or a string of 32 to 64 hexadecimal digits' })
      .int('a seed must be a whole number')
      .min(-0x8000_0000, 'a seed must be a 32-bit integer (try seed | 0)')
      .max(0x7fff_ffff, 'a seed must be a 32-bit integer (try seed | 0)'),
    z.string().regex(HEX_SEED, 'a seed string must be 32 to 64 hexadecimal digits (128 to 256 bits)'),
  ],
  { error: 'a seed must be a 32-bit whole number or a string of 32 to 64 hexadecimal digits' },
);
