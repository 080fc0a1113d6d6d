import * as z from 'zod';
import { scorePointsAction } from '../../game/score-points-action.js';
import { attackTypeSchema, rangeBandSchema, warAtSeaSideSchema } from '../schemas.js';
import { attackTargetRefSchema } from './game-state.js';

const id = z.string().min(1).max(60);
const side = warAtSeaSideSchema;

/**
 * Every action of a War at Sea troop-landing game, by `type`; `side` is the player who
 * takes it. Movement limits, air combat and the base game's bonuses are the app's: it
 * reports them (`move`, `report-damage`, `score-points`).
 *
 * @example
 * ```ts
 * warAtSeaActionSchema.parse({ type: 'infantry-combat', side: 'Allies', island: 'MADE-UP atoll' }).type;
 * ```
 */
export const warAtSeaActionSchema = z.discriminatedUnion('type', [
  /** The game moves on to the next phase; damage of the phase is applied, and the turn's end does Regroup and the victory check. */
  z.strictObject({ type: z.literal('advance'), side }),
  /** Loading/Unloading: troop counters board a unit in its deployment area at the start of Sea Movement. */
  z.strictObject({ type: z.literal('load'), side, unit: id, count: z.number().int().min(1).max(20) }),
  /** Base game: a unit moves to a sector (ships in Sea Movement, aircraft in Air Mission); the app checks the distance. */
  z.strictObject({ type: z.literal('move'), side, unit: id, sector: z.string().min(1).max(60) }),
  /** Loading/Unloading: troop counters land on an island in the unit's sector at the end of its Sea Movement. */
  z.strictObject({ type: z.literal('unload'), side, unit: id, island: id, count: z.number().int().min(1).max(20) }),
  /** An attack with the unit's card dice at a range band (reported by the app), on a unit or a troop counter. */
  z.strictObject({
    type: z.literal('attack'),
    side,
    unit: id,
    attack: attackTypeSchema,
    range: rangeBandSchema,
    target: attackTargetRefSchema,
    /** A card ability that grants this unit another attack in the phase (the app reports it; the card must print it). */
    grantedBy: z.string().min(1).max(60).optional(),
  }),
  /** Troop vs. Troop Combat: the island's fight for this turn. */
  z.strictObject({ type: z.literal('infantry-combat'), side, island: id }),
  /** Special Rules: a Rescue Operations roll for troops aboard a unit destroyed in the rescuer's sector. */
  z.strictObject({ type: z.literal('rescue'), side, unit: id, rescuer: id }),
  /** Base game (air combat, anything this text does not resolve): a unit takes damage or is destroyed. */
  z.strictObject({
    type: z.literal('report-damage'),
    side,
    unit: id,
    damage: z.number().int().min(0).max(20).default(0),
    destroyed: z.boolean().default(false),
  }),
  /** Base game: points from special abilities or bonuses (such as "no Ship remaining"). */
  scorePointsAction(side, z.number().int().min(1).max(10_000)),
]);
/** The rule each War at Sea action answers to: a malformed action is refused under it. */
export const WAR_AT_SEA_ACTION_RULES: Readonly<Record<WarAtSeaAction['type'], string>> = {
  advance: 'Sequence of Play',
  load: 'Loading/Unloading',
  move: 'Sequence of Play',
  unload: 'Loading/Unloading',
  attack: 'Attack',
  'infantry-combat': 'Troop vs. Troop Combat',
  rescue: 'Rescue Operations',
  'report-damage': 'Damage',
  'score-points': 'Objectives',
};
/** A War at Sea troop-landing action. */
export type WarAtSeaAction = z.output<typeof warAtSeaActionSchema>;
/** A War at Sea troop-landing action as callers write it. */
export type WarAtSeaActionInput = z.input<typeof warAtSeaActionSchema>;
