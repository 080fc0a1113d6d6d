import type { Roll } from '../dice/roll.js';

/**
 * Where the library's own dice keep their roll log, under a symbol no user code meets:
 * resolvers mark the log and read their own rolls from it without making a record for
 * every roll the dice ever logged. Internal.
 */
export const LOG_READER: unique symbol = Symbol('naval-rules roll log');

/** What the library's own dice keep under {@link LOG_READER}. Internal. */
export interface LogReader {
  /** Rolls logged since the last clear (what `dice.log.length` reads). */
  readonly size: number;
  /** The rolls logged from `mark` on, as fresh records. */
  since(mark: number): readonly Roll[];
}

/** The roll log reader of the library's own dice, or undefined for any other dice. Internal. */
export function logReaderOf(dice: object): LogReader | undefined {
  return (dice as { [LOG_READER]?: LogReader })[LOG_READER];
}

/**
 * Where a resolver's own rolls start: `dice.log.length`, read without making the log's
 * records on the library's own dice. Internal.
 */
export function logMark(dice: { readonly log: readonly Roll[] }): number {
  const reader = logReaderOf(dice);
  return reader === undefined ? dice.log.length : reader.size;
}

/**
 * The rolls a resolver made since `mark` (from {@link logMark}): `rollsSince` without its
 * argument checks, for the library's own resolvers, whose dice are already checked. Internal.
 */
export function ownRolls(dice: { readonly log: readonly Roll[] }, mark: number): readonly Roll[] {
  const reader = logReaderOf(dice);
  return reader === undefined ? dice.log.slice(mark) : reader.since(mark);
}
