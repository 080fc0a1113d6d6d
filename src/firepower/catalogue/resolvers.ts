import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { firepowerAirResolvers } from './air-resolvers.js';
import { firepowerCommandResolvers } from './command-resolvers.js';
import { firepowerGunneryResolvers } from './gunnery-resolvers.js';
import { firepowerTorpedoResolvers } from './torpedo-resolvers.js';

/**
 * Every random resolver of Firepower, as its catalogue lists them, in four groups: the
 * command rolls, the gunnery rolls, the torpedo rolls and the aircraft rolls (a file each,
 * so a page can load one).
 */
export function firepowerResolvers(): CatalogueResolver[] {
  return [
    ...firepowerCommandResolvers(),
    ...firepowerGunneryResolvers(),
    ...firepowerTorpedoResolvers(),
    ...firepowerAirResolvers(),
  ];
}
