import * as z from 'zod';
import { formationOrderSchema, movementOrderSchema, nationalitySchema } from './enums.js';
import { shipSchema } from './ship.js';

/** A squadron (battle group): its ships, its orders and its command state. */
export const squadronSchema = z.strictObject({
  /** The squadron's name, e.g. `'1st Battle Squadron'`. */
  name: z.string().min(1),
  /** Its navy (Matrix 3 reads the break-off score by nationality). */
  nationality: nationalitySchema,
  /** Its ships as they are now (sunk and exploded ships stay listed, with their status). */
  ships: z.array(shipSchema).min(1),
  /** How many ships it began the game with, when some have been removed from `ships`; default `ships.length`. */
  startingShips: z.number().int().min(1).optional(),
  /** Its movement order: engage, intercept, break-off or manoeuvre. */
  movementOrder: movementOrderSchema,
  /** Its formation order: line ahead, line abreast, scatter or open. */
  formationOrder: formationOrderSchema,
  /** True when the fleet flagship is in this squadron (it does not test for control). */
  hasFleetFlagship: z.boolean().default(false),
  /** False while the squadron is out of control and its ships act on their own initiative. */
  underControl: z.boolean().default(true),
  /** True once it has broken off (Matrix 3); half a side's squadrons broken off loses the game. */
  brokenOff: z.boolean().default(false),
});
/** A squadron after parsing. */
export type Squadron = z.output<typeof squadronSchema>;
/** A squadron as given. */
export type SquadronInput = z.input<typeof squadronSchema>;
