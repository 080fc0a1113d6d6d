import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { didYouMean } from '../../core/did-you-mean.js';
import type { CatalogueGame, GameCatalogue } from '../../game/catalogue-game.js';
import { compareRules } from '../../simulate/compare-rules.js';
import { mergeSimulations } from '../../simulate/merge-simulations.js';
import { type SimulateOptions, simulate, studyOf } from '../../simulate/simulate.js';
import type { SimulationSummary } from '../../simulate/simulation-summary.js';
import { integerFlag, onlyFlags, type ParsedArgs, UsageError } from '../args.js';
import { toJson } from '../format.js';
import { findGameCatalogue, readJson } from '../game-file.js';
import type { CliIo } from '../io.js';
import { progressReporter } from '../progress-line.js';
import { expectScored } from '../scoring-module.js';
import { shellWord } from '../shell-word.js';
import { comparisonChart, studyChart } from '../study-charts.js';
import { comparisonLines, summaryLines } from '../study-lines.js';
import { comparisonReport, reportHtml, reportMarkdown, studyReport } from '../study-report.js';

/** Help for `naval-rules simulate`. */
export const simulateHelp = `Usage: naval-rules simulate <set> --input SETUP --runs N [--bots A,B] [--seed N]
         [--rules FILE] [--compare FILE] [--measure NAME]... [--shard i/n] [--workers N]
         [--max-actions N] [--scoring MODULE] [--json] [--svg FILE] [--report FILE.html|FILE.md]
       naval-rules simulate --help <set>   (the set's measures)
       naval-rules simulate merge FILE... [--partial] [--json] [--svg FILE] [--report FILE]

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
  --svg FILE        writes the chart as SVG: win rates with their 95 % intervals and the
                    spread of the score, each measure and the length; with --compare, each
                    paired difference B − A with its interval, then A and B side by side
  --report FILE     writes a report to read without a terminal: the command line, the
                    figures as tables and the chart; FILE.html is one page, FILE.md links
                    its chart as FILE-chart.svg beside it
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
  'report',
] as const;

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
  /** Where `--report` writes (`.html` or `.md`), if given. */
  readonly report: string | undefined;
  /** The command line, as a report shows how it was played. */
  readonly command: string;
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
    report: reportFlag(parsed.flags.report),
    command: commandLine(parsed),
    workers,
  };
}

/** `--report FILE`: an .html or .md file. */
function reportFlag(file: string | undefined): string | undefined {
  if (file !== undefined && !/\.(html?|md)$/i.test(file))
    throw new UsageError(`--report writes FILE.html or FILE.md; got ${file}`);
  return file;
}

/** The command line a report says it was played with (its output options left out), quoted for a shell. */
function commandLine(parsed: ParsedArgs): string {
  const words = ['naval-rules', ...parsed.positional];
  for (const [flag, value] of Object.entries(parsed.flags)) {
    if (flag === 'json' || flag === 'svg' || flag === 'report') continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      words.push(`--${flag}`);
      if (one !== true) words.push(String(one));
    }
  }
  return words.map(shellWord).join(' ');
}

/** Writes `--report FILE` (HTML, or Markdown with its chart as an SVG file beside it). */
function writeReport(io: CliIo, file: string, report: Parameters<typeof reportHtml>[0]): void {
  if (/\.md$/i.test(file)) {
    const chart = file.replace(/\.md$/i, '-chart.svg');
    io.write(chart, report.chart);
    io.write(file, reportMarkdown(report, chart.split('/').at(-1) as string));
  } else io.write(file, reportHtml(report));
}

/** Prints a study's summary (table or JSON) and writes its chart and report. */
export function printSummary(
  request: Pick<SimulateRequest, 'json' | 'svg' | 'report' | 'command'>,
  io: CliIo,
  summary: SimulationSummary,
): void {
  io.out(request.json ? toJson(summary) : summaryLines(summary).join('\n'));
  if (request.svg !== undefined) io.write(request.svg, studyChart(summary));
  if (request.report !== undefined) writeReport(io, request.report, studyReport(summary, request.command));
}

/** `naval-rules simulate …` in this thread (the command line's `--workers` N > 1 runs in worker threads instead). */
export function simulateCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  const [, setName, ...files] = parsed.positional;
  if (setName === 'merge') {
    onlyFlags(parsed.flags, 'simulate merge', ['json', 'svg', 'partial', 'report']);
    if (files.length === 0)
      throw new UsageError("simulate merge takes the shards' --json summaries: simulate merge s0.json s1.json …");
    printSummary(
      {
        json: parsed.flags.json === true,
        svg: parsed.flags.svg,
        report: reportFlag(parsed.flags.report),
        command: commandLine(parsed),
      },
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
    const a = parsed.flags.rules === undefined ? "the set-up's own rules" : `--rules ${parsed.flags.rules}`;
    const b = `--compare ${parsed.flags.compare}`;
    if (request.svg !== undefined) io.write(request.svg, comparisonChart(comparison, a, b));
    if (request.report !== undefined)
      writeReport(io, request.report, comparisonReport(comparison, a, b, request.command));
    return 0;
  }
  if (request.workers > 1) {
    studyOf(request.options); // a bad set-up, rules or bot is its own error first
    throw new UsageError('--workers runs from the naval-rules command only');
  }
  printSummary(request, io, simulate({ ...request.options, ...onProgress }));
  return 0;
}
