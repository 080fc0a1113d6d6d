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
 * The key of a lent turn's mark: a play loop's turn for one of the library's read-only
 * bots answers true to it, its view and legal actions the loop's own working data of a
 * valid state, which a library doctrine reads as they are (see `readOnlyBot`). A symbol
 * the package does not export, so no caller can mark a turn of its own. Internal.
 *
 * @example
 * ```ts
 * const turn = { side: 'Allies', view, legal, [LENT_TURN]: true };
 * readDoctrineTurn(schema, turn, 'doctrine', 'turn', warAtSeaGame); // read without a parse
 * ```
 */
export const LENT_TURN: unique symbol = Symbol('lent turn');

/**
 * A doctrine's turn, validated: only what a doctrine reads is checked (a bot's turn holds
 * functions too, such as `sample`); bad input is a RulesError under `rule`. A lent turn
 * (see {@link LENT_TURN}) is read as it is. A view and
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
  if ((turn as { [LENT_TURN]?: unknown })[LENT_TURN] === true) return read as z.output<T>;
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
