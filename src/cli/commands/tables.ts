import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { type ParsedArgs, UsageError } from '../args.js';
import { findCatalogue, findTable, noExtraWords } from '../find.js';
import { alignRows, renderTable, toJson } from '../format.js';
import type { CliIo } from '../io.js';

/** Help for `naval-rules tables`. */
export const tablesHelp = `Usage: naval-rules tables [set [table]] [--json]

  naval-rules tables                      list every rule set's tables and resolvers
  naval-rules tables firepower            list one rule set's tables and resolvers
  naval-rules tables firepower matrix-10  print one table as printed
--json prints the table as data: kind, row and column keys, columns, rows, notes.`;

/** Lists tables and resolvers, or prints one table. */
export function tablesCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  const [, setName, tableName] = parsed.positional;
  noExtraWords(parsed.positional, 3, 'tables');
  if (Object.keys(parsed.args).length > 0) throw new UsageError('tables takes no key=value arguments');
  const json = parsed.flags.json === true;
  if (setName !== undefined && tableName !== undefined) {
    const table = findTable(findCatalogue(catalogues, setName, 'tables'), tableName, 'tables');
    io.out(json ? toJson(table) : `${table.title} (${table.rule})\n\n${renderTable(table)}`);
    return 0;
  }
  const chosen = setName === undefined ? catalogues : [findCatalogue(catalogues, setName, 'tables')];
  if (json) {
    io.out(
      toJson(
        chosen.map((c) => ({
          name: c.name,
          title: c.title,
          tables: c.tables.map(({ name, rule, title, kind }) => ({ name, rule, title, kind })),
          resolvers: c.resolvers.map(({ command, name, rule, title }) => ({ command, function: name, rule, title })),
          schemas: c.schemas.map(({ name, title }) => ({ name, title })),
        })),
      ),
    );
    return 0;
  }
  const blocks = chosen.map((c) => {
    const rows = [
      ...c.tables.map((t) => ['  table', t.name, t.rule, t.title]),
      ...c.resolvers.map((r) => ['  resolver', r.command, r.rule, r.title]),
    ];
    return [`${c.name}: ${c.title}`, ...alignRows(rows)].join('\n');
  });
  io.out(blocks.join('\n\n'));
  return 0;
}
