import type { DieName } from './die.js';
import type { Roll } from './roll.js';

/**
 * The dice every resolver takes. Each method is one die convention of the five rule sets
 * and takes a label naming the rule that asks for the roll; every roll lands in `log`.
 * Resolvers never draw from the platform random number generator: pass
 * {@link createDice} for seeded play, {@link scriptedDice} to replay given values, or let
 * `exactOdds` enumerate.
 *
 * @example
 * ```ts
 * const dice = createDice(7);
 * dice.d6('Matrix 2 control test');
 * dice.log; // [{ label: 'Matrix 2 control test', die: 'd6', value: … }]
 * ```
 */
export interface Dice {
  /** Rolls any die convention by name; the method below are shorthands for it. */
  roll(die: DieName, label: string): number;
  /** One die with `sides` faces, read 1..N. */
  dN(sides: number, label: string): number;
  /** One six-sided die, 1–6. */
  d6(label: string): number;
  /** One twelve-sided die, 1–12 (Firepower Matrix 6 by default). */
  d12(label: string): number;
  /** One ten-sided die read 0–9 (Operation Shoestring). */
  d10Zero(label: string): number;
  /** One ten-sided die where the 0 face reads 10, so 1–10 (Operation Cartwheel, rule 2.4). */
  d10(label: string): number;
  /** Two six-sided dice, added: 2–12. Both dice are logged, as "(1st die)" and "(2nd die)". */
  twoD6(label: string): number;
  /** Firepower's plus die minus die: two d6, the second subtracted from the first: −5..+5. Logged as "(plus die)" and "(minus die)". */
  plusMinus(label: string): number;
  /**
   * Rolls `count` dice of one convention (`'d6'`, `'d10'`, `'d10z'`, …) as one unordered
   * pool and returns the faces in ascending order. Each face is logged as a roll labelled
   * "(pool)", so a logged pool replays with `scriptedDice`; `exactOdds` enumerates a pool
   * as a multiset (C(n + 5, 5) outcomes for n d6, not 6^n).
   */
  pool(count: number, die: DieName, label: string): number[];
  /** Every roll made so far, oldest first. */
  readonly log: readonly Roll[];
}
