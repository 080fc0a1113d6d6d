import type { RulesError } from '../core/rules-error.js';

/** A rules error as JSON for scripts: its code, rule, message and the path of the field. */
export interface ErrorJson {
  /** `INVALID_INPUT`, `ILLEGAL_ACTION`, `ODDS_LIMIT`, … (see the errors page). */
  readonly code: string;
  /** The rule that refused, when one did. */
  readonly rule?: string;
  /** The message, naming the field and the value. */
  readonly message: string;
  /** Where in the input the fault lies. */
  readonly path: readonly (string | number)[];
}

/** The JSON form of a {@link RulesError}, as `--json` prints it. */
export function errorJson(error: RulesError): ErrorJson {
  const path = (error.path ?? []).map((key) => (typeof key === 'number' ? key : String(key)));
  return error.rule === undefined
    ? { code: error.code, message: error.message, path }
    : { code: error.code, rule: error.rule, message: error.message, path };
}
