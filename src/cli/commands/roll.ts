import { explain } from '../../core/explain.js';
import { createDice } from '../../dice/create-dice.js';
import { integerFlag, type ParsedArgs } from '../args.js';
import { findModule, findResolver, noExtraWords } from '../find.js';
import { toJson } from '../format.js';
import type { CliIo } from '../io.js';
import type { CliModule } from '../registry.js';

/** Help for `naval-rules roll`. */
export const rollHelp = `Usage: naval-rules roll <set> <resolver> key=value ... [--seed N] [--json]

Resolves once with seeded dice and explains the result, e.g.
  naval-rules roll dice d10 --seed 7
Without --seed a seed is drawn and printed so the roll can be repeated.
--json prints the whole Resolution (rolls, modifiers, total, row, outcome).`;

/** Resolves once with seeded dice. */
export function rollCommand(parsed: ParsedArgs, io: CliIo, modules: readonly CliModule[]): number {
  const [, setName, resolverName] = parsed.positional;
  noExtraWords(parsed.positional, 3, 'roll');
  const resolver = findResolver(findModule(modules, setName, 'roll'), resolverName, 'roll');
  const seed = integerFlag(parsed.flags, 'seed', (Date.now() ^ (process.pid << 16)) | 0);
  const result = resolver.resolve(parsed.args, createDice(seed));
  io.out(parsed.flags.json === true ? toJson({ seed, resolution: result }) : `${explain(result)}\n(seed ${seed})`);
  return 0;
}
