import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';

/** The widest window of rolls a table check reads: wider ones are refused, never run. */
export const MAX_WINDOW = 10_000;

function refuse(where: string, field: string, message: string, value: unknown): never {
  throw new RulesError(`${where}: ${field} ${message}; got ${formatValue(value)}`, {
    code: 'INVALID_INPUT',
    rule: where,
    path: [field],
  });
}

/**
 * Checks a window of rolls `from`..`to` for a table check: whole numbers, `from` ≤ `to`,
 * at most {@link MAX_WINDOW} rolls wide. Anything else is a RulesError naming the field.
 */
export function checkRollWindow(from: unknown, to: unknown, where: string): { from: number; to: number } {
  if (!Number.isSafeInteger(from)) refuse(where, 'from', 'must be a whole number', from);
  if (!Number.isSafeInteger(to)) refuse(where, 'to', 'must be a whole number', to);
  const low = from as number;
  const high = to as number;
  if (low > high) refuse(where, 'to', `must not be below from (${low})`, high);
  if (high - low + 1 > MAX_WINDOW) {
    refuse(where, 'to', `must be within ${MAX_WINDOW} rolls of from (${low}); check a narrower window`, high);
  }
  return { from: low, to: high };
}
