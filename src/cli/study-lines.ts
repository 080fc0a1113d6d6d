/**
 * A study's and a comparison's figures as lines for people: the command line's table, and
 * the figures of a report. Internal.
 */

import { WHOLE_GAME } from '../game/check-measure.js';
import type { RulesComparison } from '../simulate/compare-rules.js';
import type { Distribution } from '../simulate/distribution.js';
import type { SimulationSummary } from '../simulate/simulation-summary.js';

/** A measure's label in a chart or a report: the side's name before it, or the measure alone for the whole game. */
export const measureLabel = (name: string, part: string): string => (part === WHOLE_GAME ? name : `${part} ${name}`);

export const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
export const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

function distributionLine(label: string, d: Distribution): string {
  const q = d.quantiles;
  return `${label.padEnd(label.length > 14 ? label.length : 14)} mean ${num(d.mean)}, sd ${num(d.sd)}; 5/25/50/75/95 %: ${[q.p05, q.p25, q.p50, q.p75, q.p95].map(num).join(' / ')}; ${num(d.min)}–${num(d.max)}`;
}

/** What a partial summary says of itself, in every output. */
export function partialNote(s: SimulationSummary): string {
  const missing = s.runs.of - (s.runs.to - s.runs.from);
  return `PARTIAL: ${(s.runs.to - s.runs.from).toLocaleString('en-US')} of the study's ${s.runs.of.toLocaleString('en-US')} runs; ${missing.toLocaleString('en-US')} missing`;
}

/** The summary as a table for people. */
export function summaryLines(s: SimulationSummary): string[] {
  const runs = s.runs.to - s.runs.from;
  const lines = [
    `${s.game}: ${runs.toLocaleString('en-US')} games (runs ${s.runs.from}–${s.runs.to - 1}, seed ${s.seed}, study ${s.study})`,
  ];
  if (s.partial) lines.push(partialNote(s));
  for (const side of s.sides) {
    const w = s.wins[side];
    if (w !== undefined)
      lines.push(`${`${side} wins`.padEnd(14)} ${pct(w.rate)} (95 % CI ${pct(w.low)}–${pct(w.high)}), ${w.count}`);
  }
  lines.push(
    `${'draws'.padEnd(14)} ${pct(s.draws.rate)} (95 % CI ${pct(s.draws.low)}–${pct(s.draws.high)}), ${s.draws.count}`,
  );
  if (s.unfinished.count > 0)
    lines.push(`${'unfinished'.padEnd(14)} ${s.unfinished.count} (stopped at the action bound)`);
  for (const side of s.sides) {
    const d = s.score[side];
    if (d !== undefined) lines.push(distributionLine(`${side} score`, d));
  }
  for (const [name, parts] of Object.entries(s.measures)) {
    for (const [part, d] of Object.entries(parts)) lines.push(distributionLine(`${part} ${name}`, d));
  }
  lines.push(distributionLine('actions', s.length));
  return lines;
}

export function comparisonLines(c: RulesComparison): string[] {
  const lines = [
    'rules A:',
    ...summaryLines(c.a).map((l) => `  ${l}`),
    'rules B:',
    ...summaryLines(c.b).map((l) => `  ${l}`),
    `B against A: B changes ${c.settings.length === 0 ? 'no setting' : c.settings.join(', ')}; it played ${c.changed.toLocaleString('en-US')} of the ${c.runs.toLocaleString('en-US')} paired games differently${c.changed === 0 ? ' (the rule never came into play)' : ''}`,
  ];
  for (const side of c.a.sides) {
    const one = c.sides[side];
    if (one !== undefined)
      lines.push(
        `  B ${one.verdict}; score ${num(one.score.mean)} (95 % CI ${num(one.score.low)} to ${num(one.score.high)})`,
      );
  }
  for (const parts of Object.values(c.measures)) {
    for (const one of Object.values(parts)) lines.push(`  B ${one.verdict}`);
  }
  return lines;
}
