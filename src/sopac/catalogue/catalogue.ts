import { deepFreeze } from '../../core/deep-freeze.js';
import { type CatalogueGame, type GameCatalogue, gameSchemas } from '../../game/catalogue-game.js';
import { libraryDoctrine } from '../../game/library-doctrine.js';
import type { Measure } from '../../game/measure.js';
import { sopacGame } from '../game/game.js';
import { sopacDoctrine } from '../game/game-doctrine.js';
import { createSopacGame, sopacSetupSchema } from '../game/game-setup.js';
import { sopacRulesSchema } from '../rules.js';
import { sopacMapSchema } from '../schemas.js';
import { sopacMeasures } from './measures.js';
import { sopacResolvers } from './resolvers.js';
import { sopacTables } from './tables.js';

const game: CatalogueGame = {
  name: 'sopac',
  title: 'SOPAC game',
  game: sopacGame,
  setupSchema: sopacSetupSchema,
  create: (setup) => createSopacGame(setup as never),
  doctrine: /* @__PURE__ */ libraryDoctrine((turn) => sopacDoctrine(turn as never), sopacGame),
  measures: sopacMeasures as readonly Measure<never>[],
};

/**
 * The SOPAC optional rules for generic tools: their tables as data, every random resolver
 * with its input schema, and the schemas of the map, an MTB attack and the house rules.
 * The `naval-rules` command is built on it.
 *
 * @example
 * ```ts
 * sopacCatalogue.resolvers.map((r) => r.command).includes('mine-check'); // true
 * ```
 */
export const sopacCatalogue: GameCatalogue = /* @__PURE__ */ deepFreeze({
  name: 'sopac',
  title: 'SOPAC optional rules: submarine aces, mine warfare, MTBs (d6 and 2d6)',
  tables: sopacTables(),
  tablesWith: (overrides: unknown) => sopacTables(overrides as never),
  resolvers: sopacResolvers(),
  game,
  schemas: gameSchemas(game, [
    {
      name: 'map',
      title: 'The base game map: sea zones, land, major bases, boundaries (your input)',
      schema: sopacMapSchema,
    },
    { name: 'rules', title: 'House rules: any part of the rules object', schema: sopacRulesSchema },
  ]),
});
