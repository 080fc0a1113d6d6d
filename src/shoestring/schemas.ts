import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';

/**
 * The two sides of Operation Shoestring.
 *
 * @example
 * ```ts
 * sideSchema.parse('US'); // 'US'
 * ```
 */
export const sideSchema = z.enum(['US', 'Japanese']);
/** `'US'` or `'Japanese'`. */
export type Side = z.output<typeof sideSchema>;

/**
 * The sea zones the variant names in its text. The base game's map has its own list; any
 * zone name is accepted where a zone is asked for, and these spellings are the ones the
 * variant's modifiers compare against (exact match).
 */
export const NAMED_SEA_ZONES = /* @__PURE__ */ deepFreeze({
  /** N18.7: U.S. groups here take DR +2 to extend. */
  theSlot: 'The Slot',
  /** N18.7: U.S. groups here take DR +2 to extend. */
  northwestCoralSea: 'Northwest Coral Sea',
  /** N18.7: Japanese groups here take DR +2 to extend. */
  easternSolomons: 'Eastern Solomons',
  /** N18.7: Japanese groups here take DR +2 to extend. */
  northeastCoralSea: 'Northeast Coral Sea',
  /** R18.3 transport attack modifier, II.C.3 and O5.0 PT boats. */
  northGuadalcanal: 'N. Guadalcanal',
} as const);

/**
 * A sea zone name as the caller's map spells it (see {@link NAMED_SEA_ZONES}).
 *
 * @example
 * ```ts
 * seaZoneSchema.parse('The Slot');
 * ```
 */
export const seaZoneSchema = z.string().trim().min(1, 'a sea zone needs a name');

/**
 * A unit type as printed on the counter: upper-case letters and digits, e.g. `BB`, `CA`,
 * `CL`, `DD`, `CV`, `TRAN`. The variant reads `BB` (N18.7, O1.0, O2.0), `CL` and `DD`
 * (O4.0, O5.0) and `TRAN` or `TRANS` (R18.3: transports never extend; the text spells
 * transports both ways, and both are transports).
 *
 * @example
 * ```ts
 * shipTypeSchema.parse('DD');
 * ```
 */
export const shipTypeSchema = z.string().regex(/^[A-Z][A-Z0-9]*$/, 'a unit type is upper-case, like BB, CA or DD');

/**
 * One naval unit counter.
 *
 * @example
 * ```ts
 * navalUnitSchema.parse({ id: 'Kongo', type: 'BB' });
 * ```
 */
export const navalUnitSchema = z
  .strictObject({
    /** The counter's name or id, unique within its side. */
    id: z.string().min(1),
    /** Unit type as printed (`BB`, `CA`, `CL`, `DD`, `CV`, ...). */
    type: shipTypeSchema,
    /** True for the super-battleship Yamato (O1.0, O2.0); only a `BB` can be Yamato. */
    yamato: z.boolean().default(false),
    /** True when the unit has taken damage (N18.7 modifier and repair placement). */
    damaged: z.boolean().default(false),
  })
  .refine((unit) => !unit.yamato || unit.type === 'BB', { message: 'only a BB can be Yamato', path: ['yamato'] });
/** A naval unit as callers write it. */
export type NavalUnitInput = z.input<typeof navalUnitSchema>;
/** A naval unit after parsing (defaults filled). */
export type NavalUnit = z.output<typeof navalUnitSchema>;

/**
 * The bomber types N19.3 lets a side assign to air search.
 *
 * @example
 * ```ts
 * searchBomberTypeSchema.parse('LB BMB');
 * ```
 */
export const searchBomberTypeSchema = z.enum(['LB BMB', 'CV BMB']);

/**
 * An air unit's strength: full or reduced (damaged).
 *
 * @example
 * ```ts
 * airStrengthSchema.parse('full');
 * ```
 */
export const airStrengthSchema = z.enum(['full', 'reduced']);

/**
 * A caller-supplied die-roll modifier (from the base game, which the variant's text
 * leaves out), applied as data beside the variant's own.
 *
 * @example
 * ```ts
 * extraModifierSchema.parse({ rule: 'base game', label: 'night', delta: 1 });
 * ```
 */
export const extraModifierSchema = z.strictObject({
  /** Where the modifier comes from, e.g. `'base game 14.2'`. */
  rule: z.string().min(1),
  /** A short name of why it applies. */
  label: z.string().min(1),
  /** The amount added to the roll (negative subtracts). */
  delta: z.number().int(),
});

const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The variant's own spelling of a zone that `zone` only misspells (by case, spaces or
 * punctuation), or undefined when `zone` is spelt right or is another zone altogether. The
 * N18.7 modifiers compare names exactly, so a misspelt "the slot" would silently lose its
 * +2; the resolvers refuse it instead.
 *
 * @example
 * ```ts
 * namedZoneMisspelling('the slot'); // 'The Slot'
 * namedZoneMisspelling('The Slot'); // undefined
 * ```
 */
export function namedZoneMisspelling(zone: string): string | undefined {
  if (typeof zone !== 'string') return undefined;
  const named = Object.values(NAMED_SEA_ZONES) as string[];
  if (named.includes(zone)) return undefined;
  return named.find((name) => squash(name) === squash(zone));
}
