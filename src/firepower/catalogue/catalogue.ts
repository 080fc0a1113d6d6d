import { deepFreeze } from '../../core/deep-freeze.js';
import { type CatalogueGame, type GameCatalogue, gameSchemas } from '../../game/catalogue-game.js';
import { libraryDoctrine } from '../../game/library-doctrine.js';
import type { Measure } from '../../game/measure.js';
import { firepowerBattle } from '../game/battle.js';
import { firepowerDoctrine } from '../game/battle-doctrine.js';
import { battleSetupSchema, createBattle } from '../game/battle-setup.js';
import { type FirepowerRules, firepowerRulesSchema, resolveFirepowerRules } from '../rules.js';
import { aircraftStandSchema } from '../schemas/aircraft.js';
import { battleConditionsSchema } from '../schemas/conditions.js';
import { shipSchema } from '../schemas/ship.js';
import { squadronSchema } from '../schemas/squadron.js';
import { combatTables } from './combat-tables.js';
import { commandTables } from './command-tables.js';
import { firepowerMeasures } from './measures.js';
import { firepowerResolvers } from './resolvers.js';

const tablesOf = (rules: FirepowerRules) => [...commandTables(rules), ...combatTables(rules)];

const game: CatalogueGame = {
  name: 'firepower-battle',
  title: 'Firepower battle',
  game: firepowerBattle,
  setupSchema: battleSetupSchema,
  create: (setup) => createBattle(setup as never),
  doctrine: /* @__PURE__ */ libraryDoctrine((turn) => firepowerDoctrine(turn as never), firepowerBattle),
  measures: firepowerMeasures as readonly Measure<never>[],
};

/**
 * Firepower for generic tools: every printed table as data (Matrices 1–13, the damage
 * dice, special effects, AA, wave arrival), every random resolver with its input schema,
 * and the schemas of a ship, a squadron, an aircraft stand, the battle conditions and the
 * house rules. The `naval-rules` command is built on it.
 *
 * @example
 * ```ts
 * const gunnery = firepowerCatalogue.resolvers.find((r) => r.command === 'gunnery');
 * gunnery?.name; // 'resolveGunnery'
 * gunnery?.resolve({ battery: 'BB', target: 'CA', range: 'short' }, createDice(7)).outcome; // any JSON input, validated
 * ```
 */
export const firepowerCatalogue: GameCatalogue = /* @__PURE__ */ deepFreeze({
  name: 'firepower',
  title: 'Firepower (AlienStar Games): naval miniatures 1900\u20131945',
  tables: tablesOf(resolveFirepowerRules()),
  tablesWith: (overrides: unknown) => tablesOf(resolveFirepowerRules(overrides as never)),
  resolvers: firepowerResolvers(),
  game,
  schemas: gameSchemas(game, [
    { name: 'ship', title: 'A ship: class, nationality, damage and status', schema: shipSchema },
    { name: 'squadron', title: 'A squadron and its orders', schema: squadronSchema },
    { name: 'aircraft-stand', title: 'An aircraft stand', schema: aircraftStandSchema },
    {
      name: 'conditions',
      title: 'Battle conditions: period, time of day, weather, scale',
      schema: battleConditionsSchema,
    },
    { name: 'rules', title: 'House rules: any part of the printed rules object', schema: firepowerRulesSchema },
  ]),
});
