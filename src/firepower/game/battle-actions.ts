import * as z from 'zod';
import { formationOrderSchema, movementOrderSchema } from '../schemas/enums.js';
import { TORPEDO_PERIODS } from '../tables/matrix-11-torpedo.js';
import { battleSideSchema } from './battle-state.js';

const name = z.string().min(1);
const inches = z.number().min(0).max(10_000);
const by = { side: battleSideSchema };

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
  z.strictObject({ type: z.literal('roll-conditions'), ...by }),
  /** Game Sequence: both players throw a d6; the higher chooses who moves first. */
  z.strictObject({ type: z.literal('roll-first-turn'), ...by }),
  /** Game Sequence: the winner of the first-turn roll takes the first turn or gives it away. */
  z.strictObject({ type: z.literal('choose-first-turn'), ...by, first: battleSideSchema }),
  /** Segment A (Changing Orders): the fleet flagship changes one order of one squadron, on Matrix 2. */
  z.strictObject({
    type: z.literal('change-order'),
    ...by,
    squadron: name,
    movementOrder: movementOrderSchema.optional(),
    formationOrder: formationOrderSchema.optional(),
    situation: controlSituationSchema.prefault({}),
  }),
  /** Segment A (Matrix 2): a squadron without the fleet flagship throws to remain under control, once a turn. */
  z.strictObject({
    type: z.literal('test-control'),
    ...by,
    squadron: name,
    situation: controlSituationSchema.prefault({}),
  }),
  /** Matrix 3: a pending break-off test; `friendlyBrokenOffWithin90cm` squadrons add +1 each. */
  z.strictObject({
    type: z.literal('test-break-off'),
    ...by,
    squadron: name,
    friendlyBrokenOffWithin90cm: z.number().int().min(0).max(100).default(0),
  }),
  /** Segment B (Break Off): a broken-off squadron's move; `leftTable` when it reached its own table edge. */
  z.strictObject({ type: z.literal('break-off-move'), ...by, squadron: name, leftTable: z.boolean() }),
  /** Segments C and D (Movement, Matrix 5): one ship's move, with the largest turn it made. */
  z.strictObject({
    type: z.literal('move'),
    ...by,
    ship: name,
    distanceInches: inches,
    turnDegrees: z.number().min(0).max(180).default(0),
  }),
  /** Segments C and D (Submarines): a submerged submarine surfaces, which reveals it. */
  z.strictObject({ type: z.literal('surface'), ...by, ship: name }),
  /** Segments C and D (Matrices 7–10): one battery fires at an enemy ship at a distance the app measured. */
  z.strictObject({
    type: z.literal('fire-gunnery'),
    ...by,
    ship: name,
    battery: z.enum(['main', 'secondary']).default('main'),
    target: name,
    distanceInches: inches,
    targetSilhouetted: z.boolean().default(false),
  }),
  /** Segments C and D (Submarines): a DD or DE depth-charges a submarine model within 2" (real, or a false model's id). */
  z.strictObject({ type: z.literal('depth-charge'), ...by, ship: name, target: name, distanceInches: inches }),
  /** Segments C and D (Torpedoes): a torpedo-armed ship launches a marker at a named target. */
  z.strictObject({
    type: z.literal('launch-torpedo'),
    ...by,
    ship: name,
    target: name,
    torpedo: z.enum(TORPEDO_PERIODS).optional(),
  }),
  /** Torpedoes: a marker moves toward its target, 6" (Long Lance 9") a turn at most. */
  z.strictObject({ type: z.literal('move-torpedo'), ...by, marker: name, distanceInches: inches }),
  /** Torpedoes: the app reports that a marker has reached its target; the hit is resolved. */
  z.strictObject({ type: z.literal('torpedo-contact'), ...by, marker: name }),
  /** Aeroplane Actions: throw for a wave to come on table (5+, 6+ in bad weather or at dusk or dawn; never at night). */
  z.strictObject({ type: z.literal('wave-arrival'), ...by, wave: z.number().int().min(1).max(1000) }),
  /** Aeroplane Actions: a stand on table flies up to 18" a turn (36" at 1/600–1/700). */
  z.strictObject({ type: z.literal('move-aircraft'), ...by, stand: name, distanceInches: inches }),
  /** Aeroplane Actions (Matrix 12): a stand fights an enemy stand within 4". */
  z.strictObject({ type: z.literal('air-combat'), ...by, stand: name, enemy: name, distanceInches: inches }),
  /** Aeroplane Actions and Anti-Aircraft Fire: a stand placed within 4" short of an enemy ship takes its AA fire, then attacks. */
  z.strictObject({ type: z.literal('air-attack'), ...by, stand: name, target: name, distanceInches: inches }),
  /** Game Sequence: the active player ends the current segment (after D, the other player's turn begins). */
  z.strictObject({ type: z.literal('end-segment'), ...by }),
]);
/** An action of a Firepower battle, as given. */
export type BattleActionInput = z.input<typeof battleActionSchema>;
/** An action of a Firepower battle, after parsing. */
export type BattleAction = z.output<typeof battleActionSchema>;
