import * as z from 'zod';

/**
 * The zod schema of a list that models a set (conditions that hold, ids chosen, zones
 * named): an entry listed twice is refused with an issue naming it, rather than counted
 * twice. Entries are compared as JSON.
 *
 * @example
 * ```ts
 * distinctList(z.string(), 'condition').safeParse(['night', 'night']).success; // false
 * ```
 */
export function distinctList<T extends z.ZodType>(item: T, what: string): z.ZodArray<T> {
  return z.array(item).superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((entry, index) => {
      const key = JSON.stringify(entry);
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: [index], message: `${what} ${key} is listed twice; list each once` });
      }
      seen.add(key);
    });
  });
}
