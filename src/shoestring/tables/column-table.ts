import * as z from 'zod';
import {
  type Band,
  type BandLookup,
  type BandTable,
  bandProblems,
  type CheckedBand,
  defineBandTable,
  lookupBand,
} from '../../core/band-table.js';
import { parseInput } from '../../core/parse-input.js';
import { RulesError } from '../../core/rules-error.js';

/**
 * A base-game combat table with columns picked by a value (combat or AA strength) and rows
 * picked by a d10 (0–9). Each column's rows are a band table covering every integer exactly
 * once. The columns cover every value from the first printed column up without gap or
 * overlap, the last one open-ended ("≥9"); the first column may start where the printed
 * table starts (`1-8`, `2-3`). A value below the first printed column is a RulesError naming
 * the table: the library does not invent a column the table does not print.
 */
export interface ColumnTable {
  /** The rule that needs the table. */
  readonly rule: string;
  /** The table's printed name. */
  readonly name: string;
  /** The code the table prints for "no effect" (the variant writes it `–`). */
  readonly noEffect: string;
  /**
   * Columns banded by value, lowest first; each column is its rows banded by roll. The
   * lowest column keeps its `min` when the printed table starts there (values below are
   * refused); otherwise it runs down without end. The highest runs up without end.
   */
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
  /** Lowest value of the column (e.g. 2 for the 2-3 column); on the first column, leave it out to cover every lower value. */
  min: bound,
  /** Highest value of the column (e.g. 3 for the 2-3 column); leave out on the last column. */
  max: bound,
  /** The column's rows, covering every roll once. */
  rows: z.array(rowSchema).min(1),
});

/** The first column: the one with the lowest `min` (an absent `min` runs down without end). */
function firstColumn<C extends { readonly min?: number | undefined }>(columns: readonly C[]): C | undefined {
  let first: C | undefined;
  for (const column of columns) {
    if (first === undefined || (column.min ?? Number.NEGATIVE_INFINITY) < (first.min ?? Number.NEGATIVE_INFINITY))
      first = column;
  }
  return first;
}

/**
 * The columns as bands with the first column's `min` left out, so the band check finds gaps
 * and overlaps between the printed columns (and a closed last column) without asking for a
 * column below the first.
 */
function openLowerEnd<C extends { readonly min?: number | undefined; readonly max?: number | undefined }>(
  columns: readonly C[],
): Band<C>[] {
  const first = firstColumn(columns);
  return columns.map((column) => ({ min: column === first ? undefined : column.min, max: column.max, result: column }));
}

/** Puts the printed first column's `min` back on a checked column band table, with its label. */
function closeLowerEnd(
  table: BandTable<BandTable<string>>,
  given: readonly { readonly min?: number | undefined }[],
): BandTable<BandTable<string>> {
  const min = firstColumn(given)?.min;
  const [lowest, ...rest] = table.bands;
  if (min === undefined || lowest === undefined) return table;
  const closed: CheckedBand<BandTable<string>> =
    lowest.max === undefined
      ? { min, label: columnLabel(min, undefined), result: lowest.result }
      : { min, max: lowest.max, label: columnLabel(min, lowest.max), result: lowest.result };
  return { rule: table.rule, name: table.name, bands: [closed, ...rest] };
}

function columnLabel(min: number | undefined, max: number | undefined): string {
  if (min === undefined && max === undefined) return 'any';
  if (min === undefined) return `\u2264${max}`;
  if (max === undefined) return `\u2265${min}`;
  return min === max ? `${min}` : `${min}\u2013${max}`;
}

/**
 * The column of `table` holding `value`, or a RulesError naming the table when the value is
 * below its first printed column (the library invents no column below it).
 */
export function columnFor(table: ColumnTable, value: number, rule: string): BandLookup<BandTable<string>> {
  const first = table.columns.bands[0];
  if (first?.min !== undefined && Number.isSafeInteger(value) && value < first.min) {
    throw new RulesError(
      `${rule}: the ${table.name} given has no column for ${value}: its first printed column is ${first.label}, and a value below it is not on the table`,
      { code: 'INVALID_INPUT', rule, path: ['value'] },
    );
  }
  return lookupBand(table.columns, value);
}

/**
 * A zod schema for a base-game column table supplied as data: `{ noEffect?, columns: [{ min?,
 * max?, rows: [{ min?, max?, result }] }] }`. Each column's rows must cover every integer
 * exactly once (open at both ends). The columns must cover every value from the first up
 * without gap or overlap, the last open-ended; the first column may start where the printed
 * table starts (`{ min: 1, max: 8 }`), and a value below it is then refused when the table is
 * read. Problems become zod issues naming the column.
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
      // The "no effect" code must be one the table prints, or every result would read as an effect.
      if (!value.columns.some((column) => column.rows.some((row) => row.result === value.noEffect))) {
        ctx.addIssue({
          code: 'custom',
          path: ['noEffect'],
          message: `no cell of the table reads "${value.noEffect}": give the code the table prints for no effect`,
        });
      }
      for (const problem of bandProblems(openLowerEnd(value.columns))) {
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
      columns: closeLowerEnd(
        defineBandTable({
          rule: meta.rule,
          name: `${meta.name} columns`,
          bands: openLowerEnd(value.columns).map((column) => ({
            min: column.min,
            max: column.max,
            result: defineBandTable({ rule: meta.rule, name: meta.name, bands: column.result.rows }),
          })),
        }),
        value.columns,
      ),
    })) as unknown as z.ZodType<ColumnTable, z.input<typeof columnTableInputSchema>>;
}

/** The shape of a column table as written by its owner, before checks. */
export const columnTableInputSchema = z.strictObject({
  /** The code the table prints for "no effect"; default `–`. */
  noEffect: z.string().min(1).default('\u2013'),
  /** The columns, each a band of values with its rows. */
  columns: z.array(columnSchema).min(1),
});

const checkedBound = z.number().int().optional();

/** A checked column table as {@link columnTableSchema} gives it (what {@link lookupColumnTable} reads). */
const checkedColumnTableSchema = z
  .object({
    rule: z.string().min(1),
    name: z.string().min(1),
    noEffect: z.string().min(1),
    columns: z.object({
      rule: z.string(),
      name: z.string(),
      bands: z
        .array(
          z.object({
            min: checkedBound,
            max: checkedBound,
            label: z.string(),
            result: z.object({
              rule: z.string(),
              name: z.string(),
              bands: z
                .array(z.object({ min: checkedBound, max: checkedBound, label: z.string(), result: z.string() }))
                .min(1),
            }),
          }),
        )
        .min(1),
    }),
  })
  .superRefine((table, ctx) => {
    const sorted = (bands: readonly { min?: number | undefined }[]) =>
      bands.every(
        (band, i) =>
          i === 0 || (band.min ?? Number.NEGATIVE_INFINITY) > (bands[i - 1]?.min ?? Number.NEGATIVE_INFINITY),
      );
    const columns = table.columns.bands;
    const problems = [...bandProblems(openLowerEnd(columns))];
    if (!sorted(columns)) problems.push({ code: 'TABLE_INVALID', message: 'columns are not in order, lowest first' });
    columns.forEach((column, index) => {
      for (const problem of bandProblems(column.result.bands))
        problems.push({ ...problem, message: `column ${index}: ${problem.message}` });
      if (!sorted(column.result.bands))
        problems.push({ code: 'TABLE_INVALID', message: `column ${index}: rows are not in order, lowest first` });
    });
    for (const problem of problems) ctx.addIssue({ code: 'custom', path: ['columns'], message: problem.message });
  });

const lookupColumnTableArgs = z.strictObject({
  table: checkedColumnTableSchema,
  value: z.number().int(),
  roll: z.number().int(),
});

/**
 * Reads a column table built by {@link columnTableSchema} (or a rules object's
 * `tables.surfaceCombat` / `tables.antiAircraft`): the column holding `value`, then the row
 * holding `roll`. The roll is read as given (the base game may modify it), so any whole
 * number has a row. A value below the table's first printed column or above its last is a
 * RulesError naming the table; a table not in the checked shape is refused.
 *
 * @example
 * ```ts
 * lookupColumnTable(table, 3, 5); // { column: '2–3', row: '5', result: '…' }
 * ```
 */
export function lookupColumnTable(table: ColumnTable, value: number, roll: number): ColumnLookup {
  const valid = parseInput(
    lookupColumnTableArgs,
    { table, value, roll },
    { rule: 'column table', what: 'column table lookup (a table from columnTableSchema)' },
  );
  const checked = valid.table as ColumnTable;
  const column = columnFor(checked, valid.value, checked.rule);
  const row = lookupBand(column.result, valid.roll);
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
