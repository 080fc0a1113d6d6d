import type { CliModule } from '../cli/registry.js';
import { combatResolvers, combatTables } from './cli-combat.js';
import { commandResolvers, commandTables } from './cli-command.js';

/**
 * Firepower as the `naval-rules` command sees it: every table for `tables` and `lookup`,
 * every resolver for `roll` and `odds` (command, movement, conditions, submarines and
 * points from `cli-command.ts`; gunnery, damage, torpedoes and aircraft from
 * `cli-combat.ts`). Not exported from the subpath's index.
 */
export const firepowerModule: CliModule = {
  name: 'firepower',
  title: 'Firepower (AlienStar Games): naval miniatures 1900–1945',
  tables: [...commandTables, ...combatTables],
  resolvers: [...commandResolvers, ...combatResolvers],
};
