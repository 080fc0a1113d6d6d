import { cartwheelCatalogue } from '../cartwheel/catalogue/catalogue.js';
import type { Catalogue } from '../core/catalogue/catalogue.js';
import { firepowerCatalogue } from '../firepower/catalogue/catalogue.js';
import { shoestringCatalogue } from '../shoestring/catalogue/catalogue.js';
import { sopacCatalogue } from '../sopac/catalogue/catalogue.js';
import { warAtSeaCatalogue } from '../war-at-sea/catalogue/catalogue.js';
import { diceCatalogue } from './dice-catalogue.js';

/**
 * Every catalogue the `naval-rules` command knows, in the order it lists them. A rule set
 * lands by exporting its catalogue and adding it here; nothing else in the CLI changes.
 */
export const catalogues: readonly Catalogue[] = [
  diceCatalogue,
  firepowerCatalogue,
  shoestringCatalogue,
  cartwheelCatalogue,
  warAtSeaCatalogue,
  sopacCatalogue,
];
