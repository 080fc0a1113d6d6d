export {
  type Band,
  type BandLookup,
  type BandTable,
  type BandTableSpec,
  bandProblems,
  bandTableSchema,
  type CheckedBand,
  defineBandTable,
  lookupBand,
} from './band-table.js';
export * from './catalogue/index.js';
export { deepFreeze } from './deep-freeze.js';
export { explain } from './explain.js';
export { expectDice } from './guards.js';
export {
  applyModifiers,
  type ModifiedRoll,
  type Modifier,
  modifier,
  sumModifiers,
} from './modifiers.js';
export { type ParseContext, parseInput } from './parse-input.js';
export { requireTable } from './require-table.js';
export { type Resolution, type ResolutionSpec, resolution, rollsSince } from './resolution.js';
export {
  isRulesError,
  RulesError,
  type RulesErrorCode,
  type RulesErrorDetails,
  type RulesErrorPath,
} from './rules-error.js';
export { createRulesResolver, type RulesOverrides, resolveRules } from './rules-object.js';
