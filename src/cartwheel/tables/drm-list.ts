import * as z from 'zod';

/** One die-roll modifier row of a Player's Aid Chart DRM list. */
export const drmEntrySchema = z.strictObject({
  /** Machine id the inputs use to say the row applies, kebab-case, e.g. `'allied-recon-rabaul'`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'ids are kebab-case'),
  /** The row's wording, paraphrased. */
  label: z.string().min(1),
  /** The amount added to the roll (negative to subtract). */
  delta: z.number().int(),
});
/** One DRM row. */
export type DrmEntry = z.output<typeof drmEntrySchema>;

/** A DRM list as parsed. */
export interface DrmList {
  /** The rule that uses the list. */
  readonly rule: string;
  /** The chart's name. */
  readonly name: string;
  /** Its rows. */
  readonly modifiers: readonly DrmEntry[];
}

/**
 * A zod schema for a DRM list of the Player's Aid Charts (not in the rule text): rows with
 * unique ids, which must include the ids the rule text itself says exist.
 *
 * @example
 * ```ts
 * const schema = drmListSchema({ rule: '7.4', name: 'Initiative DRM table' }, ['allied-recon-rabaul']);
 * ```
 */
export function drmListSchema(
  meta: { readonly rule: string; readonly name: string },
  requiredIds: readonly string[],
): z.ZodType<DrmList, { modifiers: z.input<typeof drmEntrySchema>[] }> {
  return z
    .strictObject({
      /** The chart's rows, in any order. */
      modifiers: z.array(drmEntrySchema),
    })
    .superRefine((value, ctx) => {
      const seen = new Set<string>();
      value.modifiers.forEach((row, index) => {
        if (seen.has(row.id))
          ctx.addIssue({ code: 'custom', path: ['modifiers', index, 'id'], message: `duplicate id "${row.id}"` });
        seen.add(row.id);
      });
      for (const id of requiredIds) {
        if (!seen.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['modifiers'],
            message: `the ${meta.name} needs a row "${id}": rule ${meta.rule} says such a modifier exists`,
          });
      }
    })
    .transform((value) => ({ rule: meta.rule, name: meta.name, modifiers: value.modifiers }));
}
