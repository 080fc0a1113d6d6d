import * as z from 'zod';
import { d6FaceSchema } from '../core/die-face.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import {
  type CourseOfAction,
  type InitiativeColumn,
  initiativeColumnSchema,
  type OwnInitiativeTable,
} from './tables/matrix-04-own-initiative.js';

const RULE = 'Matrix 4';

/** What {@link resolveOwnInitiative} takes. */
export const ownInitiativeInputSchema = z.strictObject({
  /** The Matrix 4 column: `flagship` for the squadron's flagship (and the BLUE black-square throw), `other` for any other ship. */
  column: initiativeColumnSchema,
});
/** What {@link resolveOwnInitiative} takes. */
export type OwnInitiativeInput = z.input<typeof ownInitiativeInputSchema>;

/** What {@link resolveSquadronInitiative} takes. */
export const squadronInitiativeInputSchema = z.strictObject({
  /** Ships of the squadron besides its flagship (each throws in the `other` column, after the flagship). */
  otherShips: z.number().int().min(0).max(11),
});
/** What {@link resolveSquadronInitiative} takes. */
export type SquadronInitiativeInput = z.input<typeof squadronInitiativeInputSchema>;

function read(
  table: OwnInitiativeTable,
  face: number,
  column: InitiativeColumn,
): { action: CourseOfAction; row: string } {
  const row = table.find((r) => r[column].includes(face));
  if (row === undefined) {
    throw new RulesError(`${RULE}: no row of the ${column} column holds die face ${face}`, {
      code: 'INVALID_INPUT',
      rule: RULE,
      path: ['face'],
    });
  }
  return { action: row.action, row: `${column} ${row[column].join(', ')}` };
}

const ownInitiativeArgs = z.strictObject({ face: d6FaceSchema, column: initiativeColumnSchema });

/**
 * Pure lookup beside {@link resolveOwnInitiative}: the course of action a die face gives
 * in a Matrix 4 column.
 *
 * @example
 * ```ts
 * lookupOwnInitiative(3, 'flagship'); // 'disengage'
 * lookupOwnInitiative(3, 'other');    // 'follow'
 * ```
 */
export function lookupOwnInitiative(
  face: number,
  column: InitiativeColumn,
  rules?: FirepowerRulesOverrides,
): CourseOfAction {
  parseInput(ownInitiativeArgs, { face, column }, { rule: 'Matrix 4', what: 'own initiative lookup' });
  return read(resolveFirepowerRules(rules).tables.ownInitiative, face, column).action;
}

/**
 * Throws a d6 on Matrix 4 for one ship acting on its own initiative (it failed Matrix 2,
 * or took a BLUE black square, which throws in the flagship column).
 *
 * @example
 * ```ts
 * resolveOwnInitiative({ column: 'other' }, scriptedDice([6])).outcome; // 'as-player-wishes'
 * ```
 */
export function resolveOwnInitiative(
  input: OwnInitiativeInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<CourseOfAction> {
  expectDice(dice, RULE);
  const valid = parseInput(ownInitiativeInputSchema, input, { rule: RULE, what: 'own-initiative input' });
  return ownInitiativeOf(valid.column, dice, resolveFirepowerRules(rules));
}

/** {@link resolveOwnInitiative} of a column already known valid, under the rules in force. Internal. */
export function ownInitiativeOf(
  column: InitiativeColumn,
  dice: Dice,
  rules: FirepowerRules,
): Resolution<CourseOfAction> {
  const mark = logMark(dice);
  const face = dice.d6(`${RULE} own initiative (${column})`);
  const { action, row } = read(rules.tables.ownInitiative, face, column);
  return resolution({
    rule: RULE,
    title: `Own initiative (${column})`,
    rolls: ownRolls(dice, mark),
    total: face,
    row,
    outcome: action,
  });
}

/** What {@link resolveSquadronInitiative} decides: the flagship's course, then each other ship's. */
export interface SquadronInitiative {
  /** The squadron flagship's course of action. */
  readonly flagship: CourseOfAction;
  /** The other ships' courses, in order. */
  readonly others: readonly CourseOfAction[];
}

/**
 * Throws Matrix 4 for a whole squadron out of control: first the flagship (flagship
 * column), then every other ship (other column), each a step of the resolution.
 *
 * @example
 * ```ts
 * resolveSquadronInitiative({ otherShips: 2 }, scriptedDice([5, 1, 6])).outcome;
 * // { flagship: 'turn-starboard', others: ['follow', 'as-player-wishes'] }
 * ```
 */
export function resolveSquadronInitiative(
  input: SquadronInitiativeInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<SquadronInitiative> {
  expectDice(dice, RULE);
  const valid = parseInput(squadronInitiativeInputSchema, input, { rule: RULE, what: 'squadron initiative input' });
  const resolved = resolveFirepowerRules(rules);
  const flagship = ownInitiativeOf('flagship', dice, resolved);
  const others = Array.from({ length: valid.otherShips }, () => ownInitiativeOf('other', dice, resolved));
  return resolution({
    rule: RULE,
    title: 'Squadron acting on own initiative',
    outcome: { flagship: flagship.outcome, others: others.map((o) => o.outcome) },
    steps: [flagship, ...others],
  });
}
