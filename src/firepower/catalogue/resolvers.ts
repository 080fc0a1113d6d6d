import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { firepowerCommandResolvers } from './command-resolvers.js';
import { firepowerGunneryResolvers } from './gunnery-resolvers.js';
import { firepowerTorpedoAirResolvers } from './torpedo-air-resolvers.js';

/**
 * Every random resolver of Firepower, as its catalogue lists them: the command rolls, the
 * gunnery rolls, then the torpedo and aircraft rolls (three files, so a page can load one).
 */
export function firepowerResolvers(): CatalogueResolver[] {
  return [...firepowerCommandResolvers(), ...firepowerGunneryResolvers(), ...firepowerTorpedoAirResolvers()];
}
