import type * as z from 'zod';

/** What kind of problem a {@link RulesError} reports. */
export type RulesErrorCode =
  /** An input failed its zod schema. */
  | 'INVALID_INPUT'
  /** A die value outside the die that was asked for (scripted dice). */
  | 'DIE_OUT_OF_RANGE'
  /** Scripted dice were asked for more values than they were given. */
  | 'SCRIPT_EXHAUSTED'
  /** A band table leaves some integers uncovered. */
  | 'TABLE_GAP'
  /** A band table covers some integers twice. */
  | 'TABLE_OVERLAP'
  /** A band table, or another table, is malformed in some other way. */
  | 'TABLE_INVALID'
  /** A base-game table that the texts do not contain was needed but not supplied. */
  | 'MISSING_TABLE'
  /** `exactOdds` would have to enumerate more die sequences than allowed. */
  | 'ODDS_LIMIT'
  /** An experiment asked for different dice on a replay of the same prefix. */
  | 'NONDETERMINISTIC'
  /** A game action that the rules do not allow in the given state. */
  | 'ILLEGAL_ACTION';

/** Where in the input a problem sits: object keys and array indices, outermost first. */
export type RulesErrorPath = readonly (string | number)[];

/** Everything a {@link RulesError} carries besides its message. */
export interface RulesErrorDetails {
  /** What kind of problem this is. */
  readonly code: RulesErrorCode;
  /** The rule or matrix whose input or table was at fault, e.g. `'N18.7'` or `'Matrix 10'`. */
  readonly rule?: string | undefined;
  /** The path of the offending field in the input; empty for the input as a whole. */
  readonly path?: RulesErrorPath | undefined;
  /** The zod issues behind an `INVALID_INPUT` error; empty otherwise. */
  readonly issues?: readonly z.core.$ZodIssue[] | undefined;
}

/**
 * The one error every public function of naval-rules throws for bad input, impossible
 * dice, malformed tables or illegal actions. Its message names the field, the value and
 * the rule; `code`, `rule`, `path` and `issues` carry the same facts as data.
 *
 * @example
 * ```ts
 * try {
 *   scriptedDice([7]).d6('demo');
 * } catch (error) {
 *   if (error instanceof RulesError) console.log(error.code); // 'DIE_OUT_OF_RANGE'
 * }
 * ```
 */
export class RulesError extends Error {
  /** What kind of problem this is. */
  readonly code: RulesErrorCode;
  /** The rule or matrix concerned, when one is known. */
  readonly rule: string | undefined;
  /** The path of the offending field; empty for the input as a whole. */
  readonly path: RulesErrorPath;
  /** The zod issues behind an `INVALID_INPUT` error; empty otherwise. */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(message: string, details: RulesErrorDetails) {
    super(message);
    this.name = 'RulesError';
    this.code = details.code;
    this.rule = details.rule;
    this.path = details.path ?? [];
    this.issues = details.issues ?? [];
  }
}

/** True when `value` is a {@link RulesError} (also across bundle copies, by name and code). */
export function isRulesError(value: unknown): value is RulesError {
  return (
    value instanceof RulesError ||
    (value instanceof Error && value.name === 'RulesError' && typeof (value as { code?: unknown }).code === 'string')
  );
}
