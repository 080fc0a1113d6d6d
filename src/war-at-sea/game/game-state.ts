import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { diceStateSchema } from '../../dice/dice-state.js';
import { unitCardSchema, warAtSeaSideSchema } from '../schemas.js';

/**
 * The rule a pass cites: the text does not say how a phase ends, so "a phase ends when both
 * sides have passed since its last other action" is the library's reading. Internal.
 */
export const PASSING = "Passing (the library's reading)";

/** The turn of War at Sea with the troop-landing rules' Infantry Combat after Surface Attack. */
export const WAR_AT_SEA_PHASES = /* @__PURE__ */ deepFreeze([
  'Initiative',
  'Sea Movement',
  'Air Mission',
  'Air Defense',
  'Air Attack',
  'Surface Attack',
  'Infantry Combat',
  'Torpedo Attack',
  'End of Turn',
] as const);
/** The two sides, in the order the game lists them. */
export const WAR_AT_SEA_SIDES = /* @__PURE__ */ deepFreeze(['Allies', 'Axis'] as const);
/** A phase of the turn. */
export type WarAtSeaPhase = (typeof WAR_AT_SEA_PHASES)[number];

const id = z.string().min(1).max(60);
const sector = z.string().min(1).max(60);
/** Troop counters are unlimited (Loading/Unloading): the bound only keeps a state within reach. */
const MAX_COUNTERS = 10_000;
/** One troop counter: a stable id (it keeps its id while others are removed) and the damage it carries this turn. */
export const troopCounterStateSchema = z.strictObject({
  /** The counter's id on its island, `Allies-1`, `Axis-3`, … in the order they landed. */
  id,
  /** Hull points of damage it carries this turn. */
  damage: z.number().int().min(0).max(19),
});
const counters = z.array(troopCounterStateSchema).max(MAX_COUNTERS);

/**
 * Zod schema of a unit in play: its card, where it is, its damage and the troops aboard.
 *
 * @example
 * ```ts
 * gameUnitSchema.shape.troopsAboard.parse(2); // 2
 * ```
 */
export const gameUnitSchema = z.strictObject({
  /** Unique id of the unit in the game. */
  id,
  /** Its side. */
  side: warAtSeaSideSchema,
  /** Its card (the base game's, your input). */
  card: unitCardSchema,
  /** The sector it is in (a side's deployment area is a sector too). */
  sector,
  /** Hull points of damage it carries. */
  damage: z.number().int().min(0).max(20),
  /** True once it has attacked in the current phase (each unit attacks once in each phase it may attack in). */
  attacked: z.boolean(),
  /** Troop counters aboard. */
  troopsAboard: z.number().int().min(0).max(20),
  /** True once it has moved this phase. */
  moved: z.boolean(),
  /** True once it has unloaded troops this turn (it then makes only anti-air attacks). */
  unloaded: z.boolean(),
  /** True once destroyed (out of the game). */
  destroyed: z.boolean(),
});
/** A unit in play. */
export type GameUnit = z.output<typeof gameUnitSchema>;

/**
 * Zod schema of an island in play: its sector, value and each side's troop counters, each
 * with its stable id and the hull points of damage it carries this turn.
 *
 * @example
 * ```ts
 * gameIslandSchema.shape.troops.parse({ Allies: [{ id: 'Allies-1', damage: 1 }], Axis: [] });
 * ```
 */
export const gameIslandSchema = z.strictObject({
  /** The island's name. */
  id,
  /** The objective sector it sits in. */
  sector,
  /** Its objective value. */
  value: z.number().int().min(0).max(1000),
  /** Troop counters of each side, with the damage each carries. */
  troops: z.strictObject({
    /** Allied counters. */
    Allies: counters,
    /** Axis counters. */
    Axis: counters,
  }),
  /** How many counters of each side have landed here (the next id is the side and this count plus one). */
  landed: z.strictObject({ Allies: z.number().int().min(0), Axis: z.number().int().min(0) }),
  /** The side that claimed it at the last victory check, or null. */
  claimedBy: warAtSeaSideSchema.nullable(),
  /** True once its Infantry Combat was fought this turn. */
  fought: z.boolean(),
});
/** An island in play. */
export type GameIsland = z.output<typeof gameIslandSchema>;

/** What an attack hits: a unit, or one troop counter on an island. */
export const attackTargetRefSchema = z.union([
  z.strictObject({
    /** The unit attacked. */
    unit: id,
  }),
  z.strictObject({
    /** The island. */
    island: id,
    /** Whose troop counter. */
    side: warAtSeaSideSchema,
    /** Which counter: its id, e.g. `'Axis-2'`. */
    counter: id,
  }),
]);

const sidePoints = z.strictObject({
  /** Value of enemy units sunk. */
  sunk: z.number().int().min(0),
  /** Points from special abilities and base-game bonuses, as reported. */
  other: z.number().int().min(0),
});

/**
 * Zod schema of a War at Sea troop-landing game, as plain JSON: the turn and phase, the
 * units and islands, the attacks whose damage waits for the end of the phase, troops
 * that may still be rescued, points, the victory target and the seeded dice.
 *
 * @example
 * ```ts
 * warAtSeaGameStateSchema.shape.phase.parse('Infantry Combat');
 * ```
 */
export const warAtSeaGameStateSchema = z.strictObject({
  /** Always `'war-at-sea'`. */
  game: z.literal('war-at-sea'),
  /** The seeded dice's saved state. */
  dice: diceStateSchema,
  /** The rules in force, as given at set-up. */
  rules: z.record(z.string(), z.unknown()),
  /** The turn, from 1. */
  turn: z.number().int().min(1),
  /** The phase. */
  phase: z.enum(WAR_AT_SEA_PHASES),
  /** The side that has passed (`advance`) since the last other action of this phase, or null; the phase ends when the other side passes too. */
  passed: warAtSeaSideSchema.nullable(),
  /** The points a side must exceed to win. */
  target: z.number().int().min(0),
  /** The scenario's last turn, or null when it has none; past it with no winner, the game is over, drawn. */
  lastTurn: z.number().int().min(1).nullable().default(null),
  /** Each side's Ship deployment area (a sector). */
  deployment: z.strictObject({
    /** The Allied deployment area. */
    Allies: sector,
    /** The Axis deployment area. */
    Axis: sector,
  }),
  /** Every unit, destroyed ones kept. */
  units: z.array(gameUnitSchema).max(500),
  /** The islands. */
  islands: z.array(gameIslandSchema).max(100),
  /** Effects of this phase's attacks, applied together at its end. */
  pending: z
    .array(
      z.strictObject({
        /** What was hit. */
        target: attackTargetRefSchema,
        /** Hull points of damage. */
        damage: z.number().int().min(0).max(20),
        /** True when the attack destroys it outright. */
        destroyed: z.boolean(),
      }),
    )
    .max(1000),
  /** Units destroyed with troops aboard at the last phase's end, whose troops a Rescue Operations roll may save until the next phase ends. */
  rescuable: z
    .array(
      z.strictObject({
        unit: id,
        side: warAtSeaSideSchema,
        sector,
        troops: z.number().int().min(1),
        /** 1 once a phase end has passed since the unit was lost: the next phase end loses the troops. */
        age: z.number().int().min(0).max(1),
      }),
    )
    .max(500),
  /** Points of each side. */
  points: z.strictObject({ Allies: sidePoints, Axis: sidePoints }),
  /** The sides that won at the last victory check (empty while the game goes on). */
  winners: z.array(warAtSeaSideSchema).max(2),
});
/** A War at Sea troop-landing game state. */
export type WarAtSeaGameState = z.output<typeof warAtSeaGameStateSchema>;

/** True once the game is over: a side has won, or the scenario's last turn has ended. Internal. */
export function warAtSeaOver(state: WarAtSeaGameState): boolean {
  return state.winners.length > 0 || (state.lastTurn !== null && state.turn > state.lastTurn);
}
