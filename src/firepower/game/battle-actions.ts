import * as z from 'zod';
import { formationOrderSchema, movementOrderSchema } from '../schemas/enums.js';
import { TORPEDO_PERIODS } from '../tables/matrix-11-torpedo.js';
import { BATTLE_ENDINGS, battleSideSchema } from './battle-state.js';

const name = z.string().min(1);
const inches = z.number().min(0).max(10_000);

/** What the battle records do not hold for a Matrix 2 throw: distance to the fleet flagship, smoke, radio, radar. */
export const controlSituationSchema = z.strictObject({
  /** Distance in cm from the squadron to the fleet flagship (over 90 cm is −1). */
  distanceToFleetFlagshipCm: z.number().min(0).max(100_000).default(0),
  /** True when smoke obscures vision (−2). */
  smoke: z.boolean().default(false),
  /** True when the squadron has radio (+3 with radar). */
  radio: z.boolean().default(false),
  /** True when the squadron has radar. */
  radar: z.boolean().default(false),
});

/** Every action of a Firepower battle, by `type`; `side` is the player who takes it. */
export const battleActionSchema = z.discriminatedUnion('type', [
  /** Matrix 6 and the sun die: time of day, weather and the sun's edge (set-up). */
  z.strictObject({ type: z.literal('roll-conditions'), side: battleSideSchema }),
  /** Game Sequence: both players throw a d6; the higher chooses who moves first. */
  z.strictObject({ type: z.literal('roll-first-turn'), side: battleSideSchema }),
  /** Game Sequence: the winner of the first-turn roll takes the first turn or gives it away. */
  z.strictObject({ type: z.literal('choose-first-turn'), side: battleSideSchema, first: battleSideSchema }),
  /** Segment A (Changing Orders): the fleet flagship changes one order of one squadron, on Matrix 2. */
  z.strictObject({
    type: z.literal('change-order'),
    side: battleSideSchema,
    squadron: name,
    movementOrder: movementOrderSchema.optional(),
    formationOrder: formationOrderSchema.optional(),
    situation: controlSituationSchema.prefault({}),
  }),
  /** Segment A (Matrix 2): a squadron without the fleet flagship throws to remain under control, once a turn. */
  z.strictObject({
    type: z.literal('test-control'),
    side: battleSideSchema,
    squadron: name,
    situation: controlSituationSchema.prefault({}),
  }),
  /** Matrix 3: a pending break-off test; `friendlyBrokenOffWithin90cm` squadrons add +1 each. */
  z.strictObject({
    type: z.literal('test-break-off'),
    side: battleSideSchema,
    squadron: name,
    friendlyBrokenOffWithin90cm: z.number().int().min(0).max(100).default(0),
  }),
  /** Segment B (Break Off): a broken-off squadron's move; `leftTable` when it reached its own table edge. */
  z.strictObject({ type: z.literal('break-off-move'), side: battleSideSchema, squadron: name, leftTable: z.boolean() }),
  /** Segments C and D (Movement, Matrix 5): one ship's move, with the largest turn it made. */
  z.strictObject({
    type: z.literal('move'),
    side: battleSideSchema,
    ship: name,
    distanceInches: inches,
    turnDegrees: z.number().min(0).max(180).default(0),
    /** Which way it turned, when it did: a ship held to a Matrix 4 maximum turn must turn that way. */
    turnDirection: z.enum(['port', 'starboard']).optional(),
  }),
  /** Segments C and D (Submarines): a submerged submarine surfaces, which reveals it. */
  z.strictObject({ type: z.literal('surface'), side: battleSideSchema, ship: name }),
  /** Segments C and D (Matrices 7–10): one battery fires at an enemy ship at a distance the app measured. */
  z.strictObject({
    type: z.literal('fire-gunnery'),
    side: battleSideSchema,
    ship: name,
    battery: z.enum(['main', 'secondary']).default('main'),
    target: name,
    distanceInches: inches,
    targetSilhouetted: z.boolean().default(false),
  }),
  /** Segments C and D (Submarines): a DD or DE depth-charges a submarine model within 2" (real, or a false model's id). */
  z.strictObject({
    type: z.literal('depth-charge'),
    side: battleSideSchema,
    ship: name,
    target: name,
    distanceInches: inches,
  }),
  /** Segments C and D (Torpedoes, Matrix 7): a torpedo-armed ship launches a marker at a named target within the torpedo row's long range. */
  z.strictObject({
    type: z.literal('launch-torpedo'),
    side: battleSideSchema,
    ship: name,
    target: name,
    /** The distance to the target the app measured (Matrix 7, row T). */
    distanceInches: inches,
    torpedo: z.enum(TORPEDO_PERIODS).optional(),
  }),
  /** Torpedoes: a marker moves toward its target, 6" (Long Lance 9") a turn at most; `toTargetInches` is what is left, as the app measured it (default: the distance less the move). */
  z.strictObject({
    type: z.literal('move-torpedo'),
    side: battleSideSchema,
    marker: name,
    distanceInches: inches,
    toTargetInches: inches.optional(),
  }),
  /** Torpedoes: the moved marker has reached its target (nothing left between them); the hit is resolved. */
  z.strictObject({ type: z.literal('torpedo-contact'), side: battleSideSchema, marker: name }),
  /** Aeroplane Actions: throw for a wave to come on table (5+, 6+ in bad weather or at dusk or dawn; never at night). */
  z.strictObject({ type: z.literal('wave-arrival'), side: battleSideSchema, wave: z.number().int().min(1).max(1000) }),
  /** Aeroplane Actions: a stand on table flies up to 18" a turn (36" at 1/600–1/700). */
  z.strictObject({ type: z.literal('move-aircraft'), side: battleSideSchema, stand: name, distanceInches: inches }),
  /** Aeroplane Actions (Matrix 12): a stand fights an enemy stand within 4". */
  z.strictObject({
    type: z.literal('air-combat'),
    side: battleSideSchema,
    stand: name,
    enemy: name,
    distanceInches: inches,
  }),
  /** Aeroplane Actions and Anti-Aircraft Fire: a stand placed within 4" short of an enemy ship takes its AA fire, then attacks. */
  z.strictObject({
    type: z.literal('air-attack'),
    side: battleSideSchema,
    stand: name,
    target: name,
    distanceInches: inches,
  }),
  /** Game Sequence: the active player ends the current segment (after D, the other player's turn begins). */
  z.strictObject({ type: z.literal('end-segment'), side: battleSideSchema }),
  /** A player concedes the battle, at any time: the other player wins. */
  z.strictObject({ type: z.literal('concede'), side: battleSideSchema }),
]);
/** The rule each Firepower battle action answers to: a malformed action is refused under it. */
export const BATTLE_ACTION_RULES: Readonly<Record<BattleAction['type'], string>> = {
  'roll-conditions': 'Matrix 6',
  'roll-first-turn': 'Game Sequence',
  'choose-first-turn': 'Game Sequence',
  'change-order': 'Matrix 2',
  'test-control': 'Matrix 2',
  'test-break-off': 'Matrix 3',
  'break-off-move': 'Break Off',
  move: 'Matrix 5',
  surface: 'Submarines',
  'fire-gunnery': 'Matrices 7–10',
  'depth-charge': 'Submarines',
  'launch-torpedo': 'Matrix 7',
  'move-torpedo': 'Torpedoes',
  'torpedo-contact': 'Torpedoes',
  'wave-arrival': 'Aeroplane Actions',
  'move-aircraft': 'Aeroplane Actions',
  'air-combat': 'Matrix 12',
  'air-attack': 'Anti-Aircraft Fire',
  'end-segment': 'Game Sequence',
  concede: BATTLE_ENDINGS.concession,
};
/** An action of a Firepower battle, as given. */
export type BattleActionInput = z.input<typeof battleActionSchema>;
/** An action of a Firepower battle, after parsing. */
export type BattleAction = z.output<typeof battleActionSchema>;
