import { estimateOdds } from '../../odds/estimate-odds.js';
import { exactOdds } from '../../odds/exact-odds.js';
import { formatFraction } from '../../odds/fraction.js';
import { integerFlag, type ParsedArgs } from '../args.js';
import { findModule, findResolver, noExtraWords } from '../find.js';
import { barChart, display, toJson } from '../format.js';
import type { CliIo } from '../io.js';
import type { CliModule } from '../registry.js';

/** Help for `naval-rules odds`. */
export const oddsHelp = `Usage: naval-rules odds <set> <resolver> key=value ... [--json] [--max-paths N]
       naval-rules odds <set> <resolver> key=value ... --estimate [--samples N] [--seed N]

Prints the exact distribution of a resolver's outcome, e.g.
  naval-rules odds dice 2d6
Every die sequence is enumerated (up to --max-paths, default 100000); fractions are
exact. --estimate runs a seeded Monte Carlo estimate instead (default 100000 samples).`;

/** Prints a resolver's exact (or estimated) outcome distribution. */
export function oddsCommand(parsed: ParsedArgs, io: CliIo, modules: readonly CliModule[]): number {
  const [, setName, resolverName] = parsed.positional;
  noExtraWords(parsed.positional, 3, 'odds');
  const resolver = findResolver(findModule(modules, setName, 'odds'), resolverName, 'odds');
  const project = resolver.project ?? ((r) => r.outcome);
  const experiment = (dice: Parameters<typeof resolver.resolve>[1]) => project(resolver.resolve(parsed.args, dice));
  const json = parsed.flags.json === true;
  const title = `${resolver.title} (${resolver.rule})`;
  if (parsed.flags.estimate === true) {
    const samples = integerFlag(parsed.flags, 'samples', 100_000);
    const estimate = estimateOdds(experiment, { samples, seed: integerFlag(parsed.flags, 'seed', 1) });
    if (json) io.out(toJson(estimate));
    else {
      const rows = estimate.outcomes.map((o) => ({
        label: display(o.outcome),
        exact: `\u00b1${(o.standardError * 100).toFixed(2)}%`,
        probability: o.probability,
      }));
      io.out(`${title}: estimate from ${estimate.samples} samples, seed ${estimate.seed}\n${barChart(rows)}`);
    }
    return 0;
  }
  const odds = exactOdds(experiment, { maxPaths: integerFlag(parsed.flags, 'max-paths', 100_000) });
  if (json) {
    io.out(
      toJson({
        exact: true,
        paths: odds.paths,
        outcomes: odds.outcomes.map((o) => ({
          outcome: o.outcome,
          fraction: formatFraction(o.fraction),
          probability: o.probability,
        })),
      }),
    );
  } else {
    const rows = odds.outcomes.map((o) => ({
      label: display(o.outcome),
      exact: formatFraction(o.fraction),
      probability: o.probability,
    }));
    io.out(`${title}: exact over ${odds.paths} die sequences\n${barChart(rows)}`);
  }
  return 0;
}
