import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import { checkScript } from './check-dice-input.js';
import { type DiceWithLog, makeDice } from './make-dice.js';

/** Dice that replay given values in order. */
export interface ScriptedDice extends DiceWithLog {
  /** How many scripted values are still unused. */
  readonly remaining: number;
}

/**
 * Dice that return the given values in order, as the rules read them (a Cartwheel d10's 0
 * face is 10; a Shoestring d10 reads 0–9; 2d6 and plus-minus take two values). A value the
 * asked die cannot show, or a roll past the end of the script, is a {@link RulesError}.
 * Use them for lookups, tests, "what if" and to replay a logged sequence.
 *
 * @example
 * ```ts
 * const dice = scriptedDice([3, 4]);
 * dice.twoD6('SOPAC 19.2 mine attack'); // 7
 * scriptedDice([0]).d6('x');             // throws RulesError DIE_OUT_OF_RANGE
 * ```
 */
export function scriptedDice(values: readonly number[]): ScriptedDice {
  const script = checkScript(values);
  let position = 0;
  const dice = makeDice((min, max, die, label) => {
    const value = script[position];
    if (value === undefined) {
      throw new RulesError(
        `scripted dice ran out: roll ${position + 1} (${die}, "${label}") was asked for but only ${script.length} value${script.length === 1 ? ' was' : 's were'} given`,
        {
          code: 'SCRIPT_EXHAUSTED',
          path: [position],
        },
      );
    }
    if (value < min || value > max) {
      throw new RulesError(
        `scripted dice: value ${formatValue(value)} at position ${position} is impossible for ${die} (${min}\u2013${max}) asked by "${label}"`,
        {
          code: 'DIE_OUT_OF_RANGE',
          path: [position],
        },
      );
    }
    position++;
    return value;
  });
  Object.defineProperty(dice, UNUSED, { value: () => script.length - position });
  return Object.freeze(
    Object.defineProperty(dice, 'remaining', { get: readRemaining, enumerable: true }),
  ) as ScriptedDice;
}

/** Where scripted dice keep their count of unused values (not enumerable, so copies lack it). */
const UNUSED: unique symbol = Symbol('naval-rules scripted dice remaining');

/**
 * The `remaining` getter, one function shared by all scripted dice: V8 keeps an accessor in
 * the object's map, so a getter made per dice would give each dice a map of its own.
 */
function readRemaining(this: { readonly [UNUSED]: () => number }): number {
  return this[UNUSED]();
}
