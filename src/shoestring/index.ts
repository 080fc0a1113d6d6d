/**
 * Operation Shoestring (GMT), variant naval rules by Dave Schueler: the new sequence of
 * play, naval unit assignment (I.A.4, R18.3), supply window (I.B.1), air search (II.B.1,
 * N19.3), patrol extension (N18.7), the revised Transport Attack Table (R18.3), optional
 * rules O1.0–O5.0 and their victory points. The die is a d10 read 0–9. The base game's
 * Surface-to-Surface Combat Table, Anti-Aircraft Combat Table and sea zone search charts
 * are inputs (rules object `tables.*`), never built in.
 * @packageDocumentation
 */
export {
  type AirSearchInput,
  type AirSearchOutcome,
  airSearchInputSchema,
  airSearchModifiers,
  airSearchOdds,
  airUnitTaskSchema,
  checkAirUnitForCombat,
  lookupAirSearch,
  resolveAirSearch,
} from './air-search.js';
export {
  airUnitRepairPlacements,
  airUnitReplacements,
  combineAirUnits,
  combineAirUnitsInputSchema,
  eliminatedAirUnitsSchema,
} from './air-unit-repair.js';
export {
  type BattleshipCommitmentInput,
  battleshipCommitmentInputSchema,
  battleshipCommitmentOdds,
  lookupBattleshipCommitment,
  resolveBattleshipCommitment,
} from './battleship-commitment.js';
export { shoestringCatalogue } from './catalogue/catalogue.js';
export { shoestringExampleSetUp } from './catalogue/example-set-up.js';
export {
  checkDdSupplyLoad,
  ddSupplyLoadSchema,
  ddSupplyTransportReinforcement,
  japaneseTacticalAdvantageApplies,
} from './dd-supply-transport.js';
export { shoestringGame } from './game/game.js';
export { type ShoestringAction, type ShoestringActionInput, shoestringActionSchema } from './game/game-actions.js';
export { type ShoestringDoctrineTurn, shoestringDoctrine } from './game/game-doctrine.js';
export { createShoestringGame, type ShoestringSetup, shoestringSetupSchema } from './game/game-setup.js';
export {
  type GameAirUnit,
  type GameForces,
  type GameNavalUnit,
  gameAirUnitSchema,
  gameForcesSchema,
  gameNavalUnitSchema,
  SHOESTRING_SIDES,
  type ShoestringGameState,
  shoestringGameStateSchema,
} from './game/game-state.js';
export { type ShoestringView, shoestringViewSchema } from './game/game-view.js';
export { type SeaZoneReport, seaZoneReport } from './game/sea-zone-report.js';
export {
  guadalcanalAntiAircraftInputSchema,
  guadalcanalAntiAircraftOdds,
  resolveGuadalcanalAntiAircraft,
} from './guadalcanal-anti-aircraft.js';
export {
  type NavalAndAirReturn,
  type NavalReturnPlace,
  navalAndAirReturn,
  navalAndAirReturnInputSchema,
} from './naval-and-air-return.js';
export {
  checkNavalAssignment,
  type NavalAssignmentInput,
  type NavalAssignmentOk,
  type NavalAssignmentProblem,
  navalAssignmentSchema,
} from './naval-unit-assignment.js';
export type { SimpleOption } from './options.js';
export {
  checkPatrolGroup,
  type ExtendPatrolInput,
  extendPatrolInputSchema,
  extendPatrolModifiers,
  extendPatrolOdds,
  lookupExtendPatrol,
  patrolShipSchema,
  resolveExtendPatrol,
} from './patrol-extension.js';
export { checkPtDeployment, ptDeploymentSchema, ptReturnsToNoumea } from './pt-boats.js';
export {
  type PtEngagementOutcome,
  type PtReplyOutcome,
  type PtSearchOutcome,
  ptAttackOdds,
  ptEngagementOdds,
  ptReplyInputSchema,
  ptReplyOdds,
  ptSearchInputSchema,
  ptSearchOdds,
  resolvePtAttack,
  resolvePtEngagement,
  resolvePtReply,
  resolvePtSearch,
} from './pt-engagement.js';
export {
  resolveShoestringRules,
  SHOESTRING_RULES,
  type ShoestringRules,
  type ShoestringRulesInput,
  type ShoestringRulesOverrides,
  shoestringRulesSchema,
} from './rules.js';
export {
  airStrengthSchema,
  extraModifierSchema,
  NAMED_SEA_ZONES,
  type NavalUnit,
  type NavalUnitInput,
  namedZoneMisspelling,
  navalUnitSchema,
  type Side,
  searchBomberTypeSchema,
  seaZoneSchema,
  shipTypeSchema,
  sideSchema,
} from './schemas.js';
export { searchChartName } from './search-number.js';
export {
  gameTurnSchema,
  SEQUENCE_OF_PLAY,
  type SequenceStep,
  type StepTurns,
  stepsOfTurn,
} from './sequence-of-play.js';
export { type SupplyWindow, suppliedPoints, supplyWindow, transportedSupplySchema } from './supply-window.js';
export { antiAircraftTableSchema } from './tables/anti-aircraft-table.js';
export {
  BATTLESHIP_COMMITMENT_BANDS,
  BATTLESHIP_COMMITMENT_TABLE,
  battleshipCommitmentTableSchema,
} from './tables/battleship-commitment-table.js';
export {
  type ColumnLookup,
  type ColumnTable,
  columnTableInputSchema,
  columnTableSchema,
  lookupColumnTable,
} from './tables/column-table.js';
export {
  EXTEND_PATROL_BANDS,
  EXTEND_PATROL_TABLE,
  type ExtendPatrolResult,
  extendPatrolTableSchema,
} from './tables/extend-patrol-table.js';
export { type SeaZoneSearchChart, seaZoneSearchChartSchema } from './tables/sea-zone-search-chart.js';
export { surfaceCombatTableSchema } from './tables/surface-combat-table.js';
export {
  TRANSPORT_ATTACK_BANDS,
  TRANSPORT_ATTACK_CODES,
  TRANSPORT_ATTACK_TABLE,
  type TransportAttackCode,
  type TransportAttackRow,
  transportAttackTableSchema,
} from './tables/transport-attack-table.js';
export {
  lookupTransportAttack,
  resolveTransportAttack,
  type TransportAttackInput,
  transportAttackInputSchema,
  transportAttackModifiers,
  transportAttackOdds,
} from './transport-attack.js';
export {
  tallyVictoryPoints,
  type VictoryPointAward,
  type VictoryPointTally,
  victoryPointAwards,
  victoryPointEventSchema,
} from './victory-points.js';
