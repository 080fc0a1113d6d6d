import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { isRulesError, RulesError } from '../../core/rules-error.js';
import { formatFraction } from '../../odds/fraction.js';
import { integerFlag, onlyFlags, type ParsedArgs, UsageError } from '../args.js';
import { findCatalogue, findResolver } from '../find.js';
import { barChart, display, toJson } from '../format.js';
import { commandArgs } from '../input.js';
import type { CliIo } from '../io.js';
import { type ResolverOdds, resolverEstimate, resolverExactOdds } from '../resolver-odds.js';
import { svgBarChart } from '../svg-chart.js';

/** Help for `naval-rules odds`. */
export const oddsHelp = `Usage: naval-rules odds <set> <resolver> key=value ... [--json] [--max-paths N] [--max-draws N] [--svg FILE]
       naval-rules odds <set> <resolver> key=value ... --estimate [--samples N] [--seed N]

Prints the exact distribution of a resolver's outcome, e.g.
  naval-rules odds dice two-d6
  naval-rules odds firepower gunnery battery=BB target=CA range=short --svg gunnery.svg
Every die sequence is enumerated (up to --max-paths sequences, default 100000, and
--max-draws dice in all, default 5000000); fractions are exact. --estimate runs a seeded
Monte Carlo estimate instead (default 100000 samples), numbers in ascending order, other
outcomes most likely first.
--svg FILE also writes the distribution as a standalone SVG bar chart.
--input FILE (or -) reads the input as one JSON object, as for roll.`;

/** The exact-odds limit error, told in this command's flags rather than the API's options. */
function inFlags(error: unknown): unknown {
  if (!isRulesError(error) || error.code !== 'ODDS_LIMIT') return error;
  const message = error.message
    .replace(/ \(maxPaths\); raise maxPaths or use estimateOdds$/, '; raise --max-paths or use --estimate')
    .replace(/ \(maxDraws\); raise maxDraws or use estimateOdds$/, '; raise --max-draws or use --estimate')
    .replace(/ \(maxDepth\); raise maxDepth or use estimateOdds$/, '; use --estimate')
    .replace(/^exactOdds: /, '');
  return new RulesError(message, { code: 'ODDS_LIMIT', rule: error.rule, path: error.path });
}

interface Row {
  readonly label: string;
  readonly exact: string;
  readonly probability: number;
}

/** Prints a resolver's exact (or estimated) outcome distribution. */
export function oddsCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  onlyFlags(parsed.flags, 'odds', ['json', 'max-paths', 'max-draws', 'estimate', 'samples', 'seed', 'svg', 'input']);
  const [, setName, resolverName] = parsed.positional;
  const resolver = findResolver(findCatalogue(catalogues, setName, 'odds'), resolverName, 'odds');
  const args = commandArgs(parsed, io, 3);
  const json = parsed.flags.json === true;
  const title = `${resolver.title} (${resolver.rule})`;
  if (parsed.flags.estimate !== true && (parsed.flags.samples !== undefined || parsed.flags.seed !== undefined)) {
    throw new UsageError('--samples and --seed go with --estimate');
  }
  let rows: Row[];
  let heading: string;
  let data: unknown;
  if (parsed.flags.estimate === true) {
    const samples = integerFlag(parsed.flags, 'samples', 100_000);
    const estimate = resolverEstimate(resolver, args, samples, integerFlag(parsed.flags, 'seed', 1));
    rows = estimate.outcomes.map((o) => ({
      label: display(o.outcome),
      exact: `\u00b1${(o.standardError * 100).toFixed(2)}%`,
      probability: o.probability,
    }));
    heading = `estimate from ${estimate.samples} samples, seed ${estimate.seed}`;
    data = estimate;
  } else {
    if (resolver.exactOdds !== undefined) {
      for (const flag of ['max-paths', 'max-draws'] as const) {
        if (parsed.flags[flag] !== undefined)
          throw new UsageError(`${resolver.command} has its own exact method; --${flag} does not apply`);
      }
    }
    let odds: ResolverOdds;
    try {
      odds = resolverExactOdds(resolver, args, {
        maxPaths: integerFlag(parsed.flags, 'max-paths', 100_000),
        maxDraws: integerFlag(parsed.flags, 'max-draws', 5_000_000),
      });
    } catch (error) {
      throw inFlags(error);
    }
    rows = odds.outcomes.map((o) => ({
      label: display(o.outcome),
      exact: formatFraction(o.fraction),
      probability: o.probability,
    }));
    heading = odds.heading;
    data = {
      exact: true,
      ...(odds.method === undefined ? { paths: odds.paths } : { method: odds.method }),
      outcomes: odds.outcomes.map((o) => ({
        outcome: o.outcome,
        fraction: formatFraction(o.fraction),
        probability: o.probability,
      })),
    };
  }
  if (parsed.flags.svg !== undefined) {
    const input = Object.entries(args)
      .map(([key, value]) => `${key}=${display(value)}`)
      .join(' ');
    const svg = svgBarChart(rows, { title, subtitle: heading, input: `${resolver.command} ${input}`.trim() });
    try {
      io.write(parsed.flags.svg, svg);
    } catch (error) {
      throw new UsageError(
        `cannot write --svg ${parsed.flags.svg}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  io.out(json ? toJson(data) : `${title}: ${heading}\n${barChart(rows)}`);
  return 0;
}
