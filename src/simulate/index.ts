/**
 * Whole-game studies: play many games with chosen bots and house rules and read who wins,
 * with honest intervals; split a study into shards and merge them exactly; compare two
 * house-rule variants on paired runs.
 * @packageDocumentation
 */

export type { FinishedGame, Measure } from '../game/measure.js';
export {
  type CompareRulesOptions,
  compareRules,
  type MeasureComparison,
  type PairedDifference,
  type RulesComparison,
  runsToResolve,
  type SideComparison,
} from './compare-rules.js';
export type { Distribution } from './distribution.js';
export { type MergeOptions, mergeSimulations } from './merge-simulations.js';
export { type SimulateOptions, type StudyBot, simulate } from './simulate.js';
export type { SimulationSummary } from './simulation-summary.js';
export { type RateWithInterval, wilsonInterval } from './wilson-interval.js';
