/**
 * naval-rules/cartwheel: Operation Cartwheel (Against the Odds), rules 1.0–8.0 — units,
 * the sequence of play, the Random Events Phase with the 11th Hikoshidan, airbases,
 * the Initiative Phase with reconnaissance, and the Air/Naval Operations Phase's mission
 * alternation. The die is a d10 whose 0 reads 10 (2.4). The Player's Aid Charts tables
 * (Initiative DRM, Initiative Player's Missions, Airbase Evacuation DRMs) and the map's
 * Random Events table are not in the rule text: pass them in `rules.tables`.
 * @packageDocumentation
 */

export * from './air-units.js';
export * from './airbase-aa.js';
export * from './airbase-attacks.js';
export * from './airbase-basing.js';
export * from './airbase-capacity.js';
export * from './airbase-display.js';
export * from './airbase-evacuation.js';
export * from './check.js';
export * from './general-regroup.js';
export * from './ground-naval-units.js';
export * from './hikoshidan.js';
export * from './individual-regroup.js';
export * from './initiative.js';
export * from './initiative-missions.js';
export * from './mobile-airbases.js';
export * from './operations.js';
export * from './random-events.js';
export * from './recon-availability.js';
export * from './recon-effects.js';
export * from './recon-flight.js';
export * from './recon-placement.js';
export * from './rules.js';
export * from './schemas/air-unit.js';
export * from './schemas/air-unit-state.js';
export * from './schemas/airbase.js';
export * from './schemas/common.js';
export * from './schemas/ground-unit.js';
export * from './schemas/naval-unit.js';
export * from './schemas/state.js';
export * from './sequence-of-play.js';
export * from './state.js';
export * from './tables/airbase-aa-factors.js';
export * from './tables/airbase-evacuation-table.js';
export * from './tables/aircraft-classes.js';
export * from './tables/drm-list.js';
export * from './tables/initiative-drm-table.js';
export * from './tables/initiative-missions-table.js';
export * from './tables/initiative-table.js';
export * from './tables/random-events-table.js';
export * from './tables/recon-flight-table.js';
export * from './tables/sequence-of-play.js';
