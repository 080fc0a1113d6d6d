import { didYouMean } from '../did-you-mean.js';
import { formatValue } from '../format-value.js';
import { parseInput } from '../parse-input.js';
import { RulesError } from '../rules-error.js';
import type { CatalogueTable, TableCell, TableKey } from './table.js';
import { catalogueTableSchema } from './table-schema.js';

/** What {@link readTable} returns: the row (and column) read and what it prints. */
export interface TableReading {
  /** The table's name. */
  readonly table: string;
  /** The rule or matrix that prints it. */
  readonly rule: string;
  /** The label of the row read. */
  readonly row: string;
  /** The label of the column read, when a column was asked for. */
  readonly column?: string;
  /** The cell at that row and column, when a column was asked for. */
  readonly cell?: TableCell;
  /** The whole row by column heading, when no column was asked for. */
  readonly cells?: Readonly<Record<string, TableCell>>;
}

function refuse(table: CatalogueTable, key: string, message: string): never {
  throw new RulesError(`${table.rule}: ${table.name}: ${key}: ${message}`, {
    code: 'INVALID_INPUT',
    rule: table.rule,
    path: [key],
  });
}

interface Picked {
  readonly label: string;
  readonly key?: string;
  readonly min?: number;
  readonly max?: number;
}

function pick<T extends Picked>(table: CatalogueTable, by: TableKey, items: readonly T[], value: unknown): T {
  if (by.match === 'band') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      refuse(table, by.key, `got ${formatValue(value)}: expected a whole number (${by.label})`);
    }
    if (by.max !== undefined && value > by.max)
      refuse(table, by.key, `got ${value}: a ${by.label} reads at most ${by.max}`);
    if (by.zeroReadsTen === true && value < 0) refuse(table, by.key, `got ${value}: a ${by.label} reads 0 to 10`);
    // A d10 whose 0 face reads 10 (Cartwheel 2.4).
    const read = by.zeroReadsTen === true && value === 0 ? 10 : value;
    const found = items.find((item) => (item.min ?? read) <= read && read <= (item.max ?? read));
    if (found === undefined) refuse(table, by.key, `got ${value}: no ${by.label} covers it`);
    return found;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    refuse(table, by.key, `got ${formatValue(value)}: expected one of the ${by.label} names`);
  }
  const names = items.map((item) => item.key ?? item.label);
  const index = names.indexOf(String(value));
  if (index < 0) {
    const near = didYouMean(String(value), names);
    const hint = near === undefined ? `one of ${names.slice(0, 12).join(', ')}` : `did you mean ${near}?`;
    refuse(table, by.key, `got ${formatValue(value)}: no such ${by.label} (${hint})`);
  }
  return items[index] as T;
}

/**
 * Reads a catalogue table the way a player reads the printed one: `args` names the row
 * (by its `rowKey`) and, optionally, the column (by its `columnKey`). With a column it
 * returns that cell; without, the whole row by heading. A missing, unknown or misspelt
 * argument, or a value no row covers, is a RulesError naming the table and the argument;
 * a table with no rows (a base-game table not yet given) is a `MISSING_TABLE` RulesError
 * whose message says where to give it.
 *
 * @example
 * ```ts
 * import { firepowerCatalogue } from 'naval-rules/firepower';
 * for (const table of firepowerCatalogue.tables) {
 *   if (table.name === 'matrix-10') readTable(table, { score: 5 }).cells; // { code: 'M', 'damage level': 'Medium' }
 * }
 * ```
 */
export function readTable(table: CatalogueTable, args: Readonly<Record<string, unknown>>): TableReading {
  const valid = parseInput(catalogueTableSchema, table, { rule: 'readTable', what: 'table' });
  if (args === null || typeof args !== 'object' || Array.isArray(args)) {
    refuse(valid, 'args', `got ${formatValue(args)}: expected an object of lookup arguments`);
  }
  if (valid.rows.length === 0) {
    throw new RulesError(`${valid.rule}: ${valid.name} has no rows to read. ${(valid.notes ?? []).join(' ')}`.trim(), {
      code: 'MISSING_TABLE',
      rule: valid.rule,
      path: [],
    });
  }
  const known = [valid.rowKey.key, ...(valid.columnKey === undefined ? [] : [valid.columnKey.key])];
  for (const key of Object.keys(args)) {
    if (!known.includes(key)) {
      const near = didYouMean(key, known);
      refuse(
        valid,
        key,
        `unknown argument${near === undefined ? '' : ` (did you mean ${near}?)`}; takes ${known.join(', ')}`,
      );
    }
  }
  if (args[valid.rowKey.key] === undefined) refuse(valid, valid.rowKey.key, `required (${valid.rowKey.label})`);
  const row = pick(valid, valid.rowKey, valid.rows, args[valid.rowKey.key]);
  const base = { table: valid.name, rule: valid.rule, row: row.label };
  const columnKey = valid.columnKey;
  if (columnKey === undefined || args[columnKey.key] === undefined) {
    const cells = Object.fromEntries(valid.columns.map((column, i) => [column.label, row.cells[i] ?? null]));
    return { ...base, cells };
  }
  const column = pick(valid, columnKey, valid.columns, args[columnKey.key]);
  return { ...base, column: column.label, cell: row.cells[valid.columns.indexOf(column)] ?? null };
}
