import * as z from 'zod';
import type { CatalogueTable } from './table.js';

const bound = z.number().int();
const cell = z.union([z.string(), z.number(), z.null()]);
const key = z.strictObject({
  key: z.string().min(1),
  label: z.string(),
  match: z.enum(['exact', 'band']),
  zeroReadsTen: z.boolean().optional(),
  max: z.number().int().optional(),
});

/** The zod schema of a {@link CatalogueTable}: how {@link readTable} checks the table it is given. */
export const catalogueTableSchema: z.ZodType<CatalogueTable> = z.strictObject({
  name: z.string().min(1),
  rule: z.string().min(1),
  title: z.string(),
  kind: z.enum(['list', 'bands', 'grid', 'column-bands']),
  rowKey: key,
  columnKey: key.optional(),
  columns: z.array(
    z.strictObject({ label: z.string(), key: z.string().optional(), min: bound.optional(), max: bound.optional() }),
  ),
  rows: z.array(
    z.strictObject({
      label: z.string(),
      key: z.string().optional(),
      min: bound.optional(),
      max: bound.optional(),
      cells: z.array(cell),
    }),
  ),
  notes: z.array(z.string()).optional(),
}) as z.ZodType<CatalogueTable>;
