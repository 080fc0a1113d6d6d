import { parseInput } from '../core/parse-input.js';
import { airbaseAaArg } from './arguments.js';
import { type Check, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import type { Airbase } from './schemas/airbase.js';

/**
 * An airbase's intrinsic AA factor (6.6.1, 6.5.3): minor and mobile 2, major 3; 1 when
 * disrupted; none while a mobile base is under construction. Off-board bases cannot be
 * attacked, and the text gives no factor for a destroyed base: both are refused.
 *
 * @example
 * ```ts
 * airbaseAaFactor({ kind: 'major', disrupted: false, … }); // { ok: true, factor: 3, rule: '6.6.1' }
 * ```
 */
export function airbaseAaFactor(
  airbase: Pick<Airbase, 'kind' | 'disrupted' | 'destroyed' | 'underConstruction' | 'name'>,
  rules?: CartwheelRulesOverrides,
): Check<{ readonly factor: number; readonly rule: string }> {
  parseInput(airbaseAaArg, airbase, { rule: '6.6.1', what: 'airbase' });
  const aa = resolveCartwheelRules(rules).airbases.aa;
  if (airbase.kind === 'off-board') return refuse('6.6.1', `${airbase.name} is off-board and cannot be attacked`);
  if (airbase.destroyed) return refuse('6.6.3', `${airbase.name} is destroyed; rules 1–8 give it no AA factor`);
  if (airbase.underConstruction) return { ok: true, factor: aa.underConstruction, rule: '6.5.3' };
  if (airbase.disrupted) return { ok: true, factor: aa.disrupted, rule: '6.6.1' };
  return { ok: true, factor: aa[airbase.kind], rule: airbase.kind === 'mobile' ? '6.5.3' : '6.6.1' };
}
