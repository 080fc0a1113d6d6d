import * as z from 'zod';
import { type Band, type BandTable, bandProblems, defineBandTable } from '../../core/band-table.js';

/**
 * The zod schema of a table read with one natural d10 (2.4: the 0 face reads 10), as the
 * owner types it from the printed chart: its bands may run from 1 to 10 as printed
 * (`{ min: 1, max: 3 }` … `{ min: 9, max: 10 }`) or be open at both ends. Either way the
 * bands cover 1 to 10 once each; the table kept is open at both ends, so every natural roll
 * reads a row. Internal to the rule set's table schemas.
 */
export function naturalD10TableSchema<S extends z.ZodType>(
  result: S,
  meta: { readonly rule: string; readonly name: string },
): z.ZodType<BandTable<z.output<S>>, { readonly bands: readonly Band<z.input<S>>[] }> {
  const bound = z.number().int().optional();
  const opened = (bands: readonly Band<unknown>[]): Band<unknown>[] =>
    bands.map((band, index) => ({
      ...band,
      ...(index === 0 ? { min: undefined } : {}),
      ...(index === bands.length - 1 ? { max: undefined } : {}),
    }));
  return z
    .strictObject({ bands: z.array(z.strictObject({ min: bound, max: bound, result })).min(1) })
    .superRefine((value, ctx) => {
      const bands = value.bands as Band<unknown>[];
      const first = bands[0];
      const last = bands[bands.length - 1];
      if ((first?.min ?? 1) > 1 || (last?.max ?? 10) < 10) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands'],
          message: `a natural d10 table covers 1 to 10 (2.4: the 0 face reads 10); these bands run from ${first?.min ?? '…'} to ${last?.max ?? '…'}`,
        });
      }
      for (const problem of bandProblems(opened(bands))) {
        ctx.addIssue({ code: 'custom', path: ['bands'], message: problem.message });
      }
    })
    .transform((value) =>
      defineBandTable({
        rule: meta.rule,
        name: meta.name,
        bands: opened(value.bands as Band<unknown>[]) as Band<z.output<S>>[],
      }),
    ) as unknown as z.ZodType<BandTable<z.output<S>>, { readonly bands: readonly Band<z.input<S>>[] }>;
}
