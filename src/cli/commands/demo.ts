import { explain } from '../../core/explain.js';
import { isRulesError } from '../../core/rules-error.js';
import { createDice } from '../../dice/create-dice.js';
import { exactOdds } from '../../odds/exact-odds.js';
import { formatFraction } from '../../odds/fraction.js';
import { integerFlag, type ParsedArgs } from '../args.js';
import { barChart, display } from '../format.js';
import type { CliIo } from '../io.js';
import type { CliModule } from '../registry.js';
import { exampleWords } from './entry-help.js';

/** Help for `naval-rules demo`. */
export const demoHelp = `Usage: naval-rules demo [--seed N]

A short seeded tour: for each rule set, one example resolution explained and the
exact odds of one resolver. The same seed (default 2026) prints the same tour.`;

/** Prints the tour. */
export function demoCommand(parsed: ParsedArgs, io: CliIo, modules: readonly CliModule[]): number {
  const seed = integerFlag(parsed.flags, 'seed', 2026);
  const dice = createDice(seed);
  const parts = [`naval-rules demo (seed ${seed}): what is registered, rolled once each`];
  for (const module of modules) {
    parts.push(
      `\n== ${module.name}: ${module.title} (${module.tables.length} tables, ${module.resolvers.length} resolvers)`,
    );
    for (const resolver of module.resolvers.slice(0, 3)) {
      const args = exampleWords(resolver.example);
      parts.push(`\n$ naval-rules roll ${module.name} ${resolver.name} ${args}`.trimEnd());
      parts.push(explain(resolver.resolve(resolver.example, dice)));
    }
    const featured = module.resolvers[module.resolvers.length > 4 ? 4 : module.resolvers.length - 1];
    if (featured !== undefined) {
      const project = featured.project ?? ((r) => r.outcome);
      parts.push(`\n$ naval-rules odds ${module.name} ${featured.name}`);
      try {
        const odds = exactOdds((d) => project(featured.resolve(featured.example, d)));
        const rows = odds.outcomes.map((o) => ({
          label: display(o.outcome),
          exact: formatFraction(o.fraction),
          probability: o.probability,
        }));
        parts.push(barChart(rows, 30));
      } catch (error) {
        if (!isRulesError(error) || error.code !== 'ODDS_LIMIT') throw error;
        parts.push('(too many die sequences for exact odds here: use --estimate)');
      }
    }
  }
  parts.push('\nMore: naval-rules tables | naval-rules --help');
  io.out(parts.join('\n'));
  return 0;
}
