import { lookupBand } from '../../core/band-table.js';
import { defineTable } from '../../core/catalogue/define-table.js';
import type { CatalogueTable, TableRow } from '../../core/catalogue/table.js';
import type { ColumnTable } from '../tables/column-table.js';

const label = (min: number | undefined, max: number | undefined): string =>
  min === undefined
    ? `\u2264${max}`
    : max === undefined
      ? `\u2265${min}`
      : min === max
        ? `${min}`
        : `${min}\u2013${max}`;

/**
 * A base-game column table (value columns, each banded by roll) as one grid: the rows are
 * the roll ranges no column splits, so each cell reads exactly what the column does.
 */
export function columnGrid(spec: { name: string; rule: string; title: string }, table: ColumnTable): CatalogueTable {
  const starts = new Set<number>();
  for (const column of table.columns.bands) {
    for (const band of column.result.bands) if (band.min !== undefined) starts.add(band.min);
  }
  const sorted = [...starts].sort((a, b) => a - b);
  const rows: TableRow[] = [undefined, ...sorted].map((min, i) => {
    const next = sorted[i];
    const max = next === undefined ? undefined : next - 1;
    const probe = min ?? max ?? 0;
    return {
      label: label(min, max),
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
      cells: table.columns.bands.map((column) => lookupBand(column.result, probe).result),
    };
  });
  return defineTable({
    ...spec,
    kind: 'column-bands',
    rowKey: { key: 'roll', label: 'modified roll' },
    columnKey: { key: 'value', label: 'column value' },
    columns: table.columns.bands.map((column) => ({
      label: column.label,
      ...(column.min === undefined ? {} : { min: column.min }),
      ...(column.max === undefined ? {} : { max: column.max }),
    })),
    rows: rows.filter((row) => row.min === undefined || row.max === undefined || row.min <= row.max),
    notes: [`"${table.noEffect}" is no effect. The base game prints this table; these values are the ones given.`],
  });
}
