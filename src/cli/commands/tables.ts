import { type ParsedArgs, UsageError } from '../args.js';
import { findModule, findTable, noExtraWords } from '../find.js';
import { alignRows, renderTable, toJson } from '../format.js';
import type { CliIo } from '../io.js';
import type { CliModule } from '../registry.js';

/** Help for `naval-rules tables`. */
export const tablesHelp = `Usage: naval-rules tables [set [table]] [--json]

  naval-rules tables                   list every rule set's tables and resolvers
  naval-rules tables dice              list one rule set's tables and resolvers
  naval-rules tables dice conventions  print one table as printed`;

/** Lists tables and resolvers, or prints one table. */
export function tablesCommand(parsed: ParsedArgs, io: CliIo, modules: readonly CliModule[]): number {
  const [, setName, tableName] = parsed.positional;
  noExtraWords(parsed.positional, 3, 'tables');
  if (Object.keys(parsed.args).length > 0) throw new UsageError('tables takes no key=value arguments');
  const json = parsed.flags.json === true;
  if (setName !== undefined && tableName !== undefined) {
    const table = findTable(findModule(modules, setName, 'tables'), tableName, 'tables');
    const view = table.view();
    io.out(
      json
        ? toJson({ name: table.name, rule: table.rule, title: table.title, ...view })
        : `${table.title} (${table.rule})\n\n${renderTable(view)}`,
    );
    return 0;
  }
  const chosen = setName === undefined ? modules : [findModule(modules, setName, 'tables')];
  if (json) {
    io.out(
      toJson(
        chosen.map((m) => ({
          name: m.name,
          title: m.title,
          tables: m.tables.map(({ name, rule, title, usage }) => ({ name, rule, title, usage })),
          resolvers: m.resolvers.map(({ name, rule, title, usage }) => ({ name, rule, title, usage })),
        })),
      ),
    );
    return 0;
  }
  const blocks = chosen.map((m) => {
    const rows = [
      ...m.tables.map((t) => ['  table', t.name, t.rule, t.title]),
      ...m.resolvers.map((r) => ['  resolver', r.name, r.rule, r.title]),
    ];
    return [`${m.name}: ${m.title}`, ...alignRows(rows)].join('\n');
  });
  io.out(blocks.join('\n\n'));
  return 0;
}
