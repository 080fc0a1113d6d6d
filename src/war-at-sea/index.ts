/**
 * Axis & Allies War at Sea, Troop-Landing Rules v2.0 (a fan variant): troop counters,
 * islands as objectives, loading and capacity, attacks on troops, infantry combat, rescue,
 * victory, and the game with Infantry Combat inserted after Surface Attack. The base game's
 * attack procedure is built in (d6 pools: 4–5 one success, 6 two); its unit cards are the
 * caller's input, never built in.
 * @packageDocumentation
 */
export {
  type AttackEffect,
  type AttackInput,
  type AttackOutcome,
  attackInputSchema,
  attackOdds,
  lookupAttackEffect,
  resolveAttack,
} from './attack.js';
export {
  type AttackOnTroopsCheck,
  type AttackOnTroopsInput,
  attackOnTroopsInputSchema,
  attackOnTroopsOdds,
  checkAttackOnTroops,
  resolveAttackOnTroops,
} from './attack-on-troops.js';
export {
  type AttackPhaseInput,
  attackPhaseInputSchema,
  attackPhaseOdds,
  type PhaseDamage,
  resolveAttackPhase,
} from './attack-phase.js';
export { cardAttackDice } from './card-attack.js';
export { warAtSeaCatalogue } from './catalogue/catalogue.js';
export { warAtSeaExampleSetUp } from './catalogue/example-set-up.js';
export { warAtSeaGame } from './game/game.js';
export { type WarAtSeaAction, type WarAtSeaActionInput, warAtSeaActionSchema } from './game/game-actions.js';
export { type WarAtSeaDoctrineTurn, warAtSeaDoctrine } from './game/game-doctrine.js';
export { createWarAtSeaGame, type WarAtSeaSetup, warAtSeaSetupSchema } from './game/game-setup.js';
export {
  type GameIsland,
  type GameUnit,
  gameIslandSchema,
  gameUnitSchema,
  WAR_AT_SEA_PHASES,
  type WarAtSeaGameState,
  type WarAtSeaPhase,
  warAtSeaGameStateSchema,
} from './game/game-state.js';
export { type WarAtSeaView, warAtSeaViewSchema } from './game/game-view.js';
export {
  type InfantryCombatOutcome,
  type InfantryFightInput,
  type InfantryFightOddsOptions,
  type InfantryFightOutcome,
  type InfantryForces,
  type IslandControl,
  infantryCombatOdds,
  infantryFightInputSchema,
  infantryFightOdds,
  infantryForcesSchema,
  resolveInfantryCombat,
  resolveInfantryFight,
} from './infantry-combat.js';
export {
  checkLoading,
  checkUnloading,
  type TroopTransferCheck,
  type TroopTransferInput,
  troopCapacity,
  troopTransferSchema,
} from './loading.js';
export {
  claimObjectives,
  type IslandInput,
  islandListSchema,
  islandSchema,
  type ObjectiveClaim,
} from './objectives.js';
export { type RescueInput, type RescueOutcome, rescueInputSchema, rescueOdds, resolveRescue } from './rescue.js';
export {
  resolveWarAtSeaRules,
  WAR_AT_SEA_RULES,
  type WarAtSeaRules,
  type WarAtSeaRulesInput,
  type WarAtSeaRulesOverrides,
  warAtSeaRulesSchema,
} from './rules.js';
export {
  ATTACK_TYPES,
  type AttackTarget,
  type AttackTargetInput,
  type AttackType,
  attackTargetSchema,
  attackTypeSchema,
  rangeBandSchema,
  type UnitCard,
  type UnitCardInput,
  unitCardSchema,
  WAR_AT_SEA_SIDES,
  type WarAtSeaSide,
  warAtSeaSideSchema,
} from './schemas.js';
export {
  type DestroyedUnitFate,
  destroyedUnitFate,
  IGNORED_ABILITIES,
  NO_VICTORY_POINT_ABILITIES,
  scoresAbilityPoints,
} from './special-rules.js';
export { ATTACK_DIE_BANDS, ATTACK_DIE_TABLE, attackDieTableSchema } from './tables/attack-die-table.js';
export { type CarrierAbility, TROOP_CAPACITY } from './tables/troop-capacity-table.js';
export { TROOP_COUNTER_ABILITIES, troopCounterTarget } from './troop-counter.js';
export {
  checkVictory,
  type SideTotal,
  type VictoryCheck,
  type VictoryCheckInput,
  victoryCheckSchema,
} from './victory.js';
