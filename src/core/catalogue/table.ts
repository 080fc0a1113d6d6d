/** One printed cell: text as the table prints it, a number, or `null` for a blank or a dash. */
export type TableCell = string | number | null;

/** What picks a row or a column of a {@link CatalogueTable}. */
export interface TableKey {
  /** The argument name a lookup takes, e.g. `roll` or `class`. */
  readonly key: string;
  /** What the printed table calls it, e.g. `modified roll`. */
  readonly label: string;
  /** `exact`: the value names a row (its `key`, else its `label`); `band`: a whole number inside the row's `min`–`max`. */
  readonly match: 'exact' | 'band';
  /** For a d10 whose 0 face reads 10 (Cartwheel 2.4): a value of 0 reads 10. */
  readonly zeroReadsTen?: boolean;
  /** The highest value the key takes (a natural die's top face); above it a lookup is refused. */
  readonly max?: number;
}

/** A column heading; a column of a `column-bands` table also covers the values `min`–`max`. */
export interface TableColumn {
  /** The heading as printed. */
  readonly label: string;
  /** The value that picks this column in an `exact` lookup, when it differs from `label`. */
  readonly key?: string;
  /** Lowest value the column covers (`band` columns); absent when it runs down without end. */
  readonly min?: number;
  /** Highest value the column covers (`band` columns); absent when it runs up without end. */
  readonly max?: number;
}

/** A printed row: its label, what picks it, and one cell per column. */
export interface TableRow {
  /** The row's label as printed (`4–8`, `BB`, `flagship`). */
  readonly label: string;
  /** The value that picks this row in an `exact` lookup, when it differs from `label`. */
  readonly key?: string;
  /** Lowest roll the row covers (`band` rows); absent on an open lowest band. */
  readonly min?: number;
  /** Highest roll the row covers (`band` rows); absent on an open highest band. */
  readonly max?: number;
  /** One cell per column, in column order. */
  readonly cells: readonly TableCell[];
}

/**
 * How a table is laid out: `list` (a row per named entry), `bands` (a row per band of
 * rolls), `grid` (named rows against named columns) or `column-bands` (bands of rolls
 * against bands of a value, such as a combat-value column).
 */
export type TableKind = 'list' | 'bands' | 'grid' | 'column-bands';

/**
 * A printed table described as plain JSON data: everything a renderer needs to print it
 * and {@link readTable} needs to read it. Each rule set's catalogue lists its tables so.
 */
export interface CatalogueTable {
  /** Command-line name, kebab-case, e.g. `matrix-10`. */
  readonly name: string;
  /** The rule or matrix that prints it, e.g. `Matrix 10` or `N18.7`. */
  readonly rule: string;
  /** Its printed title. */
  readonly title: string;
  /** How it is laid out. */
  readonly kind: TableKind;
  /** What picks a row. */
  readonly rowKey: TableKey;
  /** What picks a column (`grid` and `column-bands` tables); without it a lookup returns the whole row. */
  readonly columnKey?: TableKey;
  /** The column headings, one per cell of each row. */
  readonly columns: readonly TableColumn[];
  /** The rows, in printed order. */
  readonly rows: readonly TableRow[];
  /** Lines printed under the table: modifiers, sources, the reading chosen. */
  readonly notes?: readonly string[];
}
