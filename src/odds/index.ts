export { type EstimatedOdds, type EstimatedOutcome, type EstimateOddsOptions, estimateOdds } from './estimate-odds.js';
export {
  DEFAULT_MAX_PATHS,
  type ExactOdds,
  type ExactOddsOptions,
  type ExactOutcome,
  exactOdds,
} from './exact-odds.js';
export {
  type ExactRounds,
  type ExactRoundsOptions,
  exactRounds,
  type RoundState,
} from './exact-rounds.js';
export {
  addFractions,
  type Fraction,
  formatFraction,
  fraction,
  fractionFromNumber,
  fractionToNumber,
  multiplyFractions,
  parseFraction,
} from './fraction.js';
export { marginal } from './marginal.js';
export { type Mean, meanOf } from './mean-of.js';
export { probabilityOf } from './probability-of.js';
export { thenOdds } from './then-odds.js';
