import * as z from 'zod';

/**
 * The zod schema of a game's `score-points` action: points the base game awards a side,
 * which the app reports with their source (`reason`). Each game gives its side schema and
 * how its points may be counted (whole, or in halves). Internal.
 */
export function scorePointsAction<Side extends z.ZodType<string>, Points extends z.ZodType<number>>(
  side: Side,
  points: Points,
) {
  return z.strictObject({
    type: z.literal('score-points'),
    side,
    points,
    /** Where the points come from, in the app's words (shown to both sides). */
    reason: z.string().min(1).max(200),
  });
}
