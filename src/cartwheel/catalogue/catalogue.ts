import { deepFreeze } from '../../core/deep-freeze.js';
import { type CatalogueGame, type GameCatalogue, gameSchemas } from '../../game/catalogue-game.js';
import { libraryDoctrine } from '../../game/library-doctrine.js';
import type { Measure } from '../../game/measure.js';
import { cartwheelGame } from '../game/game.js';
import { cartwheelDoctrine } from '../game/game-doctrine.js';
import { cartwheelSetupSchema, createCartwheelGame } from '../game/game-setup.js';
import { operationsStateSchema } from '../operations.js';
import { cartwheelRulesSchema } from '../rules.js';
import { airUnitStateSchema } from '../schemas/air-unit-state.js';
import { airbaseSchema } from '../schemas/airbase.js';
import { cartwheelStateSchema } from '../schemas/state.js';
import { cartwheelMeasures } from './measures.js';
import { cartwheelResolvers } from './resolvers.js';
import { cartwheelTables } from './tables.js';

const game: CatalogueGame = {
  name: 'cartwheel',
  title: 'Operation Cartwheel game',
  game: cartwheelGame,
  setupSchema: cartwheelSetupSchema,
  create: (setup) => createCartwheelGame(setup as never),
  doctrine: /* @__PURE__ */ libraryDoctrine((turn) => cartwheelDoctrine(turn as never), cartwheelGame),
  measures: cartwheelMeasures as readonly Measure<never>[],
};

/**
 * Operation Cartwheel for generic tools: its tables as data (the input tables appear once
 * the rules in force carry them), every random resolver with its input schema, and the
 * schemas of the game state, an airbase, an air unit, the operations record and the house
 * rules. The `naval-rules` command is built on it.
 *
 * @example
 * ```ts
 * cartwheelCatalogue.schemas.map((s) => s.name);
 * // ['game-setup', 'game-state', 'game-action', 'game-view', 'state', 'airbase', 'air-unit', 'operations', 'rules']
 * ```
 */
export const cartwheelCatalogue: GameCatalogue = /* @__PURE__ */ deepFreeze({
  name: 'cartwheel',
  title: 'Operation Cartwheel, rules 1.0\u20138.0 (d10, 0 reads 10)',
  tables: cartwheelTables(),
  tablesWith: (overrides: unknown) => cartwheelTables(overrides as never),
  resolvers: cartwheelResolvers(),
  game,
  schemas: gameSchemas(game, [
    { name: 'state', title: 'The game state: turn, phase, airbases, units, tracks', schema: cartwheelStateSchema },
    { name: 'airbase', title: 'An airbase', schema: airbaseSchema },
    { name: 'air-unit', title: 'An air unit and its status', schema: airUnitStateSchema },
    { name: 'operations', title: 'The operations phase record', schema: operationsStateSchema },
    {
      name: 'rules',
      title: 'House rules and input tables: any part of the rules object',
      schema: cartwheelRulesSchema,
    },
  ]),
});
