import * as z from 'zod';
import { sideSchema } from './common.js';

/**
 * Naval unit types (2.2): surface warships BB, CA, CLT (light cruiser transport), carriers
 * CV, CVL, transports T (Maru T4, Daihatsu T2, LST) and the Japanese submarine SS, which
 * only a Random Event brings in.
 */
export const navalUnitTypeSchema = z.enum(['BB', 'CA', 'CLT', 'CV', 'CVL', 'T', 'SS']);
/** A naval unit type. */
export type NavalUnitType = z.output<typeof navalUnitTypeSchema>;

/** One face of a naval counter (2.2). */
export const navalUnitFaceSchema = z.strictObject({
  /** AA Factor. */
  aa: z.number().int().min(0),
  /** Attack Factor (gunnery). */
  af: z.number().int().min(0),
  /** Speed. */
  speed: z.number().int().min(0),
  /** Defense Factor. */
  df: z.number().int().min(0),
  /** Cargo Capacity: supply and/or combat steps carried; `null` when none is printed. */
  cargo: z.number().int().min(0).nullable().default(null),
});
/** One face of a naval counter. */
export type NavalUnitFace = z.output<typeof navalUnitFaceSchema>;

/** A naval counter (2.2): a squadron of the main ship type with its escorts. */
export const navalUnitSchema = z.strictObject({
  /** Unique id of the counter. */
  id: z.string().min(1),
  /** Owning player. */
  side: sideSchema,
  /** Ship type. */
  type: navalUnitTypeSchema,
  /** Full-strength face. */
  full: navalUnitFaceSchema,
  /** Reduced face; `null` when there is no reverse side (eliminated instead, 2.2). */
  reduced: navalUnitFaceSchema.nullable(),
});
/** A naval unit, as parsed. */
export type NavalUnit = z.output<typeof navalUnitSchema>;
/** A naval unit, as written by a caller. */
export type NavalUnitInput = z.input<typeof navalUnitSchema>;
