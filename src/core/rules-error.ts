import type * as z from 'zod';
import { formatValue } from './format-value.js';

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
/** The brand every RulesError carries, shared by every copy of the library loaded in one process. */
const BRAND: unique symbol = Symbol.for('naval-rules.RulesError') as never;

export class RulesError extends Error {
  /**
   * `error instanceof RulesError` holds for a RulesError thrown by any copy of the library
   * (the ESM and the CJS build loaded in one process, or two bundles), through a brand
   * registered with `Symbol.for`.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value !== null && typeof value === 'object' && (value as { [BRAND]?: unknown })[BRAND] === true;
  }

  /** The cross-build brand; always true. */
  declare readonly [BRAND]: true;

  /** What kind of problem this is. */
  readonly code: RulesErrorCode;
  /** The rule or matrix concerned, when one is known. */
  readonly rule: string | undefined;
  /** The path of the offending field; empty for the input as a whole. */
  readonly path: RulesErrorPath;
  /** The zod issues behind an `INVALID_INPUT` error; empty otherwise. */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(message: string, details: RulesErrorDetails) {
    super(typeof message === 'string' ? message : formatValue(message));
    this.name = 'RulesError';
    Object.defineProperty(this, BRAND, { value: true });
    const known = details !== null && typeof details === 'object' ? details : { code: 'INVALID_INPUT' as const };
    this.code = typeof known.code === 'string' ? known.code : 'INVALID_INPUT';
    this.rule = typeof known.rule === 'string' ? known.rule : undefined;
    this.path = Array.isArray(known.path)
      ? known.path.filter((key) => typeof key === 'string' || Number.isSafeInteger(key))
      : [];
    this.issues = Array.isArray(known.issues) ? known.issues : [];
  }
}

/**
 * True when `value` is a {@link RulesError}, from this copy of the library or any other
 * (the same test as `instanceof RulesError`, which also works across builds); handy as
 * a type guard in `catch` blocks and array filters.
 *
 * @example
 * ```ts
 * try {
 *   createDice(1.5);
 * } catch (error) {
 *   if (isRulesError(error)) console.log(error.code); // 'INVALID_INPUT'
 * }
 * ```
 */
export function isRulesError(value: unknown): value is RulesError {
  return value instanceof RulesError;
}
