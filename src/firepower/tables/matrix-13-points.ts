import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { type AircraftSubClass, SHIP_CLASSES, type ShipClass, type SubClass } from '../schemas/enums.js';

/** A ship entry of Matrix 13: the classes with their sub-class it prices. */
const shipKey = z
  .string()
  .regex(new RegExp(`^(${SHIP_CLASSES.join('|')})(\\+|-|--)?$`), 'a class with optional +, - or --');

/** Matrix 13 as data: printed rows of ship classes, and aircraft by sub-class. */
export const pointsTableSchema = z.strictObject({
  /** Ship rows: the class keys priced (e.g. `['SM', 'MTB']`), their points and printed examples. */
  ships: z
    .array(
      z.strictObject({
        /** Class keys, a class with optional sub-class, e.g. `'BC--'`. */
        classes: z.array(shipKey).min(1).readonly(),
        /** Points each. */
        points: z.number().int().min(0),
        /** Example ships as printed. */
        examples: z.string(),
      }),
    )
    .readonly(),
  /** Aircraft stand points by sub-class (any aircraft class). */
  aircraft: z.strictObject({
    /** `+` aircraft. */
    '+': z.number().int().min(0),
    /** Standard aircraft. */
    '': z.number().int().min(0),
    /** `-` aircraft. */
    '-': z.number().int().min(0),
  }),
});
/** Matrix 13 as data. */
export type PointsTable = z.infer<typeof pointsTableSchema>;

/**
 * The key a ship class and sub-class are priced under.
 *
 * @example
 * ```ts
 * pointsKey('BB', '+'); // 'BB+'
 * ```
 */
export function pointsKey(cls: ShipClass, subClass: SubClass): string {
  return `${cls}${subClass}`;
}

/** Aircraft points key (the sub-class itself). */
export type AircraftPointsKey = AircraftSubClass;

/**
 * Matrix 13, points values as printed (MT is read as MTB). Sub-classes not printed
 * (CL+, DD−, …) have no value: supply one as a house rule.
 */
export const MATRIX_13_POINTS = /* @__PURE__ */ deepFreeze({
  ships: [
    { classes: ['SB'], points: 30, examples: 'Yamato, Musashi, Shinano' },
    { classes: ['BB+'], points: 25, examples: 'Washington, South Dakota, King George V' },
    { classes: ['BB'], points: 20, examples: 'Nagato, Bismarck, Rodney' },
    { classes: ['BB-'], points: 15, examples: 'Hyuga, Ise, Kirishima, Warspite' },
    { classes: ['BC+'], points: 12, examples: 'Scharnhorst, Gneisenau' },
    { classes: ['BC'], points: 10, examples: 'Hood, Indefatigable, Invincible' },
    { classes: ['BC-'], points: 8, examples: 'Repulse, Renown' },
    { classes: ['BC--'], points: 7, examples: 'Deutschland, Graf Spee, Scheer' },
    { classes: ['CA+'], points: 6, examples: 'Tone, Chikuma, Chokai' },
    { classes: ['CA'], points: 5, examples: 'Indianapolis, Cornwall, Suffolk' },
    { classes: ['CA-'], points: 4, examples: 'Hipper, Prinz Eugen' },
    { classes: ['CL'], points: 3, examples: 'Noshiro, Ajax' },
    { classes: ['DD'], points: 1, examples: 'Fletcher, Fubuki, Cossack, Narvik class' },
    { classes: ['DE'], points: 1, examples: '' },
    { classes: ['SM', 'MTB'], points: 1, examples: 'U-boats, I-boats, Vosper' },
    { classes: ['CVA'], points: 10, examples: 'Shinano, Kaga, Akagi' },
    { classes: ['CV'], points: 7, examples: 'Shokaku, Zuikaku, Enterprise' },
    { classes: ['CVE'], points: 5, examples: 'Zuiho' },
    { classes: ['AK', 'AKL'], points: 1, examples: 'tankers, cargo and supply ships' },
  ],
  aircraft: { '+': 3, '': 2, '-': 1 },
} as const satisfies z.input<typeof pointsTableSchema>);
