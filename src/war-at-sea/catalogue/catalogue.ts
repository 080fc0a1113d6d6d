import { deepFreeze } from '../../core/deep-freeze.js';
import { type CatalogueGame, type GameCatalogue, gameSchemas } from '../../game/catalogue-game.js';
import { libraryDoctrine } from '../../game/library-doctrine.js';
import type { Measure } from '../../game/measure.js';
import { warAtSeaGame } from '../game/game.js';
import { warAtSeaDoctrine } from '../game/game-doctrine.js';
import { createWarAtSeaGame, warAtSeaSetupSchema } from '../game/game-setup.js';
import { infantryForcesSchema } from '../infantry-combat.js';
import { islandSchema } from '../objectives.js';
import { warAtSeaRulesSchema } from '../rules.js';
import { unitCardSchema } from '../schemas.js';
import { warAtSeaMeasures } from './measures.js';
import { warAtSeaResolvers } from './resolvers.js';
import { warAtSeaTables } from './tables.js';

const game: CatalogueGame = {
  name: 'war-at-sea',
  title: 'War at Sea landing game',
  game: warAtSeaGame,
  setupSchema: warAtSeaSetupSchema,
  create: (setup) => createWarAtSeaGame(setup as never),
  doctrine: /* @__PURE__ */ libraryDoctrine((turn) => warAtSeaDoctrine(turn as never), warAtSeaGame),
  measures: warAtSeaMeasures as readonly Measure<never>[],
};

/**
 * The War at Sea troop-landing rules for generic tools: its tables as data, every random
 * resolver with its input schema, and the schemas of a unit card, an island, the troops on
 * an island and the house rules. The `naval-rules` command is built on it.
 *
 * @example
 * ```ts
 * warAtSeaCatalogue.resolvers.map((r) => r.command).includes('attack-on-troops'); // true
 * ```
 */
export const warAtSeaCatalogue: GameCatalogue = /* @__PURE__ */ deepFreeze({
  name: 'war-at-sea',
  title: 'War at Sea troop-landing rules v2.0 (d6 pools)',
  tables: warAtSeaTables(),
  tablesWith: (overrides: unknown) => warAtSeaTables(overrides as never),
  resolvers: warAtSeaResolvers(),
  game,
  schemas: gameSchemas(game, [
    { name: 'unit-card', title: 'A base-game unit card (your input)', schema: unitCardSchema },
    { name: 'island', title: 'An island: troops of each side, objective value', schema: islandSchema },
    { name: 'troops', title: 'Troop counters of each side on one island', schema: infantryForcesSchema },
    { name: 'rules', title: 'House rules: any part of the rules object', schema: warAtSeaRulesSchema },
  ]),
});
