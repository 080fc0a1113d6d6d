import { RulesError } from '../core/rules-error.js';

/** A "no" from a legality check: why, and which rule says so. */
export interface Refusal {
  /** Always false: the action is not allowed. */
  readonly ok: false;
  /** A plain-language reason naming what is wrong. */
  readonly reason: string;
  /** The rule or case that forbids it, e.g. `'6.3.2'`. */
  readonly rule: string;
}

/** The answer of a legality check: `{ ok: true, ...details }` or a {@link Refusal}. */
export type Check<T extends object = Record<never, never>> = ({ readonly ok: true } & T) | Refusal;

/**
 * Builds a {@link Refusal}.
 *
 * @example
 * ```ts
 * refuse('6.2', 'off-board airbases cannot be attacked'); // { ok: false, reason: '…', rule: '6.2' }
 * ```
 */
export function refuse(rule: string, reason: string): Refusal {
  return { ok: false, reason, rule };
}

/**
 * Throws a {@link RulesError} (`ILLEGAL_ACTION`) carrying the refusal's reason and rule,
 * or returns the allowed answer: how the state-changing functions use their checks.
 *
 * @example
 * ```ts
 * const ok = enforce(checkMobileConstruction(state, site)); // throws when refused
 * ```
 */
export function enforce<T extends object>(check: Check<T>): { readonly ok: true } & T {
  if (check.ok) return check;
  throw new RulesError(`${check.rule}: ${check.reason}`, { code: 'ILLEGAL_ACTION', rule: check.rule });
}

/**
 * Throws an `ILLEGAL_ACTION` {@link RulesError} at once.
 *
 * @example
 * ```ts
 * illegal('4.4', 'the phase is over');
 * ```
 */
export function illegal(rule: string, reason: string): never {
  throw new RulesError(`${rule}: ${reason}`, { code: 'ILLEGAL_ACTION', rule });
}
