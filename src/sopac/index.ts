/**
 * SOPAC (Second World War at Sea), new optional rules (unofficial): submarine aces (16.6),
 * mine warfare (19.x: minefields, laying, minelayers, detection and sweeping) and motor
 * torpedo boats (20.x: flotillas, patrols, contact, attacks, bases), the Scenario Book
 * additions and the errata, with a game layer. The base game's map, ship data, Gunnery
 * Damage Table, ASW and submarine tables, weather and turn track are your input, never
 * built in.
 * @packageDocumentation
 */
export { sopacCatalogue } from './catalogue/catalogue.js';
export { sopacExampleSetUp } from './catalogue/example-set-up.js';
export { applyShipErrata, type ShipRecordInput, shipRecordSchema } from './errata.js';
export { sopacGame } from './game/game.js';
export { type SopacAction, type SopacActionInput, sopacActionSchema } from './game/game-actions.js';
export { type SopacDoctrineTurn, sopacDoctrine } from './game/game-doctrine.js';
export { createSopacGame, type SopacSetup, sopacSetupSchema } from './game/game-setup.js';
export {
  type GameFleet,
  type GameFlotilla,
  type GameMinefield,
  type GameMtbBase,
  type GameShip,
  gameFleetSchema,
  gameFlotillaSchema,
  gameMinefieldSchema,
  gameMtbBaseSchema,
  gameShipSchema,
  type SopacGameState,
  sopacGameStateSchema,
} from './game/game-state.js';
export { type SopacView, sopacViewSchema } from './game/game-view.js';
export {
  type MineCheck,
  type MineCheckInput,
  type MineCheckOutcome,
  mineCheckInputSchema,
  mineCheckOdds,
  resolveMineCheck,
} from './mine-check.js';
export { mineDamageOdds, resolveMineDamage } from './mine-damage.js';
export {
  type MinefieldApplies,
  type MinefieldContactInput,
  type MinefieldCrossingOutcome,
  minefieldApplies,
  minefieldContactSchema,
  minefieldCrossingOdds,
  type ReplotInput,
  replotInputSchema,
  resolveMinefieldCrossing,
  shipsBeforeReplot,
} from './minefield-crossing.js';
export {
  checkJettison,
  isMinelayer,
  type JettisonInput,
  jettisonInputSchema,
  type MinelayerInput,
  minelayerHitOdds,
  minelayerInputSchema,
  resolveMinelayerHit,
} from './minelayer.js';
export {
  checkMinefieldPlacement,
  checkMinelaying,
  type MinefieldPlacementInput,
  type MinelayingInput,
  minefieldPlacementSchema,
  minelayingInputSchema,
  type PlacementCheck,
  type RuleCheck,
} from './minelaying.js';
export {
  type MtbAttackOddsOptions,
  type MtbAttackOutcome,
  mtbAttackOdds,
  resolveMtbAttack,
} from './mtb-attack.js';
export {
  type GunneryDamageTableInput,
  gunneryDamageTableSchema,
  type MtbAttack,
  type MtbAttackInput,
  mtbAttackInputSchema,
  mtbTargetSchema,
} from './mtb-attack-input.js';
export type { GunneryEffect, MtbAttackState, MtbGroup } from './mtb-attack-stages.js';
export { type MtbBaseInput, type MtbBaseStatus, mtbBaseInputSchema, mtbBaseStatus } from './mtb-base.js';
export {
  type MtbContactInput,
  type MtbContactOutcome,
  mtbContactInputSchema,
  mtbContactOdds,
  resolveMtbContact,
} from './mtb-contact.js';
export {
  checkMtbDeployment,
  checkPatrolZone,
  type MtbDeploymentInput,
  mtbDeploymentInputSchema,
  mtbsActiveIn,
  type PatrolZoneInput,
  patrolZoneInputSchema,
} from './mtb-patrol.js';
export {
  resolveSopacRules,
  SOPAC_RULES,
  type SopacRules,
  type SopacRulesInput,
  type SopacRulesOverrides,
  sopacRulesSchema,
} from './rules.js';
export {
  missionSchema,
  type SeaZone,
  type SeaZoneInput,
  SOPAC_MISSIONS,
  SOPAC_SIDES,
  SOPAC_WEATHER,
  type SopacMap,
  type SopacMapInput,
  type SopacMission,
  type SopacSide,
  type SopacWeather,
  seaZoneSchema,
  sopacMapSchema,
  sopacSideSchema,
  weatherSchema,
} from './schemas.js';
export { type SubmarineAceInput, submarineAceInputSchema, submarineAceModifiers } from './submarine-ace.js';
export {
  resolveSubmarineMineAttack,
  type SubmarineMinesInput,
  type SubmarineMinesOutcome,
  submarineMineOdds,
  submarineMinesInputSchema,
} from './submarine-mines.js';
export {
  checkMineClearing,
  type MineClearingInput,
  mineClearingInputSchema,
  resolveSweep,
  type SweepInput,
  type SweepOutcome,
  sweepInputSchema,
  sweepOdds,
} from './sweeping.js';
export { type ShipErratum, SOPAC_ERRATA } from './tables/errata.js';
export { SOPAC_ISLAND_ZONES, SOPAC_NAMED_COASTAL_ZONES } from './tables/island-zones.js';
export {
  MINE_DAMAGE_BANDS,
  MINE_DAMAGE_TABLE,
  type MineDamage,
  mineDamageTableSchema,
} from './tables/mine-damage-table.js';
export { type ScenarioMtbs, SOPAC_SCENARIO_MTBS } from './tables/scenario-mtbs.js';
export { SURPRISE_BANDS, SURPRISE_TABLE, type SurpriseResult, surpriseTableSchema } from './tables/surprise-table.js';
export { SWEEP_BANDS, SWEEP_TABLE, type SweepResult, sweepTableSchema } from './tables/sweep-table.js';
