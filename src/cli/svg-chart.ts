import { clip, escapeXml, round, wrap } from './svg-text.js';

/** One bar of an odds chart. */
export interface ChartRow {
  /** The outcome, as text (cut to fit when long). */
  readonly label: string;
  /** The whole outcome, where `label` summarises it: shown, with the figures, as the bar's tooltip. */
  readonly full?: string;
  /** Its exact fraction (or ± error for an estimate), printed beside the bar. */
  readonly exact: string;
  /** Its probability, 0 to 1. */
  readonly probability: number;
  /** The bar's colour (default blue, #2f6690): a comparison draws its second variant in another. */
  readonly fill?: string;
}

/** What {@link svgBarChart} prints above the bars. */
export interface ChartOptions {
  /** The chart's title (the resolver and its rule). */
  readonly title: string;
  /** A second line (how the odds were computed). */
  readonly subtitle?: string;
  /** What was computed: the input, as `key=value` words; wrapped, never cut. */
  readonly input?: string;
  /** The chart's width in pixels, 256 to 720 (default 720): a page on a phone (down to 288 px of room on a 320 px screen) draws it at its own width, so its text stays 13 px. */
  readonly width?: number;
}

const FULL_WIDTH = 720;
const ROW = 26;
const LINE = 20;
/** About how wide a character of the 13 px text is, in pixels (digits and punctuation of the figures). */
const CHAR = 7.5;

/**
 * A standalone SVG document of an outcome distribution: one horizontal bar per outcome
 * in the given order, scaled so the likeliest is full width, with the exact fraction and
 * percent beside it; each bar a group (`<g class="bar">`) whose tooltip holds the whole
 * outcome and its figures. Deterministic (same rows, same bytes), no scripts, no external
 * resources, all text escaped, so a player can drop it into a forum post.
 */
export function svgBarChart(rows: readonly ChartRow[], options: ChartOptions): string {
  const WIDTH = Math.max(256, Math.min(FULL_WIDTH, Math.round(options.width ?? FULL_WIDTH)));
  const figures = rows.map((row) => `${row.exact} \u00b7 ${(row.probability * 100).toFixed(2)}%`);
  // The full chart: labels 240 px (34 characters), bars 300 px, 180 px for the figures, 100
  // characters a line of notes; a narrower one in that proportion, except that the figures
  // always keep room to be read whole (the bars, then the labels, give it up, down to 40
  // and 72 px).
  const figuresRoom = Math.ceil(Math.max(0, ...figures.map((f) => [...f].length)) * CHAR) + 14;
  const LABEL = Math.min(Math.round((WIDTH * 240) / FULL_WIDTH), Math.max(72, WIDTH - figuresRoom - 40));
  const BAR = Math.max(20, Math.min(Math.round((WIDTH * 300) / FULL_WIDTH), WIDTH - LABEL - figuresRoom));
  const top = Math.max(0, ...rows.map((r) => r.probability)) || 1;
  const titleLines = wrap(options.title, Math.floor((WIDTH - 32) / 9));
  const noteWidth = Math.floor((WIDTH * 100) / FULL_WIDTH);
  const noteLines = [
    ...(options.input === undefined || options.input === '' ? [] : wrap(options.input, noteWidth)),
    ...(options.subtitle === undefined ? [] : wrap(options.subtitle, noteWidth)),
  ];
  const TOP = 16 + (titleLines.length + noteLines.length) * LINE + 12;
  const height = TOP + Math.max(1, rows.length) * ROW + 16;
  const text = (x: number, y: number, body: string, extra = ''): string =>
    `<text x="${x}" y="${y}"${extra}>${escapeXml(body)}</text>`;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="system-ui, sans-serif" font-size="13">`,
    `<title>${escapeXml([options.title, options.input].filter((t) => t !== undefined && t !== '').join(': '))}</title>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    ...titleLines.map((line, i) => text(16, 28 + i * LINE, line, ' font-size="15" font-weight="bold"')),
    ...noteLines.map((line, i) => text(16, 28 + (titleLines.length + i) * LINE, line, ' fill="#555555"')),
  ];
  if (rows.length === 0) lines.push(text(16, TOP + 17, 'no outcomes'));
  rows.forEach((row, i) => {
    const y = TOP + i * ROW;
    const width = round((Math.max(0, row.probability) / top) * BAR);
    const said = figures[i] as string;
    lines.push(
      `<g class="bar"><title>${escapeXml(`${row.full ?? row.label}: ${said}`)}</title>`,
      text(LABEL - 8, y + 17, clip(row.label, Math.floor((LABEL * 34) / 240)), ' text-anchor="end"'),
      `<rect x="${LABEL}" y="${y + 4}" width="${width}" height="${ROW - 8}" fill="${row.fill ?? '#2f6690'}"/>`,
      text(LABEL + width + 6, y + 17, said),
      '</g>',
    );
  });
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}
