import * as z from 'zod';
import { scorePointsAction } from '../../game/score-points-action.js';
import { navalUnitSchema, seaZoneSchema, sideSchema } from '../schemas.js';

const id = z.string().min(1);

/**
 * Every action of a Shoestring game, by `type`; `side` is the player who takes it. The
 * variant's own steps are resolved by the library; the base game's (reinforcements,
 * repair, air and surface combat) are reported by the app with `report-*` actions.
 */
export const shoestringActionSchema = z.discriminatedUnion('type', [
  /** Sequence of Play: the game moves on to the next step (either player). */
  z.strictObject({ type: z.literal('advance'), side: sideSchema }),
  /** I.A.1 (base game): reinforcements arrive. */
  z.strictObject({
    type: z.literal('report-reinforcements'),
    side: sideSchema,
    naval: z.array(navalUnitSchema).max(100).default([]),
    air: z
      .array(z.strictObject({ id, type: z.string().min(1), strength: z.enum(['full', 'reduced']).default('full') }))
      .max(100)
      .default([]),
    transportPoints: z.number().int().min(0).max(1000).default(0),
  }),
  /** I.A.2 (base game): a unit moves on the Naval Repair Track; `box: null` is repaired and ready. */
  z.strictObject({ type: z.literal('report-repair'), side: sideSchema, unit: id, box: z.string().min(1).nullable() }),
  /** Base-game combat (I.A.5, II.B, II.C): a naval unit is damaged, repaired at sea or eliminated. */
  z.strictObject({
    type: z.literal('report-naval-result'),
    side: sideSchema,
    unit: id,
    result: z.enum(['damaged', 'eliminated']),
  }),
  /** Base-game air combat (II.B): an air unit is reduced or eliminated. */
  z.strictObject({
    type: z.literal('report-air-result'),
    side: sideSchema,
    unit: id,
    result: z.enum(['reduced', 'eliminated']),
  }),
  /** O1.0, I.A.4: the Japanese roll for how many battleships they may use in the next two turns. */
  z.strictObject({ type: z.literal('roll-battleship-commitment'), side: sideSchema }),
  /** I.A.4 (secret): each naval unit and transport point to the odd or the even turn of the pair. */
  z.strictObject({
    type: z.literal('assign-naval-units'),
    side: sideSchema,
    odd: z.array(id).max(500),
    even: z.array(id).max(500),
    oddTransportPoints: z.number().int().min(0).max(10_000).default(0),
    evenTransportPoints: z.number().int().min(0).max(10_000).default(0),
  }),
  /** II.A.1 (secret): the units and transport points serving this turn go to sea zones. */
  z.strictObject({
    type: z.literal('place-naval-units'),
    side: sideSchema,
    placements: z.array(z.strictObject({ unit: id, zone: seaZoneSchema })).max(500),
    /** Transport points serving this turn, by sea zone (at most the points assigned to this turn, I.A.4). */
    transports: z
      .array(z.strictObject({ zone: seaZoneSchema, points: z.number().int().min(1).max(10_000) }))
      .max(200)
      .default([]),
  }),
  /** II.A.2, N19.3 (secret): LB BMB and CV BMB units to sea zones to help the search. */
  z.strictObject({
    type: z.literal('assign-search-bombers'),
    side: sideSchema,
    bombers: z.array(z.strictObject({ unit: id, zone: seaZoneSchema })).max(500),
  }),
  /** II.B.1: one air search in one zone; found units must be reported. */
  z.strictObject({ type: z.literal('air-search'), side: sideSchema, zone: seaZoneSchema }),
  /** II.B.6: Guadalcanal AA against the surviving air units with a Bombard Guadalcanal mission. */
  z.strictObject({
    type: z.literal('guadalcanal-anti-aircraft'),
    side: sideSchema,
    survivingBombardUnits: z.number().int().min(1).max(100),
  }),
  /** II.C, O5.0: the PT unit's search, attack and the Japanese reply. */
  z.strictObject({
    type: z.literal('pt-engagement'),
    side: sideSchema,
    japaneseDdClCombatValue: z.number().int().min(0).max(1000),
  }),
  /** II.C.4, R18.3: a transport attack. */
  z.strictObject({
    type: z.literal('transport-attack'),
    side: sideSchema,
    escorted: z.boolean(),
  }),
  /** Base game: who controls an operational Henderson Field now (`null`: no one, or not operational); R18.3 reads it. */
  z.strictObject({ type: z.literal('report-henderson'), side: sideSchema, control: sideSchema.nullable() }),
  /** Base game, I.B.1: supply points this side's transports delivered this turn (after II.C.4's transport attacks, up to IV). */
  z.strictObject({ type: z.literal('report-supply'), side: sideSchema, points: z.number().int().min(1).max(1000) }),
  /** O2.0: Japanese battleship steps eliminated in base-game combat, scored for the U.S. */
  z.strictObject({
    type: z.literal('report-battleship-steps'),
    side: sideSchema,
    unit: id,
    steps: z.number().int().min(1).max(10).default(1),
  }),
  /** VI (base game): victory points the base game awards the side (ships sunk, supply, control), with their source. */
  scorePointsAction(sideSchema, z.number().int().min(1).max(10_000)),
  /** V.A.1, N18.7: one group of a side's units in one zone tries to extend its patrol. */
  z.strictObject({
    type: z.literal('extend-patrol'),
    side: sideSchema,
    zone: seaZoneSchema,
    units: z.array(id).min(1).max(100),
  }),
]);
/** The rule each Shoestring action answers to: a malformed action is refused under it. */
export const SHOESTRING_ACTION_RULES: Readonly<Record<ShoestringAction['type'], string>> = {
  advance: 'Sequence of Play',
  'report-reinforcements': 'I.A.1',
  'report-repair': 'I.A.2',
  'report-naval-result': 'II.C',
  'report-air-result': 'II.B',
  'roll-battleship-commitment': 'O1.0',
  'assign-naval-units': 'I.A.4',
  'place-naval-units': 'II.A.1',
  'assign-search-bombers': 'N19.3',
  'air-search': 'II.B.1',
  'guadalcanal-anti-aircraft': 'II.B.6',
  'pt-engagement': 'O5.0',
  'transport-attack': 'R18.3',
  'report-henderson': 'R18.3',
  'report-supply': 'I.B.1',
  'report-battleship-steps': 'O2.0',
  'extend-patrol': 'N18.7',
  'score-points': 'VI (base game)',
};
/** A Shoestring game action as given. */
export type ShoestringActionInput = z.input<typeof shoestringActionSchema>;
/** A Shoestring game action after parsing. */
export type ShoestringAction = z.output<typeof shoestringActionSchema>;
