import * as z from 'zod';
import { sideSchema } from './common.js';

/** Ground combat unit types (2.2): infantry, marine, parachute (503rd) and armor (97th). */
export const groundUnitKindSchema = z.enum(['infantry', 'marine', 'parachute', 'armor']);
/** A ground combat unit type. */
export type GroundUnitKind = z.output<typeof groundUnitKindSchema>;

/** A ground combat unit counter (2.2). */
export const groundUnitSchema = z.strictObject({
  /** Unique id of the counter, e.g. `'41-162RCT'`. */
  id: z.string().min(1),
  /** Owning player. */
  side: sideSchema,
  /** Unit type. */
  kind: groundUnitKindSchema,
  /** Combat Factor at full strength: both attack and defence (2.2). */
  cf: z.number().int().min(0),
  /** Combat Factor of the reduced face; `null` when there is no reverse side (eliminated instead). */
  reducedCf: z.number().int().min(0).nullable(),
  /** True when the CF is printed red: a garrison that may only defend (2.2). */
  garrison: z.boolean().default(false),
  /** Printed size, decorative only (2.2): regiment III, brigade X, division XX. */
  size: z.enum(['III', 'X', 'XX']),
});
/** A ground combat unit, as parsed. */
export type GroundUnit = z.output<typeof groundUnitSchema>;
/** A ground combat unit, as written by a caller. */
export type GroundUnitInput = z.input<typeof groundUnitSchema>;
