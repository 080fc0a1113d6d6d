import * as z from 'zod';
import { scorePointsAction } from '../../game/score-points-action.js';
import { generalRegroupDeclarationSchema } from '../general-regroup.js';
import { hikoshidanDecisionSchema } from '../hikoshidan.js';
import { operationsActionSchema } from '../operations.js';
import { reconPlacementSchema } from '../recon-placement.js';
import { sideSchema } from '../schemas/common.js';
import { stageMoveSchema } from '../stage-move.js';
import { boardActionSchemas } from './game-board.js';

const id = z.string().min(1);

/**
 * Every action of a Cartwheel game, by `type`; `side` is the player who takes it. The
 * rules 2 to 8 steps are held by the library; the base game's missions, combat, ground
 * operations, supply and regroup results are reported by the app.
 */
export const cartwheelActionSchema = z.discriminatedUnion('type', [
  /** 4.0: the game moves on to the next phase (either player). */
  z.strictObject({ type: z.literal('advance'), side: sideSchema }),
  /** 4.1, 5.1: one player rolls the random event. */
  z.strictObject({ type: z.literal('roll-random-event'), side: sideSchema }),
  /** 5.2: the Japanese player commits or withdraws the 11th Hikoshidan. */
  z.strictObject({ type: z.literal('decide-hikoshidan'), side: sideSchema, decision: hikoshidanDecisionSchema }),
  /** 5.3: the Allied player declares whether TF-36 is committed. */
  z.strictObject({ type: z.literal('declare-usn'), side: sideSchema, commit: z.boolean() }),
  /** 7.1: the Allied player declares whether this is a general regroup turn. */
  z.strictObject({
    type: z.literal('declare-general-regroup'),
    side: sideSchema,
    /** The declaration; its `month` may be left out: the game knows each turn's month from its calendar. */
    declaration: generalRegroupDeclarationSchema.partial({ month: true }),
  }),
  /** 7.2: a player designates disrupted units as regrouping (secret). */
  z.strictObject({ type: z.literal('designate-regroup'), side: sideSchema, unitIds: z.array(id).max(200) }),
  /** 7.3.2: a recon unit's flight roll. */
  z.strictObject({ type: z.literal('recon-flight'), side: sideSchema, unitId: id }),
  /** 7.3.2: a recon unit that flew goes to a hex within its range. */
  z.strictObject({ type: z.literal('place-recon'), side: sideSchema, placement: reconPlacementSchema }),
  /** 7.3.4: the owner of a placed recon unit examines an airbase in its hex. */
  z.strictObject({ type: z.literal('examine-airbase'), side: sideSchema, airbaseId: id }),
  /** 7.3.5, 12.1: in the Operations Conclusion Phase a recon unit returns to a friendly airbase within its range. */
  z.strictObject({
    type: z.literal('return-recon'),
    side: sideSchema,
    unitId: id,
    airbaseId: id,
    distance: z.number().int().min(0).max(10_000),
  }),
  /** 7.4: the Allied player rolls for initiative (turn 1: the scenario's initiative). */
  z.strictObject({ type: z.literal('roll-initiative'), side: sideSchema }),
  /** 7.5: the initiative player rolls its opening missions. */
  z.strictObject({ type: z.literal('roll-initiative-missions'), side: sideSchema }),
  /** 4.4: the player to act flies an air mission, sails a naval mission or passes. */
  z.strictObject({ type: z.literal('operations'), side: sideSchema, action: operationsActionSchema }),
  /** 9.3, 6.3: a Ready unit stages to another friendly airbase (checked for basing; over capacity takes the penalty). */
  z.strictObject({ type: z.literal('stage-move'), side: sideSchema, move: stageMoveSchema }),
  /** 6.4 (base-game missions): units that flew a mission or interception, and those that landed disrupted. */
  z.strictObject({
    type: z.literal('report-flights'),
    side: sideSchema,
    flew: z.array(id).min(1).max(200),
    disrupted: z.array(id).max(200).default([]),
    /** Units of `flew` that flew only to scramble (9.4, 9.5): a regrouping unit may, with its adverse DRM (3.0). */
    scrambled: z.array(id).max(200).default([]),
  }),
  /** Base-game combat (9.7, 9.9, 9.10): units reduced and units eliminated this turn (a unit with no reduced side is eliminated). */
  z.strictObject({
    type: z.literal('report-losses'),
    side: sideSchema,
    reduced: z.array(id).max(200).default([]),
    eliminated: z.array(id).max(200).default([]),
  }),
  /** 5.2, 14.2: the 11th Hikoshidan's reorganization VP are awarded in the Regroup Phase. */
  z.strictObject({ type: z.literal('award-hikoshidan-vp'), side: sideSchema }),
  /** 16.1 (base game): victory points the base game awards the player (captures, units destroyed, …), with their source. */
  scorePointsAction(sideSchema, z.number().multipleOf(0.5).min(0.5).max(10_000)),
  ...boardActionSchemas,
]);
/** The rule each Cartwheel action answers to: a malformed action is refused under it. */
export const CARTWHEEL_ACTION_RULES: Readonly<Record<CartwheelAction['type'], string>> = {
  advance: '4.0',
  'roll-random-event': '5.1',
  'decide-hikoshidan': '5.2',
  'declare-usn': '5.3',
  'declare-general-regroup': '7.1',
  'designate-regroup': '7.2',
  'recon-flight': '7.3.2',
  'place-recon': '7.3.2',
  'examine-airbase': '7.3.4',
  'return-recon': '7.3.5',
  'roll-initiative': '7.4',
  'roll-initiative-missions': '7.5',
  operations: '4.4',
  'stage-move': '9.3',
  'report-flights': '6.4',
  'report-losses': '9.7',
  'award-hikoshidan-vp': '14.2',
  'score-points': '16.1 (base game)',
  'begin-mobile-airbase': '6.5',
  'dismantle-mobile-airbase': '6.5.4',
  'report-airbase-bombing': '6.6',
  'capture-airbase': '6.6.4',
  evacuate: '6.6.5',
  reinforce: '15.0',
  'report-regroup': '14.1',
};
/** A Cartwheel game action as given. */
export type CartwheelActionInput = z.input<typeof cartwheelActionSchema>;
/** A Cartwheel game action after parsing. */
export type CartwheelAction = z.output<typeof cartwheelActionSchema>;
