import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import { WHERE } from './client-game.js';

/**
 * An option that is a whole number from `min` to `max`: `fallback` when absent, else the
 * value, or a RulesError naming `options.<name>`, the value and the range. Internal.
 */
export function wholeOption(
  value: unknown,
  name: string,
  min: number,
  max: number,
  fallback: number,
  where: string = WHERE,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RulesError(
      `${where}: options.${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}; got ${formatValue(value)}`,
      { code: 'INVALID_INPUT', rule: 'boardgame.io', path: ['options', name] },
    );
  }
  return value;
}
