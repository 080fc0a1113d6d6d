import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { readTable } from '../../core/catalogue/read-table.js';
import type { ParsedArgs } from '../args.js';
import { findCatalogue, findTable } from '../find.js';
import { display, toJson } from '../format.js';
import { commandArgs } from '../input.js';
import type { CliIo } from '../io.js';

/** Help for `naval-rules lookup`. */
export const lookupHelp = `Usage: naval-rules lookup <set> <table> key=value ... [--json] [--input FILE | -]

Reads a table without rolling: the row key picks a row, the column key (if the table has
one) a cell, e.g.
  naval-rules lookup firepower matrix-10 score=5
  naval-rules lookup firepower matrix-9 battery=BB target=CA
Values are read as JSON when they parse (3, true, ["a"]) and as text otherwise; dotted
keys nest. rules.<field>=<json> reads the table with house rules or base-game tables in
force. 'naval-rules help lookup <set> <table>' names a table's keys.`;

/** Reads one catalogue table. */
export function lookupCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  const [, setName, tableName] = parsed.positional;
  const catalogue = findCatalogue(catalogues, setName, 'lookup');
  findTable(catalogue, tableName, 'lookup');
  const { rules, ...keys } = commandArgs(parsed, io, 3);
  const tables =
    rules === undefined || catalogue.tablesWith === undefined ? catalogue.tables : catalogue.tablesWith(rules);
  const result = readTable(findTable(catalogue, tableName, 'lookup', tables), keys);
  if (parsed.flags.json === true) io.out(toJson(result));
  else if (result.cells === undefined) io.out(`${result.row} / ${result.column}: ${display(result.cell)}`);
  else
    io.out(
      Object.entries(result.cells)
        .map(([heading, cell]) => `${heading}: ${display(cell)}`)
        .join('\n') || result.row,
    );
  return 0;
}
