import type { Roll } from '../dice/roll.js';
import { formatValue } from './format-value.js';
import { expectArray, expectFiniteNumber, expectObject, expectRule, expectString } from './guards.js';
import { logReaderOf, ownRolls } from './log-reader.js';
import type { Modifier } from './modifiers.js';
import { NO_ITEMS } from './no-items.js';
import { RulesError } from './rules-error.js';

/**
 * What every resolver returns: how the result was reached, as data.
 *
 * @example
 * ```ts
 * const r: Resolution<'Extend' | 'Return'> = {
 *   rule: 'N18.7', title: 'Extend naval patrol',
 *   rolls: [{ label: 'N18.7 extend patrol', die: 'd10z', value: 6 }],
 *   modifiers: [{ rule: 'N18.7', label: 'U.S. group', delta: -1 }],
 *   total: 5, row: '≤5', outcome: 'Extend', steps: [], notes: [],
 * };
 * ```
 */
export interface Resolution<Outcome> {
  /** The rule or matrix resolved, e.g. `'N18.7'` or `'Matrix 8'`. */
  readonly rule: string;
  /** A short plain-language name of what was resolved. */
  readonly title: string;
  /** The natural rolls this step made, in order (sub-steps keep their own). */
  readonly rolls: readonly Roll[];
  /** Every modifier applied to the roll, as data (zero deltas left out). */
  readonly modifiers: readonly Modifier[];
  /** The modified total read on the table; absent when no roll was read on a table. */
  readonly total?: number | undefined;
  /** The table row used, as printed (e.g. `'≤5'`); absent when no table was read. */
  readonly row?: string | undefined;
  /** The result. */
  readonly outcome: Outcome;
  /** Sub-resolutions in the order they happened (e.g. to-hit, then damage level). */
  readonly steps: readonly Resolution<unknown>[];
  /** Plain-language notes: rules applied without a roll, interpretations used. */
  readonly notes: readonly string[];
}

/** What {@link resolution} takes: a Resolution whose list fields may be left out. */
export interface ResolutionSpec<Outcome> {
  /** The rule or matrix resolved. */
  readonly rule: string;
  /** A short plain-language name of what was resolved. */
  readonly title: string;
  /** The natural rolls; default none. */
  readonly rolls?: readonly Roll[] | undefined;
  /** The modifiers applied; default none. */
  readonly modifiers?: readonly Modifier[] | undefined;
  /** The modified total. */
  readonly total?: number | undefined;
  /** The table row used. */
  readonly row?: string | undefined;
  /** The result. */
  readonly outcome: Outcome;
  /** Sub-resolutions; default none. */
  readonly steps?: readonly Resolution<unknown>[] | undefined;
  /** Notes; default none. */
  readonly notes?: readonly string[] | undefined;
}

/**
 * Builds a {@link Resolution}, filling empty lists and leaving out absent fields. An empty
 * list left out is one shared frozen `[]`, as the library's own resolutions have them.
 *
 * @example
 * ```ts
 * resolution({ rule: 'O2.0', title: 'Battleship step VP', outcome: 5 });
 * ```
 */
export function resolution<Outcome>(spec: ResolutionSpec<Outcome>): Resolution<Outcome> {
  expectObject(spec, 'resolution', 'spec');
  expectRule(spec.rule, 'resolution', 'rule');
  expectString(spec.title, 'resolution', 'title');
  for (const list of ['rolls', 'modifiers', 'steps', 'notes'] as const) {
    if (spec[list] !== undefined) expectArray(spec[list], 'resolution', list);
  }
  if (spec.total !== undefined) expectFiniteNumber(spec.total, 'resolution', 'total');
  if (spec.row !== undefined) expectString(spec.row, 'resolution', 'row');
  return resolutionOf(spec);
}

/**
 * {@link resolution} without checking its spec: for the library's own resolvers, whose
 * specs are built from validated data, on their hot paths. Internal.
 */
export function resolutionOf<Outcome>(spec: ResolutionSpec<Outcome>): Resolution<Outcome> {
  // One object literal per case, so each result is built in one shape (keys in the order
  // they always had) rather than grown by adding `total` and `row` afterwards.
  const { rule, title, outcome, total, row } = spec;
  const rolls = spec.rolls ?? NO_ITEMS;
  const modifiers = spec.modifiers ?? NO_ITEMS;
  const steps = spec.steps ?? NO_ITEMS;
  const notes = spec.notes ?? NO_ITEMS;
  if (total !== undefined) {
    return row !== undefined
      ? { rule, title, rolls, modifiers, outcome, steps, notes, total, row }
      : { rule, title, rolls, modifiers, outcome, steps, notes, total };
  }
  return row !== undefined
    ? { rule, title, rolls, modifiers, outcome, steps, notes, row }
    : resolutionFrom(rule, title, rolls, modifiers, outcome, steps, notes);
}

/**
 * A resolution that read no total or row on a table, from its parts in order, in the
 * same shape {@link resolutionOf} gives. For the hottest paths (a gunnery hit's damage
 * step and its whole result): {@link resolutionOf} reads its spec's fields, and with
 * specs of dozens of shapes from every resolver those reads are slow lookups, while this
 * is small enough for V8 to inline where it is called, with nothing to look up (about an
 * eighth of a gunnery hit's time, measured). Internal.
 *
 * @example
 * ```ts
 * resolutionFrom('Matrix 8', 'Gunnery to hit', [], [], { hit: true }, [], []).outcome; // { hit: true }
 * ```
 */
export function resolutionFrom<Outcome>(
  rule: string,
  title: string,
  rolls: readonly Roll[],
  modifiers: readonly Modifier[],
  outcome: Outcome,
  steps: readonly Resolution<unknown>[],
  notes: readonly string[],
): Resolution<Outcome> {
  return { rule, title, rolls, modifiers, outcome, steps, notes };
}

/**
 * The rolls made since `mark` (an earlier `dice.log.length`): how a resolver collects its
 * own natural rolls for its Resolution.
 *
 * @example
 * ```ts
 * const mark = dice.log.length;
 * dice.d6('Matrix 8 to hit');
 * rollsSince(dice, mark); // [{ label: 'Matrix 8 to hit', die: 'd6', value: … }]
 * ```
 */
export function rollsSince(dice: { readonly log: readonly Roll[] }, mark: number): readonly Roll[] {
  expectObject(dice, 'rollsSince', 'dice');
  if (!Number.isSafeInteger(mark) || mark < 0) {
    throw new RulesError(
      `rollsSince: mark must be a whole number of at least 0 (an earlier dice.log.length); got ${formatValue(mark)}`,
      {
        code: 'INVALID_INPUT',
        rule: 'rollsSince',
        path: ['mark'],
      },
    );
  }
  if (logReaderOf(dice) === undefined) expectArray(dice.log, 'rollsSince', 'dice.log');
  return ownRolls(dice, mark);
}
