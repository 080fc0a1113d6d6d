export type { Catalogue, CatalogueOdds, CatalogueResolver, CatalogueSchema } from './catalogue.js';
export { commandName } from './command-name.js';
export { inputJsonSchema } from './json-schema.js';
export { readTable, type TableReading } from './read-table.js';
export type { CatalogueTable, TableCell, TableColumn, TableKey, TableKind, TableRow } from './table.js';
export { catalogueTableSchema } from './table-schema.js';
