import type { ParsedArgs } from '../args.js';
import { findModule, findTable, noExtraWords } from '../find.js';
import { display, toJson } from '../format.js';
import type { CliIo } from '../io.js';
import type { CliModule } from '../registry.js';

/** Help for `naval-rules lookup`. */
export const lookupHelp = `Usage: naval-rules lookup <set> <table> key=value ... [--json]

Reads a printed table without rolling, e.g.
  naval-rules lookup dice conventions die=d10z
Values are read as JSON when they parse (3, true, ["a"]) and as text otherwise;
dotted keys nest (target.class=CA). 'naval-rules tables <set>' lists the tables.`;

/** Reads one registered table. */
export function lookupCommand(parsed: ParsedArgs, io: CliIo, modules: readonly CliModule[]): number {
  const [, setName, tableName] = parsed.positional;
  noExtraWords(parsed.positional, 3, 'lookup');
  const table = findTable(findModule(modules, setName, 'lookup'), tableName, 'lookup');
  const result = table.lookup(parsed.args);
  io.out(parsed.flags.json === true ? toJson(result) : display(result));
  return 0;
}
