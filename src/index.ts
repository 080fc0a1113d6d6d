/**
 * naval-rules core: seeded dice, exact odds, errors, band tables, modifiers and the
 * Resolution record shared by every rule set. Rule sets live at their own subpaths
 * (`naval-rules/firepower`, …) so importing this pulls in none of them.
 * @packageDocumentation
 */
export * from './core/index.js';
// The dice's exports are listed again rather than re-exported from './dice/index.js':
// re-exporting another entry point leaves an empty shared chunk in the build.
export { createDice, restoreDice, type SeededDice } from './dice/create-dice.js';
export type { Dice } from './dice/dice.js';
export { type DiceState, diceStateSchema, type HostedDiceState, type SeededDiceState } from './dice/dice-state.js';
export { type DieName, type DieRange, dieRange, dieWithSides } from './dice/die.js';
export { createHostedDice, useHostedDice } from './dice/hosted-dice.js';
export {
  type DiceWithLog,
  type DrawFunction,
  type FaceBand,
  makeDice,
  type PoolDrawFunction,
} from './dice/make-dice.js';
export { randomSeed } from './dice/random-seed.js';
export type { Roll } from './dice/roll.js';
export { type ScriptedDice, scriptedDice } from './dice/scripted-dice.js';
export { seedSchema } from './dice/seed-schema.js';
export * from './game/index.js';
export * from './odds/index.js';
export * from './play/index.js';
