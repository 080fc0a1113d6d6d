import type * as z from 'zod';
import { warAtSeaGameStateSchema } from './game-state.js';

/**
 * Zod schema of a War at Sea landing as one side sees it (`warAtSeaGame.viewFor`): the
 * troop-landing rules hide nothing from either side, so it is the state without the dice.
 */
export const warAtSeaViewSchema = warAtSeaGameStateSchema.omit({ dice: true });
/** A War at Sea landing as one side sees it. */
export type WarAtSeaView = z.output<typeof warAtSeaViewSchema>;
