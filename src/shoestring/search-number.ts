import { requireTable } from '../core/require-table.js';
import { RulesError } from '../core/rules-error.js';
import type { ShoestringRules } from './rules.js';
import type { Side } from './schemas.js';

/**
 * The name of a side's sea zone search chart, as errors print it.
 *
 * @example
 * ```ts
 * searchChartName('US'); // 'U.S. sea zone search chart'
 * ```
 */
export function searchChartName(side: Side): string {
  return side === 'US' ? 'U.S. sea zone search chart' : 'Japanese sea zone search chart';
}

/**
 * The number `side`'s sea zone search chart gives for `zone` (II.B.1): a modified search
 * roll below it finds the other side. A missing chart, or a chart without the zone, is a
 * RulesError (`MISSING_TABLE`) naming the chart.
 *
 * @example
 * ```ts
 * searchNumber('US', 'The Slot', resolveShoestringRules({ tables: { seaZoneSearch: { US: { zones: { 'The Slot': 4 } } } } }), 'II.B.1'); // 4
 * ```
 */
export function searchNumber(side: Side, zone: string, rules: ShoestringRules, rule: string): number {
  const chart = requireTable(rules.tables.seaZoneSearch[side], {
    table: searchChartName(side),
    rule,
    field: `tables.seaZoneSearch.${side}`,
  });
  const value = chart.zones[zone];
  if (value === undefined) {
    throw new RulesError(
      `${rule} needs the ${searchChartName(side)} entry for sea zone ${JSON.stringify(zone)}, which the chart given does not have (zones: ${Object.keys(chart.zones).join(', ')})`,
      { code: 'MISSING_TABLE', rule, path: ['tables', 'seaZoneSearch', side, 'zones', zone] },
    );
  }
  return value;
}
