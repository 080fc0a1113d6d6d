import type { CatalogueTable, TableCell } from '../core/catalogue/table.js';
import { formatValue } from '../core/format-value.js';

/** Renders a value for human output: strings bare, everything else as compact JSON, never cut short. */
export function display(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return formatValue(value);
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
}

/** A cell that reads as a figure: a number, a score such as `5+` or `+2`, or a mark standing for none (`-`, `■`). */
const FIGURE = /^(?:[-+\u2212]?[\d.,/%]+\+?|-|\u2212|\u2014|\u25a0)$/;

/**
 * Lays out rows in aligned columns: a column of figures (numbers, scores such as `5+`, and
 * the marks `-` and `■` that stand in for one) is right-aligned as a whole, so a mark sits
 * under the figures beside it; any other column is left-aligned. With `header`, the first
 * row is headings: they follow their column's alignment but do not decide it.
 */
export function alignRows(rows: readonly (readonly string[])[], options: { readonly header?: boolean } = {}): string[] {
  const widths: number[] = [];
  const text: boolean[] = [];
  rows.forEach((row, r) => {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length);
      if (!(options.header === true && r === 0) && !FIGURE.test(cell)) text[i] = true;
    });
  });
  return rows.map((row) =>
    row
      .map((cell, i) => {
        const pad = ' '.repeat((widths[i] ?? 0) - [...cell].length);
        return text[i] === true ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd(),
  );
}

const cellText = (cell: TableCell | undefined): string => (cell === null || cell === undefined ? '-' : String(cell));

/** Renders a catalogue table as printed: headings, a rule, one line per row, notes under it. */
export function renderTable(table: CatalogueTable): string {
  const corner =
    table.columnKey === undefined ? table.rowKey.label : `${table.rowKey.label} / ${table.columnKey.label}`;
  const head = [corner, ...table.columns.map((c) => c.label)];
  const body = table.rows.map((r) => [r.label, ...table.columns.map((_, i) => cellText(r.cells[i]))]);
  const [first = '', ...rest] = alignRows([head, ...body], { header: true });
  const lines = [first, '\u2500'.repeat([...first].length), ...rest];
  if (table.rows.length === 0) lines.push('(no rows: see the note)');
  for (const note of table.notes ?? []) lines.push(note);
  return lines.join('\n');
}

const BLOCKS = ['', '\u258f', '\u258e', '\u258d', '\u258c', '\u258b', '\u258a', '\u2589'];

/** A horizontal bar of `fraction` × `width` cells, with eighth-cell precision. */
export function bar(fraction: number, width: number): string {
  const eighths = Math.round(Math.max(0, Math.min(1, fraction)) * width * 8);
  return '\u2588'.repeat(Math.floor(eighths / 8)) + (BLOCKS[eighths % 8] ?? '');
}

/** An aligned text bar chart: one row per outcome with its label, exact fraction, percent and bar. */
export function barChart(rows: readonly { label: string; exact: string; probability: number }[], width = 40): string {
  const top = Math.max(...rows.map((r) => r.probability), 0) || 1;
  const cells = rows.map((r) => [r.label, r.exact, `${(r.probability * 100).toFixed(2)}%`]);
  return alignRows(cells)
    .map((line, i) => `${line}  ${bar((rows[i]?.probability ?? 0) / top, width)}`)
    .join('\n');
}

/** JSON for scripts: bigints become strings. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);
}
