import * as z from 'zod';

/**
 * The zod schema of a natural die value: a whole number the die can show, with a message
 * that says so (`a d6 reads 1 to 6`). Lookups that read a natural die use it, so an
 * impossible value is a RulesError rather than a silent reading.
 *
 * @example
 * ```ts
 * dieFaceSchema(1, 6, 'd6').safeParse(7).success; // false
 * ```
 */
export function dieFaceSchema(min: number, max: number, die: string): z.ZodNumber {
  const message = `a ${die} reads ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A natural d6: 1 to 6. */
export const d6FaceSchema: z.ZodNumber = dieFaceSchema(1, 6, 'd6');
