import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { issuedBy, listedBy } from './issued-data.js';

/** What a rule set's doctrine reads of a bot's turn: its side, its view and its legal actions. */
export interface DoctrineTurn<Side extends string, V, AInput> {
  /** The side the bot plays. */
  readonly side: Side;
  /** Its view of the game. */
  readonly view: V;
  /** The actions it may take now. */
  readonly legal: readonly AInput[];
}

/** The schema of what a doctrine reads, from the game's side, view and action schemas. Internal. */
export function doctrineTurnSchema<S extends z.ZodType, V extends z.ZodType, A extends z.ZodType>(
  side: S,
  view: V,
  action: A,
) {
  return z.object({ side, view, legal: z.array(action).max(100_000) });
}

/** The side field alone of each doctrine turn schema, made once. */
const SIDES = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A doctrine's turn, validated: only what a doctrine reads is checked (a bot's turn holds
 * functions too, such as `sample`); bad input is a RulesError under `rule`. A view and
 * legal actions that `game` returned (deep-frozen, see issueData; the list issued whole or
 * each action) are taken as they are: only the side is checked then. Internal.
 */
export function readDoctrineTurn<T extends z.ZodObject>(
  schema: T,
  turn: unknown,
  rule: string,
  what: string,
  game: object,
): z.output<T> {
  if (turn === null || typeof turn !== 'object') return parseInput(schema, turn, { rule, what });
  const { side, view, legal } = turn as Partial<DoctrineTurn<string, unknown, unknown>>;
  const read = { side, view, legal };
  // The list as the game gave it (one check), else action by action (a list the caller made).
  const listed =
    Array.isArray(legal) &&
    (issuedBy(legal) === game || listedBy(game, legal) || legal.every((action) => listedBy(game, action)));
  if (issuedBy(view) === game && listed) {
    let sides = SIDES.get(schema);
    if (sides === undefined) {
      sides = schema.pick({ side: true } as never);
      SIDES.set(schema, sides);
    }
    parseInput(sides, { side }, { rule, what });
    return read as z.output<T>;
  }
  return parseInput(schema, read, { rule, what });
}
