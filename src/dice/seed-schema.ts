import * as z from 'zod';

/** The zod schema of a seed: a signed 32-bit integer, as pure-rand's xoroshiro128+ takes it (`createDice` checks the same without zod). */
export const seedSchema: z.ZodNumber = z
  .number({ error: 'a seed must be a number' })
  .int('a seed must be a whole number')
  .min(-0x8000_0000, 'a seed must be a 32-bit integer (try seed | 0)')
  .max(0x7fff_ffff, 'a seed must be a 32-bit integer (try seed | 0)');
