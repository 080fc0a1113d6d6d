import type { DieName } from './die.js';

/**
 * One logged die roll.
 *
 * @example
 * ```ts
 * const roll: Roll = { label: 'N18.7 extend patrol', die: 'd10z', value: 4 };
 * ```
 */
export interface Roll {
  /** Names the rule that asked for the roll (two-dice rolls add "(1st die)" and so on). */
  readonly label: string;
  /** The die convention rolled. */
  readonly die: DieName;
  /** The value as the rule reads it (a Cartwheel d10's 0 face is logged as 10). */
  readonly value: number;
}
