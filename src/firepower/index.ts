/**
 * Firepower (AlienStar Games), naval miniatures 1900–1945, as data and resolvers:
 * `naval-rules/firepower`. Tables are `as const` data citing their matrix; resolvers take
 * an input, a `Dice` and optional house rules and return a `Resolution`.
 * @packageDocumentation
 */

export * from './air-to-air.js';
export * from './air-to-ship.js';
export * from './aircraft-arrival.js';
export * from './anti-aircraft.js';
export * from './apply-damage.js';
export * from './battery.js';
export * from './battle-conditions.js';
export * from './break-off-test.js';
export * from './classes.js';
export * from './combat-rules.js';
export * from './control-test.js';
export * from './damage.js';
export * from './damage-dice.js';
export * from './depth-charge.js';
export * from './false-contacts.js';
export * from './first-turn.js';
export * from './gunnery.js';
export * from './gunnery-damage-level.js';
export * from './gunnery-to-hit.js';
export * from './movement.js';
export * from './own-initiative.js';
export * from './points.js';
export * from './range-band.js';
export * from './rules.js';
export * from './schemas.js';
export * from './sun-edge.js';
export * from './tables/damage-die-blue.js';
export * from './tables/damage-die-cells.js';
export * from './tables/damage-die-green.js';
export * from './tables/damage-die-red.js';
export * from './tables/damage-die-white.js';
export * from './tables/matrix-01-aircraft-classes.js';
export * from './tables/matrix-01-class-ladder.js';
export * from './tables/matrix-01-ship-classes.js';
export * from './tables/matrix-02-control.js';
export * from './tables/matrix-03-break-off.js';
export * from './tables/matrix-04-own-initiative.js';
export * from './tables/matrix-05-movement.js';
export * from './tables/matrix-06-conditions.js';
export * from './tables/matrix-07-range.js';
export * from './tables/matrix-08-to-hit.js';
export * from './tables/matrix-09-class-modifier.js';
export * from './tables/matrix-10-damage-level.js';
export * from './tables/matrix-11-torpedo.js';
export * from './tables/matrix-12-aircraft.js';
export * from './tables/matrix-12-anti-aircraft.js';
export * from './tables/matrix-12-wave-arrival.js';
export * from './tables/matrix-13-points.js';
export * from './tables/special-effects.js';
export * from './torpedo.js';
export * from './victory.js';
