/**
 * Zod schemas of Firepower's units and state: ships, squadrons, aircraft stands and
 * battle conditions, with the enums they use. Types are inferred from the schemas.
 * @module
 */
export * from './schemas/aircraft.js';
export * from './schemas/conditions.js';
export * from './schemas/enums.js';
export * from './schemas/profile.js';
export * from './schemas/ship.js';
export * from './schemas/squadron.js';
