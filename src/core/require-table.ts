import { expectObject, expectString } from './guards.js';
import { RulesError } from './rules-error.js';

/**
 * Returns a base-game table the texts do not print, or throws a RulesError
 * (`MISSING_TABLE`) that names the table and the rule that needs it.
 *
 * @example
 * ```ts
 * const chart = requireTable(rules.tables.seaZoneSearch, { table: 'Japanese sea zone search chart', rule: 'N19.3', field: 'tables.seaZoneSearch' });
 * ```
 */
export function requireTable<T>(
  table: T | undefined,
  where: { readonly table: string; readonly rule: string; readonly field: string },
): T {
  expectObject(where, 'requireTable', 'where');
  expectString(where.table, 'requireTable', 'where.table');
  expectString(where.rule, 'requireTable', 'where.rule');
  expectString(where.field, 'requireTable', 'where.field');
  if (table === undefined) {
    throw new RulesError(
      `${where.rule} needs the ${where.table}, which the rule text does not print: pass it as ${where.field} (it belongs to the base game you own)`,
      { code: 'MISSING_TABLE', rule: where.rule, path: where.field.split('.') },
    );
  }
  return table;
}
