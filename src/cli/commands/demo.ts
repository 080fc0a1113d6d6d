import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { explain } from '../../core/explain.js';
import { isRulesError } from '../../core/rules-error.js';
import { createDice } from '../../dice/create-dice.js';
import { exactOdds } from '../../odds/exact-odds.js';
import { formatFraction } from '../../odds/fraction.js';
import { integerFlag, onlyFlags, type ParsedArgs } from '../args.js';
import { barChart, display } from '../format.js';
import type { CliIo } from '../io.js';
import { exampleArgs, ownExactOdds, projection, resolverCall } from '../resolver-call.js';
import { exampleWords } from './help.js';

/** Help for `naval-rules demo`. */
export const demoHelp = `Usage: naval-rules demo [--seed N]

A short seeded tour: for each rule set, a few example resolutions explained and the
exact odds of one resolver. The same seed (default 2026) prints the same tour.
Examples that need a base-game table (one the rule texts do not print) use MADE-UP
tables, marked MADE_UP or "made up": they are not the game's values.`;

/** Fractions longer than this many characters are too long to read in a tour. */
const LONGEST_FRACTION = 24;

/** Prints the tour. */
export function demoCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  onlyFlags(parsed.flags, 'demo', ['seed']);
  const seed = integerFlag(parsed.flags, 'seed', 2026);
  const dice = createDice(seed);
  const parts = [
    `naval-rules demo (seed ${seed}): what each rule set offers, rolled once each`,
    'Examples that need a base-game table use MADE-UP values, not the game\u2019s.',
  ];
  for (const catalogue of catalogues) {
    parts.push(
      `\n== ${catalogue.name}: ${catalogue.title} (${catalogue.tables.length} tables, ${catalogue.resolvers.length} resolvers)`,
    );
    for (const resolver of catalogue.resolvers.slice(0, 3)) {
      const args = exampleArgs(resolver);
      const madeUp = resolver.exampleRules === undefined ? '' : '   # rules: MADE-UP tables';
      parts.push(`\n$ naval-rules roll ${catalogue.name} ${resolver.command} ${exampleWords(args)}`.trimEnd() + madeUp);
      parts.push(explain(resolverCall(resolver, args)(dice)));
    }
    const featured = catalogue.resolvers[catalogue.resolvers.length > 4 ? 4 : catalogue.resolvers.length - 1];
    if (featured !== undefined) {
      const args = exampleArgs(featured);
      const call = resolverCall(featured, args);
      const project = projection(featured);
      // As `naval-rules odds` does: a resolver with its own exact method (a fight over
      // turns, say) uses it, where enumerating every die sequence would pass the limit.
      const own = ownExactOdds(featured, args);
      parts.push(`\n$ naval-rules odds ${catalogue.name} ${featured.command} ${exampleWords(args)}`.trimEnd());
      try {
        const odds = own === undefined ? exactOdds((d) => project(call(d))) : own();
        const rows = odds.outcomes.map((o) => {
          const exact = formatFraction(o.fraction);
          return {
            label: display(o.outcome),
            exact: exact.length > LONGEST_FRACTION ? 'exact' : exact,
            probability: o.probability,
          };
        });
        parts.push(barChart(rows, 30));
        if (rows.some((row) => row.exact === 'exact')) {
          parts.push('(fractions too long for a tour are shown as "exact"; naval-rules odds prints them whole)');
        }
      } catch (error) {
        if (!isRulesError(error) || error.code !== 'ODDS_LIMIT') throw error;
        parts.push('(too many die sequences for exact odds here: use --estimate)');
      }
    }
  }
  parts.push('\nMore: naval-rules tables | naval-rules help');
  io.out(parts.join('\n'));
  return 0;
}
