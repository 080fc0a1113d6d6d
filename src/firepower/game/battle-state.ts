import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { diceStateSchema } from '../../dice/dice-state.js';
import type { FirepowerRulesOverrides } from '../rules.js';
import { aircraftStandSchema } from '../schemas/aircraft.js';
import { battleConditionsSchema, nightAidsSchema } from '../schemas/conditions.js';
import { squadronSchema } from '../schemas/squadron.js';
import { courseOfActionSchema } from '../tables/matrix-04-own-initiative.js';
import { TORPEDO_PERIODS } from '../tables/matrix-11-torpedo.js';

/** The two players of a Firepower battle. */
export const BATTLE_SIDES = /* @__PURE__ */ deepFreeze(['A', 'B'] as const);
/** One of the two players. */
export const battleSideSchema = z.enum(BATTLE_SIDES);
/** One of the two players, `'A'` or `'B'`. */
export type BattleSide = z.infer<typeof battleSideSchema>;

/** The four segments of a player turn (Game Sequence A–D). */
export const SEGMENTS = /* @__PURE__ */ deepFreeze(['A', 'B', 'C', 'D'] as const);

/** One player's fleet: its squadrons as they stand, and its points (Matrix 13). */
export const battleFleetSchema = z.strictObject({
  /** Which player. */
  side: battleSideSchema,
  /** The player's name, for people. */
  name: z.string().min(1),
  /** The fleet's points value (Matrix 13), worked out at set-up. */
  points: z.number().min(0),
  /** The squadrons, in the order of battle. */
  squadrons: z.array(squadronSchema).min(1).max(100),
  /** Its aircraft stands, organised into waves before the game (`wave`); they wait until their wave arrives. */
  aircraft: z.array(aircraftStandSchema).max(500),
  /** Its radar and flares (Use of Radar and Flares, Late Period only): they let this fleet, and only it, fire at night. */
  nightAids: nightAidsSchema.prefault({}),
});
/** One player's fleet. */
export type BattleFleet = z.output<typeof battleFleetSchema>;

/** A torpedo marker on the table (Torpedoes): launched at a named target, moved 6" (Long Lance 9") a turn. */
export const torpedoMarkerSchema = z.strictObject({
  /** The marker's id, `T1`, `T2`, … in launch order. */
  id: z.string().min(1),
  /** The player who launched it. */
  side: battleSideSchema,
  /** The ship that launched it. */
  firer: z.string().min(1),
  /** The target named at launch. */
  target: z.string().min(1),
  /** The torpedo's period row on Matrix 11. */
  torpedo: z.enum(TORPEDO_PERIODS),
  /** Inches it may move a turn. */
  speedInches: z.number().positive(),
  /** Inches moved in the current turn of its player. */
  movedThisTurn: z.number().min(0),
  /** Inches still between the marker and its target (the launch distance, less each move, or as the app measured): contact at 0. */
  toTargetInches: z.number().min(0),
});
/** A torpedo marker. */
export type TorpedoMarker = z.output<typeof torpedoMarkerSchema>;

/** A false submarine model (Submarines): moved like a real one until a depth charge reveals it. Hidden from the other player. */
export const falseModelSchema = z.strictObject({
  /** The model's id, as the app labels it. */
  id: z.string().min(1),
  /** The player it belongs to. */
  side: battleSideSchema,
  /** The real submarine it shadows (it must stay within 24"). */
  submarine: z.string().min(1),
});
/** A false submarine model. */
export type FalseModel = z.output<typeof falseModelSchema>;

/** A submerged model as the battle knows it: its anonymous id, its owner, and what it is. */
export const contactSchema = z.strictObject({
  /** The anonymous id both players use, e.g. `'contact-2'`. */
  id: z.string().min(1),
  /** The player who owns the model. */
  side: battleSideSchema,
  /** The real submarine's name or the false model's id; only its owner sees it. */
  model: z.string().min(1),
});
/** A submerged contact. */
export type Contact = z.output<typeof contactSchema>;

/** What one ship has done in the current player turn. */
export const shipTurnSchema = z.strictObject({
  /** The ship's name. */
  ship: z.string().min(1),
  /** Inches moved this turn (absent until it moves). */
  movedInches: z.number().min(0).optional(),
  /** Which batteries have fired this turn: `main`, `secondary`, `torpedo`. */
  fired: z.array(z.enum(['main', 'secondary', 'torpedo', 'depth-charge'])).default([]),
});

/** A squadron's break-off test due now (Break Off: tested as soon as a condition arises). */
export const pendingTestSchema = z.strictObject({
  /** The squadron to test. */
  squadron: z.string().min(1),
  /** The player who throws. */
  side: battleSideSchema,
});

/**
 * A Firepower battle as plain JSON: conditions, both fleets, whose turn and which
 * segment, torpedo markers, false submarine models, what each ship did this turn,
 * pending break-off tests, the winner, and the seeded dice.
 */
export const battleStateSchema = z.strictObject({
  /** Always `'firepower-battle'`. */
  game: z.literal('firepower-battle'),
  /** The seeded dice's saved state. */
  dice: diceStateSchema,
  /** The rules in force: house rules and options (`optional.specialEffects`, …), as given at set-up. */
  rules: z.record(z.string(), z.unknown()),
  /** Battle conditions (Matrix 6, the sun die, period, scale, year, night aids). */
  conditions: battleConditionsSchema,
  /** True once the time of day and weather are known (diced on Matrix 6 or agreed at set-up). */
  conditionsKnown: z.boolean(),
  /** Both fleets, A then B. */
  fleets: z.array(battleFleetSchema).length(2),
  /** Set-up (conditions), first-turn (who moves first), playing, or over. */
  phase: z.enum(['setup', 'first-turn', 'playing', 'over']),
  /** The player who won the first-turn roll and chooses, once rolled. */
  firstTurnChooser: battleSideSchema.nullable(),
  /** The player who took the first turn. */
  first: battleSideSchema.nullable(),
  /** The game turn (both players' turns), 0 before play. */
  turn: z.number().int().min(0),
  /** The player whose turn it is, or null before play. */
  active: battleSideSchema.nullable(),
  /** The segment of the active player's turn (A order change, B break-off moves, C own initiative, D under control). */
  segment: z.enum(SEGMENTS),
  /** True once an order has been changed (or tried) this player turn: one a turn. */
  orderChanged: z.boolean(),
  /** Squadrons of the active player that have thrown Matrix 2 this turn. */
  controlTested: z.array(z.string()),
  /** Broken-off squadrons that have made their break-off move this turn. */
  breakOffMoved: z.array(z.string()),
  /** Squadrons that have left the table (break-off complete). */
  offTable: z.array(z.string()),
  /** Break-off conditions already tested, `squadron:condition`, so each is tested once when it arises. */
  breakOffTested: z.array(z.string()),
  /** Break-off tests due now; no other action is taken until they are thrown. */
  pending: z.array(pendingTestSchema),
  /** The Matrix 4 course of action of each ship acting on its own initiative, one entry a ship. */
  courses: z.array(
    z.strictObject({
      /** The ship's name. */
      ship: z.string().min(1),
      /** The course drawn. */
      course: courseOfActionSchema,
      /** For a maximum turn to port or starboard: true once the ship has made it (then it keeps straight ahead). */
      turned: z.boolean().default(false),
    }),
  ),
  /** Special effect 3: how many times each ship's move has been halved, one entry a ship. */
  engineHalvings: z.array(z.strictObject({ ship: z.string().min(1), halvings: z.number().int().min(0) })),
  /** What each ship has done this player turn, one entry a ship. */
  shipTurns: z.array(shipTurnSchema),
  /** What each aircraft stand has done this player turn, one entry a stand. */
  standTurns: z.array(
    z.strictObject({
      /** The stand's name. */
      stand: z.string().min(1),
      /** Inches flown this turn. */
      movedInches: z.number().min(0).default(0),
      /** True once it has fought or attacked this turn (each stand works through one combat a turn). */
      engaged: z.boolean().default(false),
    }),
  ),
  /** Waves whose arrival has been thrown this player turn. */
  wavesThrown: z.array(z.number().int().min(1)),
  /** AA dice each ship has thrown at attacking aircraft this player turn, one entry a ship. */
  aaDiceUsed: z.array(z.strictObject({ ship: z.string().min(1), dice: z.number().int().min(0) })),
  /** Torpedo markers on the table. */
  torpedoes: z.array(torpedoMarkerSchema),
  /** How many torpedo markers have been launched (ids are `T` + this count). */
  torpedoesLaunched: z.number().int().min(0),
  /** False submarine models still on the table. */
  falseModels: z.array(falseModelSchema),
  /** Real submarines revealed (they surfaced, fired or were engaged); the others may still be false for all the enemy knows. */
  revealed: z.array(z.string()),
  /**
   * Submerged models the enemy cannot tell apart (Submarines): every unrevealed submerged
   * submarine and every false model, under an anonymous id (`contact-1`, `contact-2`, … in an order the
   * dice drew at set-up). The enemy depth-charges a contact by this id.
   */
  contacts: z.array(contactSchema),
  /** The winner, once the battle is won (Victory Conditions; a side with no ship in action or that concedes loses). */
  winner: battleSideSchema.nullable(),
  /** The agreed last game turn, or null for none: after it the battle ends undecided. */
  turnLimit: z.number().int().min(1).nullable(),
  /** How the battle ended: `victory` (half the squadrons broken off), `no-ships` (a side has none in action), `concession`, `turn-limit` (no winner); null while it goes on. */
  endedBy: z.enum(['victory', 'no-ships', 'concession', 'turn-limit']).nullable(),
});
/** A Firepower battle's state. */
export type BattleState = z.output<typeof battleStateSchema>;

/** The rules a battle was set up with, as every resolver takes them. Internal. */
export function rulesOf(state: BattleState): FirepowerRulesOverrides {
  return state.rules as FirepowerRulesOverrides;
}

const READING = " (the library's reading)";

/**
 * The rule each way a battle ends cites: half a side's squadrons broken off is the text's
 * (Victory Conditions); the rest are not in the text: no ship left in action and a
 * concession are the library's readings, the turn limit an option of the set-up. Internal.
 */
export const BATTLE_ENDINGS = {
  victory: 'Victory Conditions',
  'no-ships': `No ship in action${READING}`,
  concession: `Concession${READING}`,
  'turn-limit': 'Turn limit (set-up option)',
} as const satisfies Record<NonNullable<BattleState['endedBy']>, string>;
