import * as z from 'zod';
import { batteryClassSchema, ladderClassSchema } from './enums.js';

/**
 * A ship class's fighting values as Matrix 1 prints them (one row), or a non-standard
 * ship's own values (early dreadnoughts, the Graf Spee class). `null` is a printed "-".
 */
export const shipProfileSchema = z.strictObject({
  /** Main battery class, or null when the class has none (AK, AKL). MTB and SM carry `T`. */
  main: batteryClassSchema.nullable(),
  /** Secondary battery class, or null when none. */
  secondary: batteryClassSchema.nullable(),
  /** Armour class (a rung of the class ladder), or null when none (MTB). */
  armour: ladderClassSchema.nullable(),
  /** Anti-aircraft points, or null when the class has none (SM, AK, AKL). Early and Middle Period ships ignore AA. */
  aa: z.number().int().min(0).nullable(),
});
/** One ship's fighting values (a Matrix 1 row). */
export type ShipProfile = z.infer<typeof shipProfileSchema>;
