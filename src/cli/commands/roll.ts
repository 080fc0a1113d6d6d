import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { explain } from '../../core/explain.js';
import { createDice } from '../../dice/create-dice.js';
import { integerFlag, onlyFlags, type ParsedArgs } from '../args.js';
import { findCatalogue, findResolver } from '../find.js';
import { toJson } from '../format.js';
import { commandArgs } from '../input.js';
import type { CliIo } from '../io.js';
import { resolverCall } from '../resolver-call.js';

/** Help for `naval-rules roll`. */
export const rollHelp = `Usage: naval-rules roll <set> <resolver> key=value ... [--seed N] [--json] [--input FILE | -]

Resolves once with seeded dice and explains the result, e.g.
  naval-rules roll dice d10 --seed 7
  echo '{"battery":"BB","target":"CA","range":"short"}' | naval-rules roll firepower gunnery -
Without --seed a seed is drawn and printed so the roll can be repeated. --input FILE (or
- for standard input) reads the input as one JSON object; key=value words override it.
--json prints the whole Resolution (rolls, modifiers, total, row, outcome).
'naval-rules help roll <set> <resolver>' lists a resolver's fields.`;

/** Resolves once with seeded dice. */
export function rollCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  onlyFlags(parsed.flags, 'roll', ['seed', 'json', 'input']);
  const [, setName, resolverName] = parsed.positional;
  const resolver = findResolver(findCatalogue(catalogues, setName, 'roll'), resolverName, 'roll');
  const args = commandArgs(parsed, io, 3);
  const seed = integerFlag(parsed.flags, 'seed', (Date.now() ^ (process.pid << 16)) | 0);
  const result = resolverCall(resolver, args)(createDice(seed));
  io.out(parsed.flags.json === true ? toJson({ seed, resolution: result }) : `${explain(result)}\n(seed ${seed})`);
  return 0;
}
