/**
 * Property-testing kit for naval-rules and for your own house rules: fast-check
 * arbitraries, table invariant checks, the shared resolver property suite and the
 * indistinguishability check of hidden information, and whole legal plays of a game.
 * Needs the optional peer dependency fast-check 4.
 * @packageDocumentation
 */

export { deepFreeze } from '../core/deep-freeze.js';
export { diceStateArbitrary, seedArbitrary } from './arbitraries.js';
export { checkBandTable } from './check-band-table.js';
export { checkIndistinguishable, type IndistinguishableSpec } from './check-indistinguishable.js';
export { checkMonotone, type MonotoneSpec } from './check-monotone.js';
export { type GamePlay, type GamePlaysOptions, gamePlays } from './game-plays.js';
export { type NamedProperty, type ResolverSpec, resolverProperties } from './resolver-properties.js';
