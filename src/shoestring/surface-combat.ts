import { requireTable } from '../core/require-table.js';
import type { ShoestringRules } from './rules.js';
import type { ColumnTable } from './tables/column-table.js';

/**
 * The Surface-to-Surface Combat Table from the rules object, or a RulesError
 * (`MISSING_TABLE`) naming it: the variant uses it (O5.0) but does not print it.
 *
 * @example
 * ```ts
 * surfaceCombatTable(resolveShoestringRules(), 'O5.0'); // throws MISSING_TABLE
 * ```
 */
export function surfaceCombatTable(rules: ShoestringRules, rule: string): ColumnTable {
  return requireTable(rules.tables.surfaceCombat, {
    table: 'Surface-to-Surface Combat Table',
    rule,
    field: 'tables.surfaceCombat',
  });
}

/**
 * The Anti-Aircraft Combat Table from the rules object, or a RulesError (`MISSING_TABLE`)
 * naming it: step II.B.6 reads it but the variant does not print it.
 *
 * @example
 * ```ts
 * antiAircraftTable(resolveShoestringRules(), 'II.B.6'); // throws MISSING_TABLE
 * ```
 */
export function antiAircraftTable(rules: ShoestringRules, rule: string): ColumnTable {
  return requireTable(rules.tables.antiAircraft, {
    table: 'Anti-Aircraft Combat Table',
    rule,
    field: 'tables.antiAircraft',
  });
}
