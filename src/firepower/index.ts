/**
 * Firepower (AlienStar Games), naval miniatures 1900–1945, as data and resolvers:
 * `naval-rules/firepower`. Tables are `as const` data citing their matrix; resolvers take
 * an input, a `Dice` and optional house rules and return a `Resolution`.
 * @packageDocumentation
 */

export {
  type AirToAirInput,
  type AirToAirOutcome,
  type AirToAirResult,
  airToAirInputSchema,
  lookupAirToAir,
  resolveAirToAir,
} from './air-to-air.js';
export {
  type AirToShipInput,
  type AirToShipOutcome,
  airToShipInputSchema,
  airToShipLevelOdds,
  lookupAirToShipScore,
  resolveAirToShip,
  resolveAirToShipLevel,
  shipTargetColumn,
} from './air-to-ship.js';
export {
  aircraftRefSchema,
  aircraftStand,
  lookupWaveArrival,
  resolveWaveArrival,
  type WaveArrivalInput,
  type WaveArrivalOutcome,
  waveArrivalInputSchema,
  waveArrivalScore,
} from './aircraft-arrival.js';
export {
  type AntiAircraftInput,
  type AntiAircraftOutcome,
  aaDice,
  antiAircraftInputSchema,
  lookupAntiAircraft,
  resolveAntiAircraft,
} from './anti-aircraft.js';
export {
  type AppliedDamage,
  applySpecialEffect,
  CM_PER_INCH,
  type DamageContext,
  hasLostPower,
  isInAction,
} from './apply-damage.js';
export { type BatteryBelowDe, type CurrentArmament, currentArmament } from './battery.js';
export {
  type BattleConditionsRollInput,
  battleConditionsInputSchema,
  lookupBattleConditions,
  resolveBattleConditions,
} from './battle-conditions.js';
export {
  type BreakOffOutcome,
  type BreakOffTestInput,
  type BreakOffTriggers,
  breakOffScore,
  breakOffTestInputSchema,
  breakOffTriggers,
  lookupBreakOff,
  resolveBreakOffTest,
} from './break-off-test.js';
export { firepowerCatalogue } from './catalogue/catalogue.js';
export { firepowerExampleSetUp } from './catalogue/example-set-up.js';
export {
  aaForBatteryClass,
  type ClassShift,
  classDifference,
  downClass,
  isLadderClass,
  isSimilarClass,
  ladderIndex,
  profileOf,
  shiftClass,
  upClass,
} from './classes.js';
export { COMBAT_INTERPRETATIONS, COMBAT_OPTIONAL, COMBAT_TABLES, type CombatTablesInput } from './combat-rules.js';
export {
  CONTROL_PURPOSES,
  type ControlOutcome,
  type ControlSituation,
  type ControlTestInput,
  controlModifiers,
  controlScoreNeeded,
  controlTestInputSchema,
  hasBeenDamaged,
  lookupControlTest,
  resolveControlTest,
} from './control-test.js';
export { type DamageInput, type DamageOutcome, damageInputSchema, resolveDamage } from './damage.js';
export { type DamageDieReading, lookupDamageDie, lookupListAspect } from './damage-dice.js';
export {
  applyDepthCharge,
  checkDepthCharge,
  DEPTH_CHARGE_CLASSES,
  type DepthChargeInput,
  type DepthChargeOutcome,
  depthChargeInputSchema,
  type Legality,
  lookupDepthCharge,
  resolveDepthCharge,
} from './depth-charge.js';
export {
  checkFalseContacts,
  type FalseContactsInput,
  falseContactsInputSchema,
  isSubmarineRevealed,
  type SubmarineRevealInput,
  submarineRevealInputSchema,
} from './false-contacts.js';
export {
  type FirstTurn,
  type FirstTurnInput,
  firstTurnInputSchema,
  lookupFirstTurn,
  resolveFirstTurn,
} from './first-turn.js';
export { firepowerBattle } from './game/battle.js';
export {
  type BattleAction,
  type BattleActionInput,
  battleActionSchema,
  controlSituationSchema,
} from './game/battle-actions.js';
export { BATTLE_DISTANCES } from './game/battle-distances.js';
export { type FirepowerDoctrineTurn, firepowerDoctrine } from './game/battle-doctrine.js';
export { type BattleSetup, battleSetupSchema, createBattle, orderOfBattleSchema } from './game/battle-setup.js';
export {
  BATTLE_SIDES,
  type BattleFleet,
  type BattleSide,
  type BattleState,
  battleFleetSchema,
  battleSideSchema,
  battleStateSchema,
  type Contact,
  contactSchema,
  type FalseModel,
  falseModelSchema,
  type TorpedoMarker,
  torpedoMarkerSchema,
} from './game/battle-state.js';
export { type BattleView, battleViewSchema, contactViewSchema } from './game/battle-view.js';
export { type GunneryOutcome, resolveGunnery } from './gunnery.js';
export {
  type DamageScoreParts,
  damageLevelOdds,
  lookupClassModifier,
  lookupGunneryDamageLevel,
  plusMinusModifiers,
  resolveGunneryDamageLevel,
  type ShotLevel,
} from './gunnery-damage-level.js';
export { gunneryOdds } from './gunnery-odds.js';
export {
  type GunneryInput,
  type GunneryParsed,
  gunneryInputSchema,
  gunneryModifiers,
  gunneryTargetSchema,
  lookupGunneryToHit,
  resolveGunneryToHit,
  type ToHitOutcome,
  targetShip,
} from './gunnery-to-hit.js';
export {
  lookupMovement,
  type MovementInput,
  type MovementRates,
  maxTurnDegrees,
  movementInputSchema,
} from './movement.js';
export {
  lookupOwnInitiative,
  type OwnInitiativeInput,
  ownInitiativeInputSchema,
  resolveOwnInitiative,
  resolveSquadronInitiative,
  type SquadronInitiative,
  type SquadronInitiativeInput,
  squadronInitiativeInputSchema,
} from './own-initiative.js';
export {
  aircraftPoints,
  type FleetPoints,
  type FleetPointsInput,
  fleetPoints,
  fleetPointsInputSchema,
  type PricedAircraft,
  type PricedShip,
  pricedAircraftSchema,
  pricedShipSchema,
  shipPoints,
} from './points.js';
export {
  lookupRangeBand,
  lookupRanges,
  type RangeBandInput,
  type RangeLimits,
  type RangeReading,
  type RangesInput,
  rangeBandInputSchema,
  rangesInputSchema,
} from './range-band.js';
export {
  FIREPOWER_RULES,
  type FirepowerRules,
  type FirepowerRulesInput,
  type FirepowerRulesOverrides,
  firepowerInterpretationsSchema,
  firepowerOptionalSchema,
  firepowerRulesSchema,
  firepowerTablesSchema,
  resolveFirepowerRules,
  submarineRulesSchema,
  turningRulesSchema,
  victoryRulesSchema,
} from './rules.js';
export {
  AIRCRAFT_CLASSES,
  AIRCRAFT_STATUSES,
  AIRCRAFT_SUB_CLASSES,
  type AircraftClass,
  type AircraftStand,
  type AircraftStandInput,
  type AircraftStatus,
  type AircraftSubClass,
  aircraftClassSchema,
  aircraftStandSchema,
  aircraftStatusSchema,
  aircraftSubClassSchema,
  BATTERY_CLASSES,
  type BatteryClass,
  type BattleConditions,
  type BattleConditionsInput,
  batteryClassSchema,
  battleConditionsSchema,
  CLASS_LADDER,
  DAMAGE_LEVELS,
  type DamageLevel,
  d6FaceSchema,
  damageLevelSchema,
  FLAGS,
  type Flag,
  FORMATION_ORDERS,
  type FormationOrder,
  flagSchema,
  formationOrderSchema,
  type LadderClass,
  LIST_ASPECTS,
  type ListAspect,
  ladderClassSchema,
  listAspectSchema,
  MOVEMENT_ORDERS,
  type MovementOrder,
  movementOrderSchema,
  NATIONALITIES,
  type Nationality,
  type NightAids,
  nationalitySchema,
  nightAidsSchema,
  PERIODS,
  type Period,
  PROPULSIONS,
  type Propulsion,
  periodSchema,
  propulsionSchema,
  SCALES,
  type Scale,
  SHIP_CLASSES,
  SHIP_STATUSES,
  type Ship,
  type ShipClass,
  type ShipDamage,
  type ShipDamageInput,
  type ShipInput,
  type ShipProfile,
  type ShipStatus,
  type SpecialEffect,
  type Squadron,
  type SquadronInput,
  SUB_CLASSES,
  type SubClass,
  scaleSchema,
  shipClassSchema,
  shipDamageSchema,
  shipProfileSchema,
  shipSchema,
  shipStatusSchema,
  specialEffectSchema,
  squadronSchema,
  subClassSchema,
  TIMES_OF_DAY,
  type TimeOfDay,
  timeOfDaySchema,
  WEATHERS,
  type Weather,
  weatherSchema,
} from './schemas.js';
export { lookupSunEdge, resolveSunEdge, type SunEdge, type SunEdgeInput, sunEdgeInputSchema } from './sun-edge.js';
export { BLUE_DIE } from './tables/damage-die-blue.js';
export {
  BLACK,
  DAMAGE_DICE,
  DAMAGE_DIE_COLUMNS,
  type DamageDie,
  type DamageDieCell,
  type DamageDieRow,
  type DamageDieTable,
  damageDieCellSchema,
  damageDieTableSchema,
  type HitLevel,
  NO_EFFECT,
  SPECIAL_EFFECT_THRESHOLDS,
} from './tables/damage-die-cells.js';
export { GREEN_DIE, GREEN_DIE_BLANKS } from './tables/damage-die-green.js';
export { LIST_DEGREES_PER_TO_HIT, LIST_SINKS_ABOVE, RED_DIE, RED_DIE_ASPECTS } from './tables/damage-die-red.js';
export { FIRE_THRESHOLDS, WHITE_DIE, WHITE_DIE_BLANKS } from './tables/damage-die-white.js';
export { MATRIX_1_AIRCRAFT_CLASSES } from './tables/matrix-01-aircraft-classes.js';
export { MATRIX_1_CLASS_LADDER } from './tables/matrix-01-class-ladder.js';
export {
  MATRIX_1_SHIP_CLASSES,
  type ShipClassRow,
  type ShipClassTable,
  shipClassRowSchema,
  shipClassTableSchema,
} from './tables/matrix-01-ship-classes.js';
export { type ControlTable, controlTableSchema, MATRIX_2_CONTROL } from './tables/matrix-02-control.js';
export { type BreakOffTable, breakOffTableSchema, MATRIX_3_BREAK_OFF } from './tables/matrix-03-break-off.js';
export {
  COURSES_OF_ACTION,
  type CourseOfAction,
  courseOfActionSchema,
  INITIATIVE_COLUMNS,
  type InitiativeColumn,
  initiativeColumnSchema,
  MATRIX_4_OWN_INITIATIVE,
  type OwnInitiativeTable,
  ownInitiativeTableSchema,
} from './tables/matrix-04-own-initiative.js';
export { MATRIX_5_MOVEMENT, type MovementTable, movementTableSchema } from './tables/matrix-05-movement.js';
export {
  type ConditionsResult,
  conditionsResultSchema,
  conditionsTableSchema,
  MATRIX_6_CONDITIONS,
} from './tables/matrix-06-conditions.js';
export { MATRIX_7_RANGE, type RangeTable, rangeTableSchema } from './tables/matrix-07-range.js';
export {
  FIRE_TO_HIT_MODIFIERS,
  HEAVY_BATTERIES,
  MATRIX_8_MODIFIERS,
  MATRIX_8_TO_HIT,
  type PrintedModifier,
  RANGE_BANDS,
  type RangeBand,
} from './tables/matrix-08-to-hit.js';
export {
  MATRIX_9_AIRCRAFT_ROWS,
  MATRIX_9_CLASS_MODIFIER,
  MATRIX_9_COLUMNS,
  type Matrix9Row,
} from './tables/matrix-09-class-modifier.js';
export {
  DAMAGE_LEVEL_NAMES,
  MATRIX_10_BANDS,
  MATRIX_10_DAMAGE_LEVEL,
  MATRIX_10_META,
} from './tables/matrix-10-damage-level.js';
export {
  MATRIX_11_TORPEDO,
  TORPEDO_LARGE_TARGETS,
  TORPEDO_MODIFIERS,
  TORPEDO_PERIODS,
  type TorpedoPeriod,
} from './tables/matrix-11-torpedo.js';
export {
  AIR_COMBAT_CASUALTIES,
  AIR_COMBAT_NO_RESULT_WITHIN,
  MATRIX_12_AIRCRAFT,
  type Matrix12Row,
  SHIP_TARGET_COLUMNS,
  type ShipTargetColumn,
} from './tables/matrix-12-aircraft.js';
export { AA_FIRE_RESULTS, AA_POINTS_PER_DIE } from './tables/matrix-12-anti-aircraft.js';
export { WAVE_ARRIVAL } from './tables/matrix-12-wave-arrival.js';
export {
  type AircraftPointsKey,
  MATRIX_13_POINTS,
  type PointsTable,
  pointsTableSchema,
} from './tables/matrix-13-points.js';
export {
  lookupSpecialEffect,
  SPECIAL_EFFECTS,
  type SpecialEffectKind,
  type SpecialEffectRow,
} from './tables/special-effects.js';
export {
  lookupTorpedoLevel,
  resolveTorpedo,
  resolveTorpedoLevel,
  type TorpedoInput,
  type TorpedoOutcome,
  torpedoInputSchema,
  torpedoLevelOdds,
  torpedoModifiers,
} from './torpedo.js';
export {
  type SideStanding,
  type VictoryInput,
  type VictoryResult,
  victoryFromSquadrons,
  victoryInputSchema,
  victoryTest,
} from './victory.js';
