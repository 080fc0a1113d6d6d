/**
 * naval-rules/cartwheel: Operation Cartwheel (Against the Odds), rules 1.0–8.0 — units,
 * the sequence of play, the Random Events Phase with the 11th Hikoshidan, airbases,
 * the Initiative Phase with reconnaissance, and the Air/Naval Operations Phase's mission
 * alternation. The die is a d10 whose 0 reads 10 (2.4). The Player's Aid Charts tables
 * (Initiative DRM, Initiative Player's Missions, Airbase Evacuation DRMs) and the map's
 * Random Events table are not in the rule text: pass them in `rules.tables`.
 * @packageDocumentation
 */

export {
  type ActingRole,
  type AirRole,
  airRole,
  type BombingAttack,
  bomberEngines,
  bombingAttacks,
  checkActingRole,
  checkRebuildable,
  currentFace,
  isAerialCombatUnit,
  isHeavyBomber,
  type MovementOptions,
  movementPoints,
  type StepLoss,
  stepLoss,
} from './air-units.js';
export { airbaseAaFactor } from './airbase-aa.js';
export {
  type AirbaseBombingResult,
  applyAirbaseBombing,
  type CaptureResult,
  captureAirbase,
  checkAirbaseTarget,
  checkCapture,
} from './airbase-attacks.js';
export { checkBasing, checkBasingRules, checkPortBasing, OFF_BOARD_SERVICES } from './airbase-basing.js';
export {
  airbaseHosting,
  applyOverCapacityPenalty,
  checkNotOverCapacity,
  type HostingReport,
  hostingReport,
  mobileCapacity,
  overCapacityAirbases,
} from './airbase-capacity.js';
export { type AirbaseDisplay, airbaseDisplay, type Quadrant } from './airbase-display.js';
export {
  type AirbaseEvacuationInput,
  airbaseEvacuationInputSchema,
  applyEvacuation,
  checkEvacuationDestination,
  type EvacuationResult,
  evacuationInputFor,
  evacuationModifiers,
  resolveAirbaseEvacuation,
} from './airbase-evacuation.js';
export { cartwheelCatalogue } from './catalogue/catalogue.js';
export { cartwheelExampleSetUp } from './catalogue/example-set-up.js';
export type { Check, Refusal } from './check.js';
export { cartwheelGame } from './game/game.js';
export { type CartwheelAction, type CartwheelActionInput, cartwheelActionSchema } from './game/game-actions.js';
export { type CartwheelDoctrineTurn, cartwheelDoctrine } from './game/game-doctrine.js';
export { type CartwheelSetup, cartwheelSetupSchema, createCartwheelGame } from './game/game-setup.js';
export { CARTWHEEL_SIDES, type CartwheelGameState, cartwheelGameStateSchema } from './game/game-state.js';
export { type CartwheelView, cartwheelViewSchema } from './game/game-view.js';
export {
  checkGeneralRegroup,
  declareGeneralRegroup,
  type GeneralRegroupDeclarationInput,
  generalRegroupDeclarationSchema,
  regroupMarkerTurn,
} from './general-regroup.js';
export {
  cargoCapacity,
  checkGroundAttack,
  countsAsInfantry,
  isNavalCombatUnit,
  navalCategory,
} from './ground-naval-units.js';
export {
  awardHikoshidanReorganizationVp,
  decideHikoshidan,
  type HikoshidanDecisionInput,
  type HikoshidanReorganizationVp,
  hikoshidanDecisionSchema,
  hikoshidanPlacementSchema,
  hikoshidanReorganizationVp,
  hikoshidanUnits,
} from './hikoshidan.js';
export { checkRegroupDesignation, designateRegroup } from './individual-regroup.js';
export {
  type InitiativeInput,
  initiativeInputSchema,
  initiativeModifiers,
  lookupInitiative,
  resolveInitiative,
} from './initiative.js';
export {
  type InitiativeMissionsInput,
  initiativeMissionsInputSchema,
  lookupInitiativeMissions,
  resolveInitiativeMissions,
} from './initiative-missions.js';
export {
  beginMobileConstruction,
  checkDismantle,
  checkMobileConstruction,
  completeMobileConstruction,
  dismantleMobileAirbase,
  type MobileSiteInput,
  mobileSiteSchema,
} from './mobile-airbases.js';
export {
  checkAttackMissionUnit,
  checkOperationsAction,
  type OperationsAction,
  type OperationsState,
  type OperationsStateInput,
  operationsActionSchema,
  operationsStartSchema,
  operationsStateSchema,
  startOperations,
  takeOperationsAction,
} from './operations.js';
export {
  applyRandomEvent,
  declareUsnCommitment,
  lookupRandomEvent,
  type RandomEventInput,
  randomEventInputSchema,
  resolveRandomEvent,
} from './random-events.js';
export { availableRecon, type ReconAvailability, type ReconSlot, reconPlacementOrder } from './recon-availability.js';
export { reconInitiativeConditions, reconScrambleModifier } from './recon-effects.js';
export {
  type ReconFlightInput,
  reconFlightInputFor,
  reconFlightInputSchema,
  reconFlightModifiers,
  resolveReconFlight,
} from './recon-flight.js';
export {
  checkAirCombatTarget,
  checkReconPlacement,
  groundRecon,
  placeRecon,
  type ReconPlacementInput,
  reconPlacementSchema,
  returnRecon,
} from './recon-placement.js';
export {
  CARTWHEEL_RULES,
  type CartwheelRules,
  type CartwheelRulesOverrides,
  cartwheelRulesSchema,
  resolveCartwheelRules,
} from './rules.js';
export {
  type AirRange,
  type AirService,
  type AirStrike,
  type AirUnit,
  type AirUnitFace,
  type AirUnitInput,
  type AirUnitType,
  airRangeSchema,
  airServiceSchema,
  airStrikeSchema,
  airUnitFaceSchema,
  airUnitSchema,
  airUnitTypeSchema,
  type BombingDesignation,
  bombingDesignationSchema,
} from './schemas/air-unit.js';
export {
  type AirLocation,
  type AirUnitState,
  type AirUnitStateInput,
  airLocationSchema,
  airUnitStateSchema,
} from './schemas/air-unit-state.js';
export {
  type Airbase,
  type AirbaseInput,
  type AirbaseKind,
  airbaseKindSchema,
  airbaseSchema,
  type OffBoardRegion,
  offBoardRegionSchema,
} from './schemas/airbase.js';
export { hexSchema, type Month, monthSchema, otherSide, type Side, sideSchema } from './schemas/common.js';
export {
  type GroundUnit,
  type GroundUnitInput,
  type GroundUnitKind,
  groundUnitKindSchema,
  groundUnitSchema,
} from './schemas/ground-unit.js';
export {
  type NavalUnit,
  type NavalUnitFace,
  type NavalUnitInput,
  type NavalUnitType,
  navalUnitFaceSchema,
  navalUnitSchema,
  navalUnitTypeSchema,
} from './schemas/naval-unit.js';
export {
  type CartwheelState,
  type CartwheelStateInput,
  cartwheelStateSchema,
  type GeneralRegroup,
  generalRegroupSchema,
  MAJOR_AIRBASES,
  MOBILE_AIRBASES_MAX,
  type Port,
  portSchema,
  type TurnDecisions,
  turnDecisionsSchema,
} from './schemas/state.js';
export { advancePhase } from './sequence-of-play.js';
export { serviceSide } from './service-side.js';
export { type StageMoveInput, stageMove, stageMoveSchema } from './stage-move.js';
export { airbaseNamed, findAirbase, findAirUnit, parseCartwheelState, unitsAtAirbase } from './state.js';
export { AIRBASE_AA_FACTORS } from './tables/airbase-aa-factors.js';
export { airbaseEvacuationTableSchema, EVACUATION_DISRUPTED_DRM_ID } from './tables/airbase-evacuation-table.js';
export {
  HEAVY_BOMBER_BASE,
  HEAVY_BOMBER_MODELS,
  HIKOSHIDAN_BASES,
  RECON_INITIATIVE_TARGETS,
  SINGLE_ENGINE_BOMBER_MODELS,
} from './tables/aircraft-classes.js';
export { type DrmEntry, type DrmList, drmEntrySchema, drmListSchema } from './tables/drm-list.js';
export { INITIATIVE_RECON_DRM_IDS, initiativeDrmTableSchema } from './tables/initiative-drm-table.js';
export { initiativeMissionsTableSchema } from './tables/initiative-missions-table.js';
export { INITIATIVE_TABLE } from './tables/initiative-table.js';
export { type RandomEvent, randomEventSchema, randomEventsTableSchema } from './tables/random-events-table.js';
export { RECON_FLIGHT_TABLE, type ReconFlightResult } from './tables/recon-flight-table.js';
export {
  PHASE_IDS,
  type PhaseId,
  SEQUENCE_OF_PLAY,
  type SequencePhase,
  type SequenceStep,
} from './tables/sequence-of-play.js';
