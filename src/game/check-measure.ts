import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { Measure } from './measure.js';

/** The key a measure of the whole game is kept under in a study's summary. Internal. */
export const WHOLE_GAME = 'game';

/**
 * A measure object checked field by field (`who` and `path` name it in the error): a
 * name of 1 to 100 characters other than `game`, a title, an optional rule, an `of`
 * function and what more it `reads`. Internal.
 */
export function checkMeasure(entry: unknown, who: string, path: readonly (string | number)[]): Measure<never> {
  const at = path.join('.');
  const fail = (field: string, wanted: string, got: unknown) =>
    new RulesError(`${who}: ${at}${field} must be ${wanted}; got ${formatValue(got)}`, {
      code: 'INVALID_INPUT',
      rule: 'simulation',
      path: field === '' ? path : [...path, field.slice(1)],
    });
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    throw fail('', "a measure's name or { name, title, of }", entry);
  }
  const { name, title, of, reads, rule } = entry as Record<string, unknown>;
  if (typeof name !== 'string' || name.length === 0 || name.length > 100 || name === WHOLE_GAME) {
    throw fail('.name', 'a text of 1 to 100 characters (not "game")', name);
  }
  if (typeof title !== 'string' || title.length > 1000)
    throw fail('.title', 'a text of at most 1,000 characters', title);
  if (rule !== undefined && (typeof rule !== 'string' || rule.length > 200))
    throw fail('.rule', 'a text of at most 200 characters', rule);
  if (typeof of !== 'function') throw fail('.of', 'a function of a finished game', of);
  if (
    reads !== undefined &&
    (!Array.isArray(reads) || reads.length > 2 || reads.some((r: unknown) => r !== 'start' && r !== 'events'))
  ) {
    throw fail('.reads', 'a list of "start" and/or "events"', reads);
  }
  return entry as Measure<never>;
}
