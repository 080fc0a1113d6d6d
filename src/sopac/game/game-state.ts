import * as z from 'zod';
import { diceStateSchema } from '../../dice/dice-state.js';
import { gunneryDamageTableSchema } from '../mtb-attack-input.js';
import { missionSchema, sopacMapSchema, sopacSideSchema, weatherSchema } from '../schemas.js';

const id = z.string().min(1).max(60);
const zone = z.string().min(1).max(20);
/** A count or a turn number: a game may run for many turns (bounded only to keep a state within reach). */
const count = z.number().int().min(0).max(1_000_000);

/**
 * Zod schema of a ship in play: the facts these rules read from your ship data, where it
 * is, its damage, and how long it has stayed undisturbed in its zone.
 *
 * @example
 * ```ts
 * gameShipSchema.shape.type.parse('ML'); // 'ML'
 * ```
 */
export const gameShipSchema = z.strictObject({
  /** Unique id. */
  id,
  /** Its side. */
  side: sopacSideSchema,
  /** The fleet it sails in. */
  fleet: id,
  /** Its type code as printed (ML minelayer, MS minesweeper, SS submarine, CA, DD, …). */
  type: z.string().min(1).max(10),
  /** True when this scenario lets it lay mines (19.3). */
  canLayMines: z.boolean(),
  /** True for a minesweeper or a ship this scenario names as able to sweep (19.6). */
  canSweep: z.boolean(),
  /** True for a merchant counter serving as auxiliary minelayer(s) (19.5). */
  auxiliaryMinelayer: z.boolean(),
  /** d6 its tertiary and AA guns fire at MTBs (20.41, from your ship data). */
  fireDice: count,
  /** Its point value (your ship data; errata: Australia and Canberra 24): what sinking it scores for the other side. */
  points: z.number().int().min(0).max(1000),
  /** Its speed in this turn's Naval Movement Phase. */
  speed: z.number().int().min(0).max(10),
  /** Hull boxes of damage taken under these rules or reported. */
  hull: count,
  /** Speed levels lost to mines. */
  speedLost: count,
  /** Dead in the water after a mine hit. */
  deadInWater: z.boolean(),
  /** Sunk. */
  sunk: z.boolean(),
  /** True once it jettisoned its mines (19.41). */
  jettisoned: z.boolean(),
  /** True once it moved, fired or took damage this turn. */
  disturbed: z.boolean(),
  /** Whole turns it has stayed in its zone without moving, firing or taking damage (19.31, 19.62, 19.63). */
  undisturbedTurns: count,
  /** 20.41–20.42: when boats attack its fleet but not it, the target whose attackers it fires at (its owner's standing order), or null for the first group left. */
  firesAt: id.nullable(),
});
/** A ship in play. */
export type GameShip = z.output<typeof gameShipSchema>;

/**
 * Zod schema of a fleet marker: its zone and mission (null in the other side's view).
 *
 * @example
 * ```ts
 * gameFleetSchema.shape.mission.parse(null); // null
 * ```
 */
export const gameFleetSchema = z.strictObject({
  /** Unique id. */
  id,
  /** Its side. */
  side: sopacSideSchema,
  /** The zone it is in. */
  zone,
  /** Its mission on the plot sheet; null in the other side's view. */
  mission: missionSchema.nullable(),
  /** True once it has moved this turn (20.21: MTB orders come before fleets move; 20.3: contact when a fleet moves into a patrol zone). */
  moved: z.boolean(),
});
/** A fleet in play. */
export type GameFleet = z.output<typeof gameFleetSchema>;

/** Zod schema of a minefield on its owner's log sheet (19.1). */
export const gameMinefieldSchema = z.strictObject({
  /** Unique id. */
  id,
  /** The boundary, as the log sheet writes it (`'L21/L22'`). */
  boundary: z.string().min(3).max(41),
  /** The turn it was placed (0 for a scenario's starting minefields). */
  placed: count,
  /** The first turn it acts on enemy ships (19.31, 19.35). */
  activeFrom: count,
});
/** A minefield in play. */
export type GameMinefield = z.output<typeof gameMinefieldSchema>;

/** Zod schema of an MTB flotilla on its owner's log sheet (20.2). */
export const gameFlotillaSchema = z.strictObject({
  /** Its number or name. */
  id,
  /** The base or port its boats sail from. */
  base: id,
  /** Its patrol zone. */
  zone,
  /** Boats in it. */
  boats: z.number().int().min(0).max(100),
  /** Ace boats among them (20.5). */
  aces: z.number().int().min(0).max(100),
});
/** A flotilla out on patrol. */
export type GameFlotilla = z.output<typeof gameFlotillaSchema>;

/** Zod schema of an MTB base or port with its boats (20.1, 20.7). */
export const gameMtbBaseSchema = z.strictObject({
  /** Its name. */
  id,
  /** Its side. */
  side: sopacSideSchema,
  /** Its zone. */
  zone,
  /** Boats still in play based here (on patrol or not). */
  boats: z.number().int().min(0).max(100),
  /** Ace boats among them. */
  aces: z.number().int().min(0).max(100),
  /** Boats that may be out at once. */
  patrolLimit: z.number().int().min(1).max(100),
  /** Air-strike hits taken (20.72). */
  hits: count,
  /** Bombarded (20.71). */
  bombarded: z.boolean(),
});
/** An MTB base in play. */
export type GameMtbBase = z.output<typeof gameMtbBaseSchema>;

const log = z.strictObject({
  /** Minefields this side placed. */
  minefields: z.array(gameMinefieldSchema).max(2000),
  /** Flotillas out on patrol. */
  flotillas: z.array(gameFlotillaSchema).max(200),
});

const known = z.strictObject({
  /** Mined boundaries of the other side learnt (crossing, detection, a submarine's brush with mines), with the count learnt. */
  boundaries: z
    .array(
      z.strictObject({
        boundary: z.string().min(3).max(41),
        minefields: count,
        /** The turn it was learnt: a sweep removes only minefields laid by then (19.62, 19.63). */
        turn: count,
      }),
    )
    .max(2000),
  /** Enemy ships revealed by MTB contact (20.3). */
  ships: z.array(id).max(2000),
  /** Enemy flotillas that made contact. */
  flotillas: z.array(id).max(200),
});

const side = <T extends z.ZodType>(schema: T) => z.strictObject({ Allied: schema, Japanese: schema });

/**
 * Zod schema of a SOPAC game under these optional rules, as plain JSON: the map, the turn
 * (day or night, weather), fleets and ships, each side's log sheet (minefields, flotillas),
 * what each side has learnt of the other's, MTB bases, a fleet stopped at a minefield, an
 * MTB attack awaiting its special gunnery, and the seeded dice.
 *
 * @example
 * ```ts
 * sopacGameStateSchema.shape.light.parse('night'); // 'night'
 * ```
 */
export const sopacGameStateSchema = z.strictObject({
  /** Always `'sopac'`. */
  game: z.literal('sopac'),
  /** The seeded dice's saved state. */
  dice: diceStateSchema,
  /** The rules in force, as given at set-up. */
  rules: z.record(z.string(), z.unknown()),
  /** The base game's map (your input). */
  map: sopacMapSchema,
  /** Your Gunnery Damage Table for MTB special gunnery, or null. */
  gunneryDamageTable: gunneryDamageTableSchema.nullable(),
  /** The game-turn, from 1. */
  turn: z.number().int().min(1),
  /** The scenario's last turn, or null when it has none; once it ends, the game is over. */
  lastTurn: z.number().int().min(1).nullable().default(null),
  /** Day or night, from the base game's turn track. */
  light: z.enum(['day', 'night']),
  /** True when the turn before was a day turn (or the game starts on this turn). */
  afterDayTurn: z.boolean(),
  /** This turn's weather. */
  weather: weatherSchema,
  /** The fleets. */
  fleets: z.array(gameFleetSchema).max(500),
  /** Every ship, sunk ones kept. */
  ships: z.array(gameShipSchema).max(2000),
  /** Each side's log sheet. */
  logs: side(log),
  /** What each side has learnt of the other's secrets. */
  known: side(known),
  /** MTB bases and ports. */
  mtbBases: z.array(gameMtbBaseSchema).max(50),
  /** Points each side has from the base game (its scenario's victory points, reported with `score-points`), beside the ships it has sunk. */
  points: side(count),
  /** Sides whose flotillas were recorded this night, or kept in by weather (20.21, 20.22). */
  mtbOrders: side(z.enum(['none', 'out', 'held'])),
  /** Contact rolls made this turn: the flotilla, the fleet, whether contact was made and whether the boats attacked. */
  contacts: z.array(z.strictObject({ flotilla: id, fleet: id, made: z.boolean(), attacked: z.boolean() })).max(1000),
  /** 19.24: a minefield the owner must now reveal to the submarines' side, in a zone of the owner's choosing boundary. */
  reveal: z
    .strictObject({
      /** The minefields' owner, who chooses which to reveal. */
      owner: sopacSideSchema,
      /** The zone the submarines attacked in. */
      zone,
    })
    .nullable(),
  /** A fleet stopped at a mined boundary (19.2), its ships rolling one by one. */
  crossing: z
    .strictObject({
      /** The fleet. */
      fleet: id,
      /** The zone it leaves. */
      from: zone,
      /** The zone it enters. */
      to: zone,
      /** Active enemy minefields on the boundary. */
      minefields: z.number().int().min(1),
      /** Ships still to roll. */
      toRoll: z.array(id),
      /** Ships that have rolled. */
      rolled: z.array(id),
      /** True when it crossed leaving the tactical map (no re-plot). */
      leavingTacticalMap: z.boolean(),
    })
    .nullable(),
  /** An MTB attack awaiting the owner's choice of special gunnery (20.42). */
  mtbAttack: z
    .strictObject({
      /** The MTBs' side. */
      side: sopacSideSchema,
      /** The flotilla. */
      flotilla: id,
      /** The fleet attacked. */
      fleet: id,
      /** Each target with its surviving boats. */
      groups: z.array(
        z.strictObject({
          target: id,
          boats: count,
          aces: count,
          boatsLost: count,
          acesLost: count,
          torpedoHits: count,
        }),
      ),
    })
    .nullable(),
});
/** A SOPAC game state. */
export type SopacGameState = z.output<typeof sopacGameStateSchema>;

/** True once the scenario's last turn has ended. Internal. */
export function sopacOver(state: SopacGameState): boolean {
  return state.lastTurn !== null && state.turn > state.lastTurn;
}
