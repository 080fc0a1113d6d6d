import * as z from 'zod';

/** The two players (rule 1.0): the Allied and the Japanese player. */
export const sideSchema = z.enum(['Allied', 'Japanese']);
/** One of the two players. */
export type Side = z.output<typeof sideSchema>;

/** A map hex, named by its printed four-digit number (2.1). */
export const hexSchema = z.string().regex(/^\d{4}$/, 'a hex is its four-digit number (2.1), e.g. "2215"');

/**
 * The other player.
 *
 * @example
 * ```ts
 * otherSide('Allied'); // 'Japanese'
 * ```
 */
export function otherSide(side: Side): Side {
  return side === 'Allied' ? 'Japanese' : 'Allied';
}

/** Months of the Turn Record Track, for the general regroup limits of rule 7.1. */
export const monthSchema = z.enum([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]);
/** A calendar month. */
export type Month = z.output<typeof monthSchema>;
