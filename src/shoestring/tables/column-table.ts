import * as z from 'zod';
import { type Band, type BandTable, bandProblems, defineBandTable, lookupBand } from '../../core/band-table.js';
import { expectObject } from '../../core/guards.js';
import { RulesError } from '../../core/rules-error.js';

/**
 * A base-game combat table with columns picked by a value (combat or AA strength) and rows
 * picked by a modified d10 (0–9). Both the columns and each column's rows are band tables,
 * checked to cover every integer exactly once.
 */
export interface ColumnTable {
  /** The rule that needs the table. */
  readonly rule: string;
  /** The table's printed name. */
  readonly name: string;
  /** The code the table prints for "no effect" (the variant writes it `–`). */
  readonly noEffect: string;
  /** Columns banded by value; each column is its rows banded by roll. */
  readonly columns: BandTable<BandTable<string>>;
}

/** What {@link lookupColumnTable} returns. */
export interface ColumnLookup {
  /** The column used, as its band label (`2–3`). */
  readonly column: string;
  /** The row used, as its band label. */
  readonly row: string;
  /** The printed result code. */
  readonly result: string;
}

const bound = z.number().int().optional();

/** One row as given: a band of rolls and its printed result code. */
const rowSchema = z.strictObject({
  /** Lowest roll of the row; leave out on the lowest row. */
  min: bound,
  /** Highest roll of the row; leave out on the highest row. */
  max: bound,
  /** The printed result code. */
  result: z.string().min(1),
});

/** One column as given: a band of values and its rows. */
const columnSchema = z.strictObject({
  /** Lowest value of the column (e.g. 2 for the 2-3 column); leave out on the lowest column. */
  min: bound,
  /** Highest value of the column (e.g. 3 for the 2-3 column); leave out on the highest column. */
  max: bound,
  /** The column's rows, covering every roll once. */
  rows: z.array(rowSchema).min(1),
});

/**
 * A zod schema for a base-game column table supplied as data: `{ noEffect?, columns: [{ min?,
 * max?, rows: [{ min?, max?, result }] }] }`. Columns and each column's rows must cover every
 * integer exactly once (open at both ends); problems become zod issues naming the column.
 *
 * @example
 * ```ts
 * const schema = columnTableSchema({ rule: 'O5.0', name: 'Surface-to-Surface Combat Table' });
 * schema.parse({ columns: [{ rows: [{ max: 4, result: 'D' }, { min: 5, result: '–' }] }] });
 * ```
 */
export function columnTableSchema(meta: {
  readonly rule: string;
  readonly name: string;
}): z.ZodType<ColumnTable, z.input<typeof columnTableInputSchema>> {
  return columnTableInputSchema
    .superRefine((value, ctx) => {
      for (const problem of bandProblems(value.columns.map((c) => ({ min: c.min, max: c.max, result: c })))) {
        ctx.addIssue({ code: 'custom', path: ['columns'], message: `columns: ${problem.message}` });
      }
      value.columns.forEach((column, index) => {
        for (const problem of bandProblems(column.rows as Band<string>[])) {
          ctx.addIssue({
            code: 'custom',
            path: ['columns', index, 'rows'],
            message: `column ${index}: ${problem.message}`,
          });
        }
      });
    })
    .transform((value) => ({
      rule: meta.rule,
      name: meta.name,
      noEffect: value.noEffect,
      columns: defineBandTable({
        rule: meta.rule,
        name: `${meta.name} columns`,
        bands: value.columns.map((column) => ({
          min: column.min,
          max: column.max,
          result: defineBandTable({ rule: meta.rule, name: meta.name, bands: column.rows }),
        })),
      }),
    })) as unknown as z.ZodType<ColumnTable, z.input<typeof columnTableInputSchema>>;
}

/** The shape of a column table as written by its owner, before checks. */
export const columnTableInputSchema = z.strictObject({
  /** The code the table prints for "no effect"; default `–`. */
  noEffect: z.string().min(1).default('\u2013'),
  /** The columns, each a band of values with its rows. */
  columns: z.array(columnSchema).min(1),
});

/**
 * Reads a column table: the column holding `value`, then the row holding `roll`.
 *
 * @example
 * ```ts
 * lookupColumnTable(table, 3, 5); // { column: '2–3', row: '5', result: '…' }
 * ```
 */
export function lookupColumnTable(table: ColumnTable, value: number, roll: number): ColumnLookup {
  expectObject(table, 'column table', 'table');
  expectObject(table.columns, 'column table', 'table.columns');
  const column = lookupBand(table.columns, value);
  const row = lookupBand(column.result, roll);
  return { column: column.row, row: row.row, result: row.result };
}

/**
 * The column whose band is exactly `min`–`max` (the text names "the 2-3 column", "the 1-8
 * column"); a table without it is a RulesError (`TABLE_INVALID`) naming the table.
 *
 * @example
 * ```ts
 * exactColumn(table, 2, 3, 'O5.0').name;
 * ```
 */
export function exactColumn(table: ColumnTable, min: number, max: number, rule: string): BandTable<string> {
  const found = table.columns.bands.find(
    (band) => (band.min ?? Number.NEGATIVE_INFINITY) === min && (band.max ?? Number.POSITIVE_INFINITY) === max,
  );
  if (found === undefined) {
    throw new RulesError(
      `${rule} reads the ${min}-${max} column of the ${table.name}, but the table given has no column for exactly ${min}\u2013${max} (columns: ${table.columns.bands.map((b) => b.label).join(', ')})`,
      { code: 'TABLE_INVALID', rule, path: ['columns'] },
    );
  }
  return found.result;
}
