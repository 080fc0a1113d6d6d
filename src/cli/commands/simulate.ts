import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { didYouMean } from '../../core/did-you-mean.js';
import type { CatalogueGame, GameCatalogue } from '../../game/catalogue-game.js';
import { compareRules, type RulesComparison } from '../../simulate/compare-rules.js';
import type { Distribution } from '../../simulate/distribution.js';
import { mergeSimulations } from '../../simulate/merge-simulations.js';
import { type SimulateOptions, simulate, studyOf } from '../../simulate/simulate.js';
import type { SimulationSummary } from '../../simulate/simulation-summary.js';
import { integerFlag, onlyFlags, type ParsedArgs, UsageError } from '../args.js';
import { toJson } from '../format.js';
import { findGameCatalogue, readJson } from '../game-file.js';
import type { CliIo } from '../io.js';
import { progressReporter } from '../progress-line.js';
import { expectScored } from '../scoring-module.js';
import { svgBarChart } from '../svg-chart.js';

/** Help for `naval-rules simulate`. */
export const simulateHelp = `Usage: naval-rules simulate <set> --input SETUP --runs N [--bots A,B] [--seed N]
         [--rules FILE] [--compare FILE] [--measure NAME]... [--shard i/n] [--workers N]
         [--max-actions N] [--scoring MODULE] [--json] [--svg FILE]
       naval-rules simulate --help <set>   (the set's measures)
       naval-rules simulate merge FILE... [--partial] [--json] [--svg FILE]

Plays N whole games from SETUP with one bot a side (random, doctrine or search; default
doctrine for every side that has one) and sums them up: each side's win rate and the draw
rate with Wilson 95 % intervals, each side's score (mean, spread, quantiles) and game
length, and each of the game's measures (transports lost, ships sunk by class, turns, …;
\`simulate --help <set>\` lists them). Run i's seed comes from --seed (default 1) and i
alone, so a study gives the same figures however it is split.
  --rules FILE      house rules for every run (in place of the set-up's "rules")
  --compare FILE    a second variant of house rules: both are played on the same seeds
                    (paired runs), and what the second does to each side is told with a
                    paired 95 % interval and a verdict in words
  --measure NAME    take only this measure of the game (repeatable; default all of them,
                    \`--measure none\` for none but the outcome's own)
  --shard i/n       play only share i (from 0) of n, for a study split over processes or
                    machines; \`simulate merge\` joins the shards' --json summaries exactly,
                    and refuses shards that leave runs out unless given --partial
                    (the summary then says PARTIAL)
  --workers N       spreads the runs over N worker threads (the figures are the same)
  --scoring MODULE  plays and counts by your scoring: the module's default export,
                    { name, outcome(state, own) } (see withScoring); in one thread
  --svg FILE        writes the score distributions as an SVG chart
A progress line (games done, rate, time left) shows on a terminal's standard error, at
most 10 redraws a second; none when it is piped.

  naval-rules simulate war-at-sea --input setup.json --runs 1000 --bots doctrine,random
  naval-rules simulate war-at-sea --input setup.json --runs 1000 --shard 0/4 --json > s0.json
  naval-rules simulate merge s0.json s1.json s2.json s3.json`;

const FLAGS = [
  'input',
  'runs',
  'bots',
  'seed',
  'rules',
  'compare',
  'shard',
  'max-actions',
  'workers',
  'scoring',
  'measure',
  'json',
  'svg',
] as const;

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

function distributionLine(label: string, d: Distribution): string {
  const q = d.quantiles;
  return `${label.padEnd(label.length > 14 ? label.length : 14)} mean ${num(d.mean)}, sd ${num(d.sd)}; 5/25/50/75/95 %: ${[q.p05, q.p25, q.p50, q.p75, q.p95].map(num).join(' / ')}; ${num(d.min)}–${num(d.max)}`;
}

/** What a partial summary says of itself, in every output. */
function partialNote(s: SimulationSummary): string {
  const missing = s.runs.of - (s.runs.to - s.runs.from);
  return `PARTIAL: ${(s.runs.to - s.runs.from).toLocaleString('en-US')} of the study's ${s.runs.of.toLocaleString('en-US')} runs; ${missing.toLocaleString('en-US')} missing`;
}

/** The summary as a table for people. */
function summaryLines(s: SimulationSummary): string[] {
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

function comparisonLines(c: RulesComparison): string[] {
  const lines = [
    'rules A:',
    ...summaryLines(c.a).map((l) => `  ${l}`),
    'rules B:',
    ...summaryLines(c.b).map((l) => `  ${l}`),
    `B against A: B played ${c.changed.toLocaleString('en-US')} of the ${c.runs.toLocaleString('en-US')} paired games differently${c.changed === 0 ? ' (the rule never came into play)' : ''}`,
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

/** The score distributions as one SVG chart. */
function scoreChart(s: SimulationSummary): string {
  const runs = s.runs.to - s.runs.from;
  const rows = s.sides.flatMap((side) =>
    (s.score[side]?.histogram ?? []).map(([value, count]) => ({
      label: `${side} ${num(value)}`,
      exact: `${count}/${runs}`,
      probability: count / runs,
    })),
  );
  return svgBarChart(rows, {
    title: `${s.game}: each side's score over ${runs} games`,
    subtitle: `seed ${s.seed}, study ${s.study}${s.partial ? ` — ${partialNote(s)}` : ''}`,
  });
}

/**
 * A comparison's score distributions as one SVG chart: for each side and score, variant A's
 * bar and then B's, each labelled with its variant, so the two read side by side; the title
 * says which is which and how many paired games differed.
 */
function comparisonChart(c: RulesComparison, a: string, b: string): string {
  const rows = c.a.sides.flatMap((side) => {
    const values = new Set(
      [...(c.a.score[side]?.histogram ?? []), ...(c.b.score[side]?.histogram ?? [])].map(([v]) => v),
    );
    return [...values]
      .sort((x, y) => x - y)
      .flatMap((value) =>
        (['A', 'B'] as const).map((variant) => {
          const summary = variant === 'A' ? c.a : c.b;
          const count = summary.score[side]?.histogram.find(([v]) => v === value)?.[1] ?? 0;
          return {
            label: `${variant} · ${side} ${num(value)}`,
            exact: `${count}/${c.runs}`,
            probability: count / c.runs,
            // B in orange beside A's blue (both 4.5:1 or more on white).
            ...(variant === 'B' ? { fill: '#b35806' } : {}),
          };
        }),
      );
  });
  return svgBarChart(rows, {
    title: `${c.a.game}: each side's score, rules A and rules B, over ${c.runs} paired games`,
    subtitle: `A: ${a}; B: ${b}; B played ${c.changed} of the ${c.runs} games differently; seed ${c.a.seed}`,
  });
}

function shardOf(value: string): NonNullable<SimulateOptions['shard']> {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index >= count)
    throw new UsageError(`--shard must be i/n with 0 ≤ i < n, e.g. 0/4; got ${value}`);
  return { index, count };
}

/** A `--name` of at least 1 (`integerFlag` reads it), or `fallback` when not given. */
function wholeFlag(parsed: ParsedArgs, name: 'runs' | 'workers' | 'max-actions', fallback: number): number {
  const n = integerFlag(parsed.flags, name, fallback);
  if (n < 1) throw new UsageError(`--${name} must be a whole number ≥ 1; got ${parsed.flags[name]}`);
  return n;
}

/** The measures `--measure` names (undefined: all the game's), each checked against the game's. */
function measuresFlag(given: readonly string[] | undefined, game: CatalogueGame): string[] | undefined {
  if (given === undefined) return undefined;
  if (given.includes('none')) {
    if (given.length > 1) throw new UsageError('--measure none goes alone');
    return [];
  }
  const names = (game.measures ?? []).map((m) => m.name);
  for (const name of given) {
    if (!names.includes(name)) {
      const near = didYouMean(name, names);
      throw new UsageError(
        `--measure ${name}: not a measure of ${game.name}${near === undefined ? '' : ` (did you mean "${near}"?)`}; its measures: ${names.join(', ') || 'none'}`,
      );
    }
  }
  return [...new Set(given)];
}

/** `naval-rules simulate --help <set>`: the usage, then the set's measures with what each counts and the rule it reads. */
export function simulateSetHelp(catalogue: GameCatalogue): string {
  const measures = catalogue.game.measures ?? [];
  const width = Math.max(0, ...measures.map((m) => m.name.length));
  return [
    simulateHelp,
    '',
    `Measures of ${catalogue.name} (--measure NAME; all of them by default), beside those its outcome gives:`,
    ...(measures.length === 0
      ? ['  none']
      : measures.map((m) => `  ${m.name.padEnd(width)}  ${m.title}${m.rule === undefined ? '' : ` (${m.rule})`}`)),
  ].join('\n');
}

/** What a `simulate` command line asks for: the study's options and how to print the result. */
export interface SimulateRequest {
  readonly set: string;
  readonly options: SimulateOptions;
  /** The second variant's house rules (`--compare`), if any. */
  readonly compare?: unknown;
  readonly json: boolean;
  readonly svg: string | undefined;
  /** Worker threads to spread the runs over (`--workers`, default 1). */
  readonly workers: number;
}

/** Reads a `simulate` command line (not `simulate merge`) into a request. */
export function simulateRequest(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): SimulateRequest {
  const [, setName, ...files] = parsed.positional;
  onlyFlags(parsed.flags, 'simulate', FLAGS);
  if (files.length > 0) throw new UsageError(`simulate takes one rule set; got also ${files.join(' ')}`);
  const catalogue = findGameCatalogue(catalogues, setName, 'simulate');
  expectScored(catalogue, parsed.flags.scoring);
  if (parsed.flags.input === undefined)
    throw new UsageError('simulate needs --input SETUP (a set-up as game new takes it)');
  const setup = readJson(io, parsed.flags.input, '--input');
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup))
    throw new UsageError('--input must be a set-up object');
  if (parsed.flags.runs === undefined) throw new UsageError('simulate needs --runs N');
  const runs = wholeFlag(parsed, 'runs', 1);
  const sides = catalogue.game.game.sides;
  const kinds = (
    parsed.flags.bots ?? sides.map(() => (catalogue.game.doctrine === undefined ? 'random' : 'doctrine')).join(',')
  ).split(',');
  if (kinds.length !== sides.length)
    throw new UsageError(`--bots names one bot a side (${sides.join(', ')}): e.g. doctrine,random`);
  const bots = Object.fromEntries(sides.map((side, i) => [side, kinds[i]])) as SimulateOptions['bots'];
  const options: SimulateOptions = {
    game: catalogue.game,
    setup: setup as Record<string, unknown>,
    bots,
    runs,
    seed: integerFlag(parsed.flags, 'seed', 1),
    ...(parsed.flags.rules === undefined ? {} : { rules: readJson(io, parsed.flags.rules, '--rules') }),
    ...(parsed.flags.shard === undefined ? {} : { shard: shardOf(parsed.flags.shard) }),
    maxActions: wholeFlag(parsed, 'max-actions', 10_000),
  };
  const measures = measuresFlag(parsed.flags.measure, catalogue.game);
  if (measures !== undefined) Object.assign(options, { measures });
  const workers = wholeFlag(parsed, 'workers', 1);
  if (workers > 64) throw new UsageError(`--workers must be at most 64; got ${workers}`);
  if (workers > 1 && parsed.flags.compare !== undefined)
    throw new UsageError('--compare runs in one thread: leave out --workers');
  if (workers > 1 && parsed.flags.scoring !== undefined)
    throw new UsageError('--scoring runs in one thread: leave out --workers');
  return {
    set: catalogue.name,
    options,
    ...(parsed.flags.compare === undefined ? {} : { compare: readJson(io, parsed.flags.compare, '--compare') }),
    json: parsed.flags.json === true,
    svg: parsed.flags.svg,
    workers,
  };
}

/** Prints a study's summary (table or JSON) and writes its chart. */
export function printSummary(
  request: Pick<SimulateRequest, 'json' | 'svg'>,
  io: CliIo,
  summary: SimulationSummary,
): void {
  io.out(request.json ? toJson(summary) : summaryLines(summary).join('\n'));
  if (request.svg !== undefined) io.write(request.svg, scoreChart(summary));
}

/** `naval-rules simulate …` in this thread (the command line's `--workers` N > 1 runs in worker threads instead). */
export function simulateCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  const [, setName, ...files] = parsed.positional;
  if (setName === 'merge') {
    onlyFlags(parsed.flags, 'simulate merge', ['json', 'svg', 'partial']);
    if (files.length === 0)
      throw new UsageError("simulate merge takes the shards' --json summaries: simulate merge s0.json s1.json …");
    printSummary(
      { json: parsed.flags.json === true, svg: parsed.flags.svg },
      io,
      mergeSimulations(...files.map((file) => readJson(io, file, file) as SimulationSummary), {
        partial: parsed.flags.partial === true,
      }),
    );
    return 0;
  }
  const request = simulateRequest(parsed, io, catalogues);
  const onProgress = io.progress === undefined ? {} : { onProgress: progressReporter(io.progress) };
  if (request.compare !== undefined) {
    const { rules, ...rest } = request.options;
    const comparison = compareRules({ ...rest, ...onProgress, a: rules, b: request.compare });
    io.out(request.json ? toJson(comparison) : comparisonLines(comparison).join('\n'));
    if (request.svg !== undefined) {
      const a = parsed.flags.rules === undefined ? "the set-up's own rules" : `--rules ${parsed.flags.rules}`;
      io.write(request.svg, comparisonChart(comparison, a, `--compare ${parsed.flags.compare}`));
    }
    return 0;
  }
  if (request.workers > 1) {
    studyOf(request.options); // a bad set-up, rules or bot is its own error first
    throw new UsageError('--workers runs from the naval-rules command only');
  }
  printSummary(request, io, simulate({ ...request.options, ...onProgress }));
  return 0;
}
