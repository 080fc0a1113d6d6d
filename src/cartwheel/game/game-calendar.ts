import * as z from 'zod';
import { type Month, monthSchema } from '../schemas/common.js';

/**
 * The Turn Record Track's calendar as the game reads it: two turns a month, the first and
 * second half (I, II), anchored on one turn. 7.1 names Turn 8 (October II); a scenario
 * whose track differs gives its own anchor.
 */
export const calendarSchema = z.strictObject({
  /** A game turn on the Turn Record Track. */
  turn: z.number().int().min(1).max(1000),
  /** Its month. */
  month: monthSchema,
  /** Its half of the month: `I` or `II`. */
  half: z.enum(['I', 'II']),
});
/** The anchor of the turn calendar. */
export type Calendar = z.output<typeof calendarSchema>;

/** 7.1's own example: Turn 8 is October II. */
export const CALENDAR_ANCHOR: Calendar = { turn: 8, month: 'October', half: 'II' };

/** The month and half of `turn` on the calendar anchored at `calendar` (two turns a month). Internal. */
export function monthOf(calendar: Calendar, turn: number): { readonly month: Month; readonly half: 'I' | 'II' } {
  const months = monthSchema.options;
  const anchor = months.indexOf(calendar.month) * 2 + (calendar.half === 'II' ? 1 : 0);
  const halves = (((anchor + turn - calendar.turn) % 24) + 24) % 24;
  return { month: months[Math.floor(halves / 2)] as Month, half: halves % 2 === 0 ? 'I' : 'II' };
}
