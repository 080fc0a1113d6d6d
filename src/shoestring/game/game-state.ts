import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { diceStateSchema } from '../../dice/dice-state.js';
import { airStrengthSchema, seaZoneSchema, shipTypeSchema, sideSchema } from '../schemas.js';

/** The two sides, as the game layer names them. */
export const SHOESTRING_SIDES = /* @__PURE__ */ deepFreeze(['US', 'Japanese'] as const);

/** One naval unit counter as the game tracks it. */
export const gameNavalUnitSchema = z.strictObject({
  /** The counter's id, unique within its side. */
  id: z.string().min(1),
  /** Unit type as printed (`BB`, `CA`, `CL`, `DD`, `CV`, `PT`, ...). */
  type: shipTypeSchema,
  /** True for Yamato (O1.0, O2.0). */
  yamato: z.boolean(),
  /** True while damaged (N18.7 modifier; repair placement V.B.4). */
  damaged: z.boolean(),
  /** The game turn of the current pair it is assigned to (I.A.4), or null when unassigned. */
  assignedTo: z.enum(['odd', 'even']).nullable(),
  /** The sea zone it was placed in this turn (II.A.1), or null. */
  zone: seaZoneSchema.nullable(),
  /** N18.7: extended its patrol at the end of the odd turn, so it serves in the even turn too. */
  extended: z.boolean(),
  /** N18.7: it tried to extend this odd turn (one roll per unit). */
  triedExtension: z.boolean(),
  /** True once reported eliminated: it stays listed (O2.0 steps of an eliminated battleship still score) but takes no part. */
  eliminated: z.boolean().default(false),
  /** The Naval Repair Track box it is in (e.g. `'1 wk'`, `'4 wks'`), or null when ready. */
  repair: z.string().min(1).nullable(),
});
/** A naval unit as the game tracks it. */
export type GameNavalUnit = z.output<typeof gameNavalUnitSchema>;

/** One air unit counter as the game tracks it. */
export const gameAirUnitSchema = z.strictObject({
  /** The counter's id, unique within its side. */
  id: z.string().min(1),
  /** Unit type as printed, e.g. `'LB BMB'`, `'CV BMB'`, `'LB FTR'`. */
  type: z.string().min(1),
  /** Full or reduced strength. */
  strength: airStrengthSchema,
  /** At base, on air search in a zone (N19.3: not available for combat), or eliminated. */
  status: z.enum(['base', 'search', 'eliminated']),
  /** The zone searched, while on search. */
  zone: seaZoneSchema.nullable(),
});
/** An air unit as the game tracks it. */
export type GameAirUnit = z.output<typeof gameAirUnitSchema>;

/** One side's forces. */
export const gameForcesSchema = z.strictObject({
  /** Naval units (transports are `transportPoints`, never units), the PT unit when O5.0 brought it. */
  naval: z.array(gameNavalUnitSchema).max(500),
  /** Air units. */
  air: z.array(gameAirUnitSchema).max(500),
  /** Transport points in the pool, those assigned to the odd and the even turn (R18.3), and those at sea this turn. */
  transportPoints: z.strictObject({
    pool: z.number().int().min(0),
    odd: z.number().int().min(0),
    even: z.number().int().min(0),
    /** II.A.1 (secret): the points serving this turn placed in sea zones, until they go home in V.B.2. */
    zones: z
      .array(z.strictObject({ zone: seaZoneSchema, points: z.number().int().min(1) }))
      .max(200)
      .default([]),
  }),
  /** True once this side has made its Naval Unit Assignment for the current pair of turns. */
  assigned: z.boolean(),
  /** True once this side has placed its naval units this turn (II.A.1). */
  placed: z.boolean(),
  /** Zones this side has searched this turn (II.B.1): one search a zone. */
  searched: z.array(seaZoneSchema),
});
/** One side's forces. */
export type GameForces = z.output<typeof gameForcesSchema>;

/**
 * An Operation Shoestring game under the variant naval rules, as plain JSON: the turn and
 * the step of the sequence of play it stands at, both sides' units with where they are,
 * the sea zones the scenario declares, what air searches found, victory points and the
 * events already scored, the house rules in force and the seeded dice.
 */
export const shoestringGameStateSchema = z.strictObject({
  /** Always `'shoestring'`. */
  game: z.literal('shoestring'),
  /** The seeded dice's saved state. */
  dice: diceStateSchema,
  /** The rules in force (house rules and the base game's tables), as given at set-up. */
  rules: z.record(z.string(), z.unknown()),
  /** The game turn. */
  turn: z.number().int().min(1),
  /** The scenario's last game turn. */
  lastTurn: z.number().int().min(1),
  /** The step of the sequence of play the game is at (its id, e.g. `'II.B.1'`). */
  step: z.string().min(1),
  /** The sea zones of the map: the ones the variant names and the ones the scenario declares. */
  seaZones: z.array(seaZoneSchema).min(1).max(200),
  /** Both sides' forces. */
  forces: z.strictObject({ US: gameForcesSchema, Japanese: gameForcesSchema }),
  /** O1.0: the battleships the Japanese may use in the current pair of turns, once rolled. */
  battleshipLimit: z.number().int().min(0).nullable(),
  /** II.B.1 this turn: which side's units or transport points were found in which zone, with its report (ship counters, carriers among them, transport points). */
  found: z.array(
    z.strictObject({
      zone: seaZoneSchema,
      side: sideSchema,
      /** The found side's naval unit counters in the zone when it was found. */
      ships: z.number().int().min(0),
      /** How many of them are carriers. */
      carriers: z.number().int().min(0),
      /** The found side's transport points at sea in the zone when it was found (counted apart: the text gives no counters per point). */
      transportPoints: z.number().int().min(0),
    }),
  ),
  /** Base game: the side that controls an operational Henderson Field, as last reported, or null (R18.3). */
  henderson: sideSchema.nullable(),
  /** Base game: supply points each side transported, by game turn (`report-supply`); I.B.1 reads the two turns before it. */
  supplyTransported: z
    .array(z.strictObject({ turn: z.number().int().min(1), side: sideSchema, points: z.number().int().min(1) }))
    .max(1000)
    .default([]),
  /** I.B.1: the supply points that set each side's supply state this pair of turns (`'full'` on turns 1–2), once determined. */
  supply: z
    .strictObject({
      /** The turn that determined it: an odd turn's I.B.1, or an even turn's start under `supplyWindow.evenTurns: 'previous-two-turns'`. */
      determinedOn: z.number().int().min(1),
      US: z.union([z.number().int().min(0), z.literal('full')]),
      Japanese: z.union([z.number().int().min(0), z.literal('full')]),
    })
    .nullable()
    .default(null),
  /** Sides done with a step that waits for both (II.A.2, II.B.1, V.A.1 of an odd turn): the step moves on when both are. */
  ready: z.array(sideSchema).max(2),
  /** One-a-turn actions already taken this turn (e.g. `'pt-engagement'`, `'guadalcanal-anti-aircraft:US'`). */
  done: z.array(z.string()),
  /** O1.0: the odd turn whose assignment committed Yamato, until the U.S. has scored for it. */
  yamatoCommitted: z.number().int().min(1).nullable(),
  /** Victory points scored under the variant's rules so far. */
  vp: z.strictObject({ US: z.number().int().min(0), Japanese: z.number().int().min(0) }),
  /** Keys of the events already scored, so each scores once. */
  scored: z.array(z.string()),
  /** True once the last game turn has ended. */
  over: z.boolean(),
});
/** A Shoestring game's state. */
export type ShoestringGameState = z.output<typeof shoestringGameStateSchema>;
