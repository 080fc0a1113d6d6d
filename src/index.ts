/**
 * naval-rules core: seeded dice, exact odds, errors, band tables, modifiers and the
 * Resolution record shared by every rule set. Rule sets live at their own subpaths
 * (`naval-rules/firepower`, …) so importing this pulls in none of them.
 * @packageDocumentation
 */
export * from './core/index.js';
export * from './dice/index.js';
export * from './odds/index.js';
