/**
 * What the explorer's build reads from the library's catalogues (run by
 * scripts/build-site.mjs, in Node): each rule set's name, title and rolls in the
 * catalogue's order (for the first script's index of every roll), and its printed tables
 * (written out as data, `parts/<set>-tables.js`, so the page never runs the code that
 * builds them).
 */
import { catalogues } from '../../src/cli/catalogues.js';
import type { CatalogueTable } from '../../src/core/catalogue/table.js';

/** A rule set as the build reads it. */
export interface SiteCatalogue {
  readonly name: string;
  readonly title: string;
  /** Its rolls' command names, in the catalogue's order. */
  readonly commands: readonly string[];
  readonly tables: readonly CatalogueTable[];
}

/** Every rule set, in the order the command line lists them. */
export function siteCatalogues(): SiteCatalogue[] {
  return catalogues.map((c) => ({
    name: c.name,
    title: c.title,
    commands: c.resolvers.map((r) => r.command),
    tables: c.tables,
  }));
}
