import { deepFreeze } from '../../core/deep-freeze.js';
import { type CatalogueGame, type GameCatalogue, gameSchemas } from '../../game/catalogue-game.js';
import { libraryDoctrine } from '../../game/library-doctrine.js';
import type { Measure } from '../../game/measure.js';
import { shoestringGame } from '../game/game.js';
import { shoestringDoctrine } from '../game/game-doctrine.js';
import { createShoestringGame, shoestringSetupSchema } from '../game/game-setup.js';
import { shoestringRulesSchema } from '../rules.js';
import { navalUnitSchema } from '../schemas.js';
import { shoestringMeasures } from './measures.js';
import { shoestringResolvers } from './resolvers.js';
import { shoestringTables } from './tables.js';

const game: CatalogueGame = {
  name: 'shoestring',
  title: 'Operation Shoestring game',
  game: shoestringGame,
  setupSchema: shoestringSetupSchema,
  create: (setup) => createShoestringGame(setup as never),
  doctrine: /* @__PURE__ */ libraryDoctrine((turn) => shoestringDoctrine(turn as never), shoestringGame),
  measures: shoestringMeasures as readonly Measure<never>[],
};

/**
 * The Shoestring variant for generic tools: its printed tables as data (the base-game
 * ones appear once the rules in force carry them), every random resolver with its input
 * schema, and the schemas of a naval unit and of the house rules. The `naval-rules`
 * command is built on it.
 *
 * @example
 * ```ts
 * shoestringCatalogue.tables.map((t) => t.name).includes('transport-attack'); // true
 * ```
 */
export const shoestringCatalogue: GameCatalogue = /* @__PURE__ */ deepFreeze({
  name: 'shoestring',
  title: 'Operation Shoestring variant naval rules (d10 read 0\u20139)',
  tables: shoestringTables(),
  tablesWith: (overrides: unknown) => shoestringTables(overrides as never),
  resolvers: shoestringResolvers(),
  game,
  schemas: gameSchemas(game, [
    { name: 'naval-unit', title: 'A naval unit: id, type, zone, damage', schema: navalUnitSchema },
    {
      name: 'rules',
      title: 'House rules and base-game tables: any part of the rules object',
      schema: shoestringRulesSchema,
    },
  ]),
});
