export { createDice, restoreDice, type SeededDice } from './create-dice.js';
export type { Dice } from './dice.js';
export { type DiceState, diceStateSchema, type HostedDiceState, type SeededDiceState } from './dice-state.js';
export { type DieName, type DieRange, dieRange, dieWithSides } from './die.js';
export { createHostedDice, useHostedDice } from './hosted-dice.js';
export {
  type DiceWithLog,
  type DrawFunction,
  type FaceBand,
  type MakeDiceOptions,
  makeDice,
  type PoolDrawFunction,
} from './make-dice.js';
export { randomSeed } from './random-seed.js';
export type { Roll } from './roll.js';
export { type ScriptedDice, scriptedDice } from './scripted-dice.js';
export { seedSchema } from './seed-schema.js';
