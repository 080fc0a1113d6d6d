import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';

/**
 * The name of a die convention, as recorded in a roll log.
 * - `d6`, `d12`, `dN`: one die read 1..N.
 * - `d10`: a ten-sided die where the 0 face reads 10, so 1..10 (Operation Cartwheel, rule 2.4).
 * - `d10z`: a ten-sided die read 0–9 (Operation Shoestring's tables start at 0).
 *
 * Two-dice conventions (2d6, Firepower's plus die minus die) log each die as its own `d6` roll.
 */
export type DieName = `d${number}` | 'd10z';

/** The inclusive range of values a die can show. */
export interface DieRange {
  /** Lowest value the die reads. */
  readonly min: number;
  /** Highest value the die reads. */
  readonly max: number;
}

const DIE_PATTERN = /^d([1-9][0-9]{0,5})$/;

/**
 * The values a die convention can read.
 *
 * @example
 * ```ts
 * dieRange('d10z'); // { min: 0, max: 9 }
 * dieRange('d12');  // { min: 1, max: 12 }
 * ```
 */
export function dieRange(die: DieName): DieRange {
  if (die === 'd10z') return { min: 0, max: 9 };
  const match = typeof die === 'string' ? DIE_PATTERN.exec(die) : null;
  const sides = match === null ? Number.NaN : Number(match[1]);
  if (!(sides >= 2)) {
    throw new RulesError(`dice: unknown die ${formatValue(die)}; use d2..d999999 or d10z`, {
      code: 'INVALID_INPUT',
      path: ['die'],
    });
  }
  return { min: 1, max: sides };
}

/** The name of a die with `sides` faces read 1..N; throws a RulesError for fewer than 2 sides. */
export function dieWithSides(sides: number): DieName {
  if (!Number.isSafeInteger(sides) || sides < 2 || sides > 999_999) {
    throw new RulesError(`dice: a die needs a whole number of sides from 2 to 999999; got ${formatValue(sides)}`, {
      code: 'INVALID_INPUT',
      path: ['sides'],
    });
  }
  return `d${sides}`;
}
