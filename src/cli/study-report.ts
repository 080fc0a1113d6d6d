/**
 * `naval-rules simulate --report FILE.html|FILE.md`: a study or a comparison as a report
 * to read without a terminal: how it was played (the command line), its figures as tables
 * and its chart. HTML holds the chart inline, one file; Markdown links it as an SVG file
 * written beside it. Internal.
 */
import type { RulesComparison } from '../simulate/compare-rules.js';
import type { Distribution } from '../simulate/distribution.js';
import type { SimulationSummary } from '../simulate/simulation-summary.js';
import type { RateWithInterval } from '../simulate/wilson-interval.js';
import { comparisonChart, studyChart } from './study-charts.js';
import { measureLabel, num, partialNote, pct } from './study-lines.js';
import { escapeXml } from './svg-text.js';

/** A table of a report: its caption, header and rows of text. */
interface Table {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** What a report holds, before it is written as HTML or Markdown. */
interface Report {
  readonly title: string;
  readonly command: string;
  readonly notes: readonly string[];
  readonly tables: readonly Table[];
  readonly chart: string;
}

const rateCells = (label: string, r: RateWithInterval) => [
  label,
  pct(r.rate),
  `${pct(r.low)}–${pct(r.high)}`,
  String(r.count),
];
const spreadCells = (label: string, d: Distribution) => [
  label,
  num(d.mean),
  num(d.sd),
  ...[d.quantiles.p05, d.quantiles.p25, d.quantiles.p50, d.quantiles.p75, d.quantiles.p95].map(num),
  `${num(d.min)}–${num(d.max)}`,
];
const SPREAD_HEAD = ['', 'mean', 'sd', '5 %', '25 %', '50 %', '75 %', '95 %', 'range'];

function studyTables(s: SimulationSummary, variant = ''): Table[] {
  const results = [
    ...s.sides.flatMap((side) => {
      const w = s.wins[side];
      return w === undefined ? [] : [rateCells(`${side} wins`, w)];
    }),
    rateCells('draws', s.draws),
    ...(s.unfinished.count > 0 ? [rateCells('unfinished', s.unfinished)] : []),
  ];
  const spreads = [
    ...s.sides.flatMap((side) => {
      const d = s.score[side];
      return d === undefined ? [] : [spreadCells(`${side} score`, d)];
    }),
    ...Object.entries(s.measures).flatMap(([name, parts]) =>
      Object.entries(parts).map(([part, d]) => spreadCells(measureLabel(name, part), d)),
    ),
    spreadCells('actions', s.length),
  ];
  return [
    { caption: `${variant}Results (Wilson 95 % intervals)`, head: ['', 'rate', '95 % CI', 'games'], rows: results },
    { caption: `${variant}Score, measures and length`, head: SPREAD_HEAD, rows: spreads },
  ];
}

function studyNotes(s: SimulationSummary): string[] {
  const runs = s.runs.to - s.runs.from;
  return [
    `${runs.toLocaleString('en-US')} games (runs ${s.runs.from}–${s.runs.to - 1}), seed ${s.seed}, study ${s.study}.`,
    ...(s.partial ? [`${partialNote(s)}.`] : []),
  ];
}

/** The report of a study. */
export function studyReport(s: SimulationSummary, command: string): Report {
  return {
    title: `${s.game}: a study of ${(s.runs.to - s.runs.from).toLocaleString('en-US')} games`,
    command,
    notes: studyNotes(s),
    tables: studyTables(s),
    chart: studyChart(s),
  };
}

/** The report of a comparison: the verdicts, the paired differences, then each variant's figures. */
export function comparisonReport(c: RulesComparison, a: string, b: string, command: string): Report {
  const difference = (label: string, d: { mean: number; low: number; high: number }, scale = 1) => [
    label,
    num(d.mean * scale),
    `${num(d.low * scale)} to ${num(d.high * scale)}`,
  ];
  const rows = [
    ...c.a.sides.flatMap((side) => {
      const one = c.sides[side];
      return one === undefined
        ? []
        : [
            [...difference(`${side} win rate (points)`, one.winRate, 100), one.verdict],
            [...difference(`${side} score`, one.score), ''],
          ];
    }),
    ...Object.entries(c.measures).flatMap(([name, parts]) =>
      Object.entries(parts).map(([part, d]) => [...difference(measureLabel(name, part), d), d.verdict]),
    ),
  ];
  return {
    title: `${c.a.game}: rules B against rules A, over ${c.runs.toLocaleString('en-US')} paired games`,
    command,
    notes: [
      `A: ${a}. B: ${b}. B changes ${c.settings.length === 0 ? 'no setting' : c.settings.join(', ')}.`,
      `B played ${c.changed.toLocaleString('en-US')} of the ${c.runs.toLocaleString('en-US')} paired games differently${c.changed === 0 ? ': the rule never came into play' : ''}.`,
      ...studyNotes(c.a).slice(0, 1),
    ],
    tables: [
      { caption: 'B − A, paired 95 % intervals', head: ['', 'B − A', '95 % CI', 'verdict'], rows },
      ...studyTables(c.a, 'Rules A: '),
      ...studyTables(c.b, 'Rules B: '),
    ],
    chart: comparisonChart(c, a, b),
  };
}

const escapeMd = (text: string): string => text.replace(/[\\|*_`[\]<>]/g, (c) => `\\${c}`);

/** The report as one HTML page, the chart inline. */
export function reportHtml(report: Report): string {
  const table = (t: Table) =>
    [
      `<table><caption>${escapeXml(t.caption)}</caption>`,
      `<thead><tr>${t.head.map((h) => `<th scope="col">${escapeXml(h)}</th>`).join('')}</tr></thead>`,
      '<tbody>',
      ...t.rows.map(
        (row) =>
          `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${escapeXml(cell)}</th>` : `<td>${escapeXml(cell)}</td>`)).join('')}</tr>`,
      ),
      '</tbody></table>',
    ].join('\n');
  return `${[
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeXml(report.title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.45}table{border-collapse:collapse;margin:1rem 0;display:block;overflow-x:auto}caption{text-align:left;font-weight:bold;padding:.25rem 0}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:right}th[scope=row],td:last-child{text-align:left}code{white-space:pre-wrap}figure{margin:1rem 0;overflow-x:auto}svg{max-width:100%;height:auto}</style>',
    '</head>',
    '<body>',
    `<h1>${escapeXml(report.title)}</h1>`,
    `<p>Played with <code>${escapeXml(report.command)}</code></p>`,
    ...report.notes.map((n) => `<p>${escapeXml(n)}</p>`),
    ...report.tables.map(table),
    `<figure>${report.chart.replace(/^<svg /, '<svg role="img" ')}</figure>`,
    '</body>',
    '</html>',
  ].join('\n')}\n`;
}

/** The report as Markdown, its chart linked as `chartFile` (written beside it). */
export function reportMarkdown(report: Report, chartFile: string): string {
  const table = (t: Table) =>
    [
      `**${escapeMd(t.caption)}**`,
      '',
      `| ${t.head.map(escapeMd).join(' | ')} |`,
      `| ${t.head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
      ...t.rows.map((row) => `| ${row.map(escapeMd).join(' | ')} |`),
      '',
    ].join('\n');
  return `${[
    `# ${escapeMd(report.title)}`,
    '',
    'Played with:',
    '',
    '```sh',
    report.command,
    '```',
    '',
    ...report.notes.map((n) => `${escapeMd(n)}\n`),
    ...report.tables.map(table),
    `![${escapeMd(report.title)}](${encodeURI(chartFile)})`,
  ].join('\n')}\n`;
}
