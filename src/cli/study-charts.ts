/**
 * The charts of `naval-rules simulate --svg` and `--report`: a study's win rates with their
 * intervals and the spread of its score, its measures and its length; a comparison's paired
 * differences with their intervals, then A and B side by side. Internal.
 */
import type { RulesComparison } from '../simulate/compare-rules.js';
import type { Distribution } from '../simulate/distribution.js';
import type { SimulationSummary } from '../simulate/simulation-summary.js';
import type { RateWithInterval } from '../simulate/wilson-interval.js';
import { BLUE, type ChartSection, type IntervalRow, ORANGE, type SpreadRow, svgPanelChart } from './panel-chart.js';
import { measureLabel, num, partialNote, pct } from './study-lines.js';

const rateRow = (label: string, r: RateWithInterval, fill = BLUE): IntervalRow => ({
  label,
  value: r.rate,
  low: r.low,
  high: r.high,
  text: `${pct(r.rate)} (${pct(r.low)}–${pct(r.high)}), ${r.count}`,
  fill,
});

const spreadRow = (label: string, d: Distribution, fill = BLUE): SpreadRow => ({
  label,
  min: d.min,
  max: d.max,
  mean: d.mean,
  ...d.quantiles,
  text: `mean ${num(d.mean)}, median ${num(d.quantiles.p50)}, 5–95 % ${num(d.quantiles.p05)}–${num(d.quantiles.p95)}`,
  fill,
});

const SPREAD_NOTE =
  '(each row from its least to its most: box 25–75 %, bar the median, whiskers 5–95 %, ring the mean)';

function winRows(s: SimulationSummary, variant = '', fill = BLUE): IntervalRow[] {
  return [
    ...s.sides.flatMap((side) => {
      const w = s.wins[side];
      return w === undefined ? [] : [rateRow(`${variant}${side} wins`, w, fill)];
    }),
    rateRow(`${variant}draws`, s.draws, fill),
    ...(s.unfinished.count > 0 ? [rateRow(`${variant}unfinished`, s.unfinished, fill)] : []),
  ];
}

function spreadRows(s: SimulationSummary, variant = '', fill = BLUE) {
  const score = s.sides.flatMap((side) => {
    const d = s.score[side];
    return d === undefined ? [] : [spreadRow(`${variant}${side} score`, d, fill)];
  });
  const measures = Object.entries(s.measures).flatMap(([name, parts]) =>
    Object.entries(parts).map(([part, d]) => spreadRow(`${variant}${measureLabel(name, part)}`, d, fill)),
  );
  return { score, measures, length: [spreadRow(`${variant}actions`, s.length, fill)] };
}

/** A study's chart: each side's win rate and the draws with 95 % intervals, then the spread of the score, each measure and the length. */
export function studyChart(s: SimulationSummary): string {
  const runs = s.runs.to - s.runs.from;
  const spreads = spreadRows(s);
  const sections: ChartSection[] = [
    { heading: 'Win rates, with 95 % intervals (0–100 %)', kind: 'interval', scale: [0, 1], rows: winRows(s) },
    { heading: `Score ${SPREAD_NOTE}`, kind: 'spread', rows: spreads.score },
    ...(spreads.measures.length === 0
      ? []
      : [
          {
            heading: 'Measures (each on its own range, as the score)',
            kind: 'spread' as const,
            rows: spreads.measures,
          },
        ]),
    { heading: 'Game length', kind: 'spread', rows: spreads.length },
  ];
  return svgPanelChart(sections, {
    title: `${s.game}: ${runs.toLocaleString('en-US')} games`,
    subtitle: `seed ${s.seed}, study ${s.study}${s.partial ? ` — ${partialNote(s)}` : ''}`,
  });
}

/** The scale of a section of differences: symmetric about 0, wide enough for every interval. */
function aroundZero(rows: readonly IntervalRow[]): [number, number] {
  const m = Math.max(1e-9, ...rows.flatMap((r) => [Math.abs(r.low), Math.abs(r.high)]));
  return [-m, m];
}

const differenceRow = (label: string, d: { mean: number; low: number; high: number }, scale = 1, unit = '') => ({
  label,
  value: d.mean * scale,
  low: d.low * scale,
  high: d.high * scale,
  text: `${d.mean >= 0 ? '+' : ''}${num(d.mean * scale)}${unit} (${num(d.low * scale)} to ${num(d.high * scale)})`,
});

/**
 * A comparison's chart: first B − A, each paired difference with its 95 % interval about a
 * zero line (win rates in points, scores, each measure); then A's and B's own figures side
 * by side, A in blue and B in orange. The title and subtitle say which rules each is.
 */
export function comparisonChart(c: RulesComparison, a: string, b: string): string {
  const wins = c.a.sides.flatMap((side) => {
    const one = c.sides[side];
    return one === undefined ? [] : [differenceRow(`${side} win rate`, one.winRate, 100, ' pts')];
  });
  const scores = c.a.sides.flatMap((side) => {
    const one = c.sides[side];
    return one === undefined ? [] : [differenceRow(`${side} score`, one.score)];
  });
  const measures = Object.entries(c.measures).flatMap(([name, parts]) =>
    Object.entries(parts).map(([part, d]) => differenceRow(measureLabel(name, part), d)),
  );
  const spreadA = spreadRows(c.a, 'A · ');
  const spreadB = spreadRows(c.b, 'B · ', ORANGE);
  const paired = <T>(x: readonly T[], y: readonly T[]) =>
    x.flatMap((row, i) => [row, ...(y[i] === undefined ? [] : [y[i]])]);
  // A's and B's spreads of one quantity on one range, so that the two read against each other.
  const together = (x: readonly SpreadRow[], y: readonly SpreadRow[]) =>
    x.flatMap((row, i) => {
      const other = y[i];
      if (other === undefined) return [row];
      const range = [Math.min(row.min, other.min), Math.max(row.max, other.max)] as const;
      return [
        { ...row, range },
        { ...other, range },
      ];
    });
  const sections: ChartSection[] = [
    {
      heading: 'B − A: win rates (points), paired 95 % intervals',
      kind: 'interval',
      scale: aroundZero(wins),
      rows: wins,
    },
    { heading: 'B − A: scores', kind: 'interval', scale: aroundZero(scores), rows: scores },
    ...(measures.length === 0
      ? []
      : [{ heading: 'B − A: measures', kind: 'interval' as const, scale: aroundZero(measures), rows: measures }]),
    {
      heading: 'A and B: win rates, with 95 % intervals (0–100 %)',
      kind: 'interval',
      scale: [0, 1],
      rows: paired(winRows(c.a, 'A · '), winRows(c.b, 'B · ', ORANGE)),
    },
    {
      heading:
        'A and B: score (A and B of each on one range, least to most: box 25–75 %, bar the median, whiskers 5–95 %, ring the mean)',
      kind: 'spread',
      rows: together(spreadA.score, spreadB.score),
    },
    ...(spreadA.measures.length === 0
      ? []
      : [
          { heading: 'A and B: measures', kind: 'spread' as const, rows: together(spreadA.measures, spreadB.measures) },
        ]),
  ];
  return svgPanelChart(sections, {
    title: `${c.a.game}: rules B against rules A, over ${c.runs.toLocaleString('en-US')} paired games`,
    subtitle: `A (blue): ${a}; B (orange): ${b}; B played ${c.changed.toLocaleString('en-US')} of the ${c.runs.toLocaleString('en-US')} games differently; seed ${c.a.seed}`,
  });
}
