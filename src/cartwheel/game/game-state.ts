import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { diceStateSchema } from '../../dice/dice-state.js';
import { operationsStateSchema } from '../operations.js';
import { sideSchema } from '../schemas/common.js';
import { cartwheelStateSchema } from '../schemas/state.js';
import { randomEventSchema } from '../tables/random-events-table.js';
import { calendarSchema } from './game-calendar.js';

/** The two players, as the game layer names them. */
export const CARTWHEEL_SIDES = /* @__PURE__ */ deepFreeze(['Allied', 'Japanese'] as const);

/**
 * An Operation Cartwheel game, as plain JSON: the board (airbases, air units with their
 * Ready, Flown, Disrupted and Regroup status, VP, this turn's decisions), what this turn
 * has settled (the random event, the recon flight rolls, initiative and the opening
 * missions, the operations in progress, airbase examinations), the rules in force and the
 * seeded dice.
 */
export const cartwheelGameStateSchema = z.strictObject({
  /** Always `'cartwheel'`. */
  game: z.literal('cartwheel'),
  /** The seeded dice's saved state. */
  dice: diceStateSchema,
  /** The rules in force (house rules and the base game's tables), as given at set-up. */
  rules: z.record(z.string(), z.unknown()),
  /** The scenario's last turn. */
  lastTurn: z.number().int().min(1),
  /** The scenario's initiative player on turn 1 (7.0: no initiative roll on turn 1). */
  scenarioInitiative: sideSchema,
  /** The Turn Record Track's calendar (two turns a month): the month of every turn follows from it (7.1). */
  calendar: calendarSchema,
  /** The board: what rules 2 to 8 track. */
  board: cartwheelStateSchema,
  /** 5.1: the random event rolled this turn, once rolled. */
  randomEvent: randomEventSchema.nullable(),
  /** 7.3.2: each recon unit's flight roll this turn, one entry a unit. */
  reconFlights: z.array(
    z.strictObject({
      /** The side whose unit flew (2.2: each side's unit ids are its own). */
      side: sideSchema,
      /** The recon unit. */
      unitId: z.string().min(1),
      /** The roll's result. */
      outcome: z.enum(['flies', 'fails']),
    }),
  ),
  /** 7.3.4: airbases examined this turn and what was disclosed. */
  examinations: z.array(
    z.strictObject({
      /** The side that examined. */
      by: sideSchema,
      /** The airbase examined. */
      airbaseId: z.string().min(1),
      /** Fighters there. */
      fighters: z.number().int().min(0),
      /** Bombers there (recon units count as neither). */
      bombers: z.number().int().min(0),
    }),
  ),
  /** 7.4: the initiative player this turn, once determined. */
  initiative: sideSchema.nullable(),
  /** 7.5: the initiative player's opening missions this turn, once rolled. */
  openingMissions: z.number().int().min(1).nullable(),
  /** 4.4: the Air/Naval Operations in progress this turn. */
  operations: operationsStateSchema.nullable(),
  /** True once the last turn has ended. */
  over: z.boolean(),
});
/** A Cartwheel game's state. */
export type CartwheelGameState = z.output<typeof cartwheelGameStateSchema>;
