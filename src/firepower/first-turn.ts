import * as z from 'zod';
import { d6FaceSchema } from '../core/die-face.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';

const RULE = 'Game Sequence';

/** What {@link resolveFirstTurn} takes: the two players' names. */
export const firstTurnInputSchema = z.strictObject({
  /** The first player's name. */
  first: z.string().min(1).default('A'),
  /** The second player's name. */
  second: z.string().min(1).default('B'),
});
/** What {@link resolveFirstTurn} takes. */
export type FirstTurnInput = z.input<typeof firstTurnInputSchema>;

/** Who chooses whether to take the first turn; `null` on a tie (the text does not say, so throw again). */
export interface FirstTurn {
  /** The player with the higher die, who may take the first turn or give it away; null on a tie. */
  readonly chooses: string | null;
}

const firstTurnDiceArgs = z.strictObject({
  firstDie: d6FaceSchema,
  secondDie: d6FaceSchema,
});

/**
 * Pure lookup beside {@link resolveFirstTurn}: who chooses, given both dice.
 *
 * @example
 * ```ts
 * lookupFirstTurn(5, 2, { first: 'Jellicoe', second: 'Scheer' }); // { chooses: 'Jellicoe' }
 * ```
 */
export function lookupFirstTurn(firstDie: number, secondDie: number, input: FirstTurnInput = {}): FirstTurn {
  parseInput(firstTurnDiceArgs, { firstDie, secondDie }, { rule: RULE, what: 'first-turn dice' });
  const v = parseInput(firstTurnInputSchema, input, { rule: RULE, what: 'players' });
  if (firstDie === secondDie) return { chooses: null };
  return { chooses: firstDie > secondDie ? v.first : v.second };
}

/**
 * Both players throw a d6 (Game Sequence); the higher score may take the first turn or
 * give it to the opponent. The text does not settle a tie: the outcome is then
 * `chooses: null`, and the players throw again.
 *
 * @example
 * ```ts
 * resolveFirstTurn({ first: 'Jellicoe', second: 'Scheer' }, scriptedDice([2, 6])).outcome; // { chooses: 'Scheer' }
 * ```
 */
export function resolveFirstTurn(input: FirstTurnInput, dice: Dice): Resolution<FirstTurn> {
  expectDice(dice, RULE);
  const v = parseInput(firstTurnInputSchema, input, { rule: RULE, what: 'players' });
  const mark = logMark(dice);
  const a = dice.d6(`${RULE} first turn (${v.first})`);
  const b = dice.d6(`${RULE} first turn (${v.second})`);
  const outcome = lookupFirstTurn(a, b, v);
  return resolution({
    rule: RULE,
    title: 'Who takes the first turn',
    rolls: ownRolls(dice, mark),
    outcome,
    notes: outcome.chooses === null ? ['a tie: the text does not say; throw again'] : [],
  });
}
