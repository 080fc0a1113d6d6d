import type { Roll } from '../dice/roll.js';
import { NO_ITEMS } from './no-items.js';

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
  /** True when the one roll logged from `mark` on is a plain d6 that read `value` under `label`. */
  isOnlyD6(mark: number, label: string, value: number): boolean;
  /** True when the log holds exactly `rolls` from `mark` on, each a plain d6 starting a run of its own. */
  holdsOwnRunD6(mark: number, rolls: readonly Roll[]): boolean;
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

/**
 * {@link ownRolls} for a step whose one roll was `dice.d6(label)`, which read `value`: on
 * the library's own dice the record is made straight from what the step knows once the log
 * is seen to hold exactly that roll (reading it back cost a gunnery hit about a tenth of
 * its time, measured); anything else is read from the log as usual. Internal.
 */
export function ownD6Roll(
  dice: { readonly log: readonly Roll[] },
  mark: number,
  label: string,
  value: number,
): readonly Roll[] {
  const reader = logReaderOf(dice);
  if (reader === undefined) return dice.log.slice(mark);
  if (reader.size === mark) return NO_ITEMS;
  return reader.isOnlyD6(mark, label, value) ? [{ label, die: 'd6', value }] : reader.since(mark);
}

/**
 * {@link ownRolls} for a step that knows the d6 throws it made, as records it shares
 * between throws (`expected`, in order, each under a label of its own): those records
 * once the library's own dice are seen to have logged exactly them, the log read as usual
 * otherwise (other dice, the log off, or rolls the step did not expect). Internal.
 */
export function ownD6Rolls(
  dice: { readonly log: readonly Roll[] },
  mark: number,
  expected: readonly Roll[],
): readonly Roll[] {
  const reader = logReaderOf(dice);
  if (reader === undefined) return dice.log.slice(mark);
  if (reader.size === mark) return NO_ITEMS;
  return reader.holdsOwnRunD6(mark, expected) ? expected : reader.since(mark);
}

/**
 * Where a step's one `dice.d6(label)` roll, which read `value`, stands among the results a
 * resolver shares between throws: `value - 1` when the library's own dice logged exactly
 * that roll (the step's rolls are then that one record), `value + 5` when their log is off
 * (no rolls), and -1 on any other dice or roll (the step is then built afresh). Internal.
 */
export function sharedD6Index(dice: object, mark: number, label: string, value: number): number {
  const reader = logReaderOf(dice);
  if (reader === undefined || !(value >= 1 && value <= 6 && Number.isInteger(value))) return -1;
  if (reader.size === mark) return value + 5;
  return reader.isOnlyD6(mark, label, value) ? value - 1 : -1;
}
