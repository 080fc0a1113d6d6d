import type * as z from 'zod';
import type { Catalogue } from '../core/catalogue/catalogue.js';
import type { Game, GameActionBase, GameStateBase } from './game.js';
import type { Measure } from './measure.js';

/** Any of the library's games, seen from a generic host (the CLI, the boardgame.io adapter). */
export type AnyGame = Game<GameStateBase, GameActionBase, string, unknown, unknown>;

/**
 * A rule set's game as generic tools see it: the game, how to start one, and the schema
 * of a set-up. The `naval-rules game` command and `toBoardgameIo` are built on it.
 *
 * @example
 * ```ts
 * import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';
 * warAtSeaCatalogue.game.game.sides; // ['Allies', 'Axis']
 * ```
 */
export interface CatalogueGame {
  /** The game's name, as `game.name`. */
  readonly name: string;
  /** One line on what one game covers. */
  readonly title: string;
  /** The rule set's {@link Game}. */
  readonly game: AnyGame;
  /** Zod schema of the set-up `create` takes (with the dice seed). */
  readonly setupSchema: z.ZodType;
  /** Starts a game from a set-up; refuses a bad one with a `RulesError`. */
  readonly create: (setup: unknown) => GameStateBase;
  /**
   * The rule set's doctrine (one number for each legal action, the higher the more wanted),
   * for `doctrineBot` and `searchBot`; absent where the rule set has none yet.
   */
  readonly doctrine?: (turn: {
    readonly side: string;
    readonly view: unknown;
    readonly legal: readonly unknown[];
  }) => readonly number[];
  /** The measures a study takes from each finished game by default (`simulate --help <set>` lists them); absent: none beyond the outcome's. */
  readonly measures?: readonly Measure<never>[];
}

/** A rule set's catalogue that also holds its game. */
export interface GameCatalogue extends Catalogue {
  /** The rule set's game. */
  readonly game: CatalogueGame;
}

/**
 * A catalogue's schemas with the four of its game first (`game-setup`, `game-state`,
 * `game-action`, `game-view`), so that `naval-rules schema <set> game-action` and form
 * builders reach them. (A function rather than an array spread in the catalogue, so that
 * bundlers can still drop an unused catalogue.)
 *
 * @example
 * ```ts
 * import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';
 * warAtSeaCatalogue.schemas.some((s) => s.name === 'game-action'); // true
 * ```
 */
export function gameSchemas(game: CatalogueGame, others: Catalogue['schemas']): Catalogue['schemas'] {
  return [
    { name: 'game-setup', title: `What starts a ${game.title} (with the dice seed)`, schema: game.setupSchema },
    { name: 'game-state', title: `A ${game.title} state, as apply returns it`, schema: game.game.stateSchema },
    { name: 'game-action', title: `An action of a ${game.title}`, schema: game.game.actionSchema },
    { name: 'game-view', title: `What one player sees of a ${game.title}`, schema: game.game.viewSchema },
    ...others,
  ];
}
