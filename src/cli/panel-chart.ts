/**
 * Charts of studies as standalone SVG: sections of rows, each row a rate or a difference
 * with its 95 % interval, or a spread (box 25–75 %, whiskers 5–95 %, a dot at the mean).
 * Hand-written like the odds chart: deterministic bytes, no scripts, no fonts or files to
 * fetch, every text escaped, so a chart drops into a forum post or a report as it is.
 */

import { clip, escapeXml, round as r2, wrap } from './svg-text.js';

/** A rate or a difference with its 95 % interval, drawn on the section's scale. */
export interface IntervalRow {
  readonly label: string;
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** The figures printed beside it. */
  readonly text: string;
  /** The bar's colour (default blue). */
  readonly fill?: string;
}

/** A distribution's spread, drawn on its own scale from `min` to `max`. */
export interface SpreadRow {
  readonly label: string;
  readonly min: number;
  readonly p05: number;
  readonly p25: number;
  readonly p50: number;
  readonly p75: number;
  readonly p95: number;
  readonly max: number;
  readonly mean: number;
  /** The figures printed beside it. */
  readonly text: string;
  /** The range drawn, when rows are to be read against each other (default its own `min` to `max`). */
  readonly range?: readonly [number, number];
  /** The box's colour (default blue). */
  readonly fill?: string;
}

/** One section of a chart, under its heading. */
export type ChartSection =
  | {
      readonly heading: string;
      readonly kind: 'interval';
      /** The scale every row shares, e.g. [0, 1] for rates; a difference is drawn about 0 on [-m, m]. */
      readonly scale: readonly [number, number];
      readonly rows: readonly IntervalRow[];
    }
  | { readonly heading: string; readonly kind: 'spread'; readonly rows: readonly SpreadRow[] };

/** What a panel chart prints above its sections. */
export interface PanelOptions {
  readonly title: string;
  readonly subtitle?: string;
}

/** The blue of a first variant and the orange of a second (each 4.5:1 or more on white). */
export const BLUE = '#2f6690';
export const ORANGE = '#b35806';

const WIDTH = 760;
const LABEL = 250;
const PLOT = 240;
const ROW = 26;
const LINE = 20;

const text = (x: number, y: number, body: string, extra = ''): string =>
  `<text x="${x}" y="${y}"${extra}>${escapeXml(body)}</text>`;

/** x of `value` on [from, to] over the plot's width (a scale of no width puts it mid-plot). */
const xOf = (value: number, from: number, to: number): number =>
  r2(LABEL + (to === from ? PLOT / 2 : ((Math.min(to, Math.max(from, value)) - from) / (to - from)) * PLOT));

function intervalRow(row: IntervalRow, y: number, [from, to]: readonly [number, number]): string[] {
  const zero = xOf(Math.max(from, Math.min(to, 0)), from, to);
  const at = xOf(row.value, from, to);
  const fill = row.fill ?? BLUE;
  return [
    `<g class="row"><title>${escapeXml(`${row.label}: ${row.text}`)}</title>`,
    text(LABEL - 8, y + 17, clip(row.label, 34), ' text-anchor="end"'),
    `<rect x="${Math.min(zero, at)}" y="${y + 8}" width="${r2(Math.abs(at - zero))}" height="${ROW - 16}" fill="${fill}" opacity="0.45"/>`,
    `<line x1="${xOf(row.low, from, to)}" y1="${y + 13}" x2="${xOf(row.high, from, to)}" y2="${y + 13}" stroke="${fill}" stroke-width="2"/>`,
    `<line x1="${xOf(row.low, from, to)}" y1="${y + 7}" x2="${xOf(row.low, from, to)}" y2="${y + 19}" stroke="${fill}" stroke-width="2"/>`,
    `<line x1="${xOf(row.high, from, to)}" y1="${y + 7}" x2="${xOf(row.high, from, to)}" y2="${y + 19}" stroke="${fill}" stroke-width="2"/>`,
    `<circle cx="${at}" cy="${y + 13}" r="4" fill="${fill}"/>`,
    text(LABEL + PLOT + 10, y + 17, row.text),
    '</g>',
  ];
}

function spreadRow(row: SpreadRow, y: number): string[] {
  const [from, to] = row.range ?? [row.min, row.max];
  const x = (v: number) => xOf(v, from, to);
  const fill = row.fill ?? BLUE;
  return [
    `<g class="row"><title>${escapeXml(`${row.label}: ${row.text}`)}</title>`,
    text(LABEL - 8, y + 17, clip(row.label, 34), ' text-anchor="end"'),
    `<line x1="${x(row.p05)}" y1="${y + 13}" x2="${x(row.p95)}" y2="${y + 13}" stroke="${fill}" stroke-width="2"/>`,
    `<rect x="${x(row.p25)}" y="${y + 6}" width="${r2(Math.max(2, x(row.p75) - x(row.p25)))}" height="${ROW - 12}" fill="${fill}" opacity="0.45" stroke="${fill}"/>`,
    `<line x1="${x(row.p50)}" y1="${y + 5}" x2="${x(row.p50)}" y2="${y + 21}" stroke="${fill}" stroke-width="3"/>`,
    `<circle cx="${x(row.mean)}" cy="${y + 13}" r="4" fill="#ffffff" stroke="${fill}" stroke-width="2"/>`,
    text(LABEL + PLOT + 10, y + 17, row.text),
    '</g>',
  ];
}

/**
 * A standalone SVG document of a study's figures in sections: rates and differences with
 * their intervals on a shared scale (a difference about a zero line), spreads each on its
 * own range with the figures beside them. Same sections, same bytes.
 */
export function svgPanelChart(sections: readonly ChartSection[], options: PanelOptions): string {
  const titleLines = wrap(options.title, 80);
  const noteLines = options.subtitle === undefined ? [] : wrap(options.subtitle, 105);
  const body: string[] = [];
  let y = 16 + (titleLines.length + noteLines.length) * LINE + 8;
  for (const section of sections) {
    for (const line of wrap(section.heading, 95)) {
      body.push(text(16, y + 18, line, ' font-weight="bold"'));
      y += LINE;
    }
    y += 8;
    if (section.kind === 'interval') {
      const [from, to] = section.scale;
      if (from < 0 && to > 0) {
        const zero = xOf(0, from, to);
        body.push(
          `<line x1="${zero}" y1="${y}" x2="${zero}" y2="${y + section.rows.length * ROW}" stroke="#888888" stroke-dasharray="3 3"/>`,
        );
      }
    }
    if (section.rows.length === 0) {
      body.push(text(LABEL, y + 17, 'none', ' fill="#555555"'));
      y += ROW;
    }
    for (const row of section.rows) {
      body.push(
        ...(section.kind === 'interval'
          ? intervalRow(row as IntervalRow, y, section.scale)
          : spreadRow(row as SpreadRow, y)),
      );
      y += ROW;
    }
    y += 8;
  }
  const height = y + 12;
  return `${[
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, sans-serif" font-size="13">`,
    `<title>${escapeXml(options.title)}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    ...titleLines.map((line, i) => text(16, 28 + i * LINE, line, ' font-size="15" font-weight="bold"')),
    ...noteLines.map((line, i) => text(16, 28 + (titleLines.length + i) * LINE, line, ' fill="#555555"')),
    ...body,
    '</svg>',
  ].join('\n')}\n`;
}
