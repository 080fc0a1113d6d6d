import type { Catalogue } from '../../core/catalogue/catalogue.js';
import { deepFreeze } from '../../core/deep-freeze.js';
import { mtbAttackInputSchema } from '../mtb-attack-input.js';
import { sopacRulesSchema } from '../rules.js';
import { sopacMapSchema } from '../schemas.js';
import { sopacResolvers } from './resolvers.js';
import { sopacTables } from './tables.js';

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
export const sopacCatalogue: Catalogue = /* @__PURE__ */ deepFreeze({
  name: 'sopac',
  title: 'SOPAC optional rules: submarine aces, mine warfare, MTBs (d6 and 2d6)',
  tables: sopacTables(),
  tablesWith: (overrides: unknown) => sopacTables(overrides as never),
  resolvers: sopacResolvers(),
  schemas: [
    {
      name: 'map',
      title: 'The base game map: sea zones, land, major bases, boundaries (your input)',
      schema: sopacMapSchema,
    },
    { name: 'mtb-attack', title: 'An MTB attack on a fleet', schema: mtbAttackInputSchema },
    { name: 'rules', title: 'House rules: any part of the rules object', schema: sopacRulesSchema },
  ],
});
