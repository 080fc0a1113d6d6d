/**
 * Short labels for a distribution's outcomes. Outcomes that are objects alike in most of
 * their fields (a squadron's initiative: the flagship's choice, then each other ship's) read
 * the same for their first few dozen characters; their labels name only the fields that
 * differ between outcomes, so each bar of the chart says what sets it apart. The table
 * beside it gives each outcome whole.
 */
import { display } from '../../src/cli/format.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * One label an outcome, in order.
 *
 * @example
 * ```ts
 * outcomeLabels([{ a: 1, b: 'x' }, { a: 2, b: 'x' }]); // ['a 1', 'a 2']
 * ```
 */
export function outcomeLabels(outcomes: readonly unknown[]): string[] {
  if (outcomes.length < 2 || !outcomes.every(isRecord)) return outcomes.map((o) => display(o));
  const keys = [...new Set(outcomes.flatMap((o) => Object.keys(o as Record<string, unknown>)))];
  const varying = keys.filter(
    (key) => new Set(outcomes.map((o) => display((o as Record<string, unknown>)[key]))).size > 1,
  );
  if (varying.length === 0) return outcomes.map((o) => display(o));
  return outcomes.map((o) => varying.map((key) => `${key} ${display((o as Record<string, unknown>)[key])}`).join(', '));
}

/**
 * An outcome as words for the table: an object as its fields ("flagship intercept; others
 * follow, follow"), a list as its items, anything else as the library displays it.
 *
 * @example
 * ```ts
 * readable({ flagship: 'intercept', others: ['follow', 'follow'] }); // 'flagship intercept; others follow, follow'
 * ```
 */
export function readable(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(readable).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, field]) => `${key} ${isRecord(field) ? `(${readable(field)})` : readable(field)}`)
      .join('; ');
  }
  return display(value);
}
