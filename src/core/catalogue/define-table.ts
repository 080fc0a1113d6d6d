import type { CheckedBand } from '../band-table.js';
import type { CatalogueTable, TableCell, TableColumn, TableKind, TableRow } from './table.js';

/** A row or column key without its match, which the table's kind decides. */
interface KeySpec {
  readonly key: string;
  readonly label: string;
  readonly zeroReadsTen?: boolean;
  readonly max?: number;
}

/** What {@link defineTable} takes. */
export interface TableSpec {
  readonly name: string;
  readonly rule: string;
  readonly title: string;
  readonly kind: TableKind;
  readonly rowKey: KeySpec;
  readonly columnKey?: KeySpec;
  readonly columns: readonly (string | TableColumn)[];
  readonly rows: readonly TableRow[];
  readonly notes?: readonly string[];
}

/**
 * A catalogue table from a compact spec: string headings become columns, and the row and
 * column keys match exactly or by band as the kind says. Internal: rule sets describe
 * their tables with it.
 */
export function defineTable(spec: TableSpec): CatalogueTable {
  const rowBand = spec.kind === 'bands' || spec.kind === 'column-bands';
  const columnBand = spec.kind === 'column-bands';
  return {
    name: spec.name,
    rule: spec.rule,
    title: spec.title,
    kind: spec.kind,
    rowKey: { ...spec.rowKey, match: rowBand ? 'band' : 'exact' },
    ...(spec.columnKey === undefined ? {} : { columnKey: { ...spec.columnKey, match: columnBand ? 'band' : 'exact' } }),
    columns: spec.columns.map((column) => (typeof column === 'string' ? { label: column } : column)),
    rows: spec.rows,
    ...(spec.notes === undefined ? {} : { notes: spec.notes }),
  };
}

/** Rows of a band table: each band's label and bounds, and the cells its result prints. */
export function bandRows<R>(bands: readonly CheckedBand<R>[], cells: (result: R) => readonly TableCell[]): TableRow[] {
  return bands.map((band) => ({
    label: band.label,
    ...(band.min === undefined ? {} : { min: band.min }),
    ...(band.max === undefined ? {} : { max: band.max }),
    cells: cells(band.result),
  }));
}

/** A list row whose label is also its key. */
export function row(label: string, ...cells: TableCell[]): TableRow {
  return { label, cells };
}

/** A modifier or score with its sign, as tables print them: `+2`, `0`, `-1`. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

/**
 * A table the base game prints and the rule text leaves out, before the caller gives it:
 * no rows, and a note saying where to give it (`rules.tables.<field>`).
 */
export function tableToGive(spec: { name: string; rule: string; title: string; given: string }): CatalogueTable {
  return defineTable({
    name: spec.name,
    rule: spec.rule,
    title: spec.title,
    kind: 'list',
    rowKey: { key: 'row', label: 'row' },
    columns: [],
    rows: [],
    notes: [`Not printed in the rule text (the base game prints it): give your copy as ${spec.given}.`],
  });
}
