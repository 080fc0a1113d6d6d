import { deepFreeze } from '../../core/deep-freeze.js';
/**
 * Matrix 8 (Page 13): the gunnery "to hit" score by range band, and the printed die
 * modifiers beside it. Each battery (main, then secondary) throws one d6; the modified
 * score must reach the band's number.
 */
export const MATRIX_8_TO_HIT = /* @__PURE__ */ deepFreeze({
  /** Short range: 4 or more hits. */
  short: 4,
  /** Long range: 6 or more hits. */
  long: 6,
} as const);

/** A Matrix 8 range band. */
export type RangeBand = keyof typeof MATRIX_8_TO_HIT;

/** The range bands of Matrix 8 / Matrix 7, short first. */
export const RANGE_BANDS = /* @__PURE__ */ deepFreeze(['short', 'long'] as const satisfies readonly RangeBand[]);

/** One printed modifier: its label and the amount added to the die. */
export interface PrintedModifier {
  /** A short plain-language name for why it applies. */
  readonly label: string;
  /** The amount added to the die (negative to subtract). */
  readonly delta: number;
}

/**
 * The eleven Matrix 8 modifiers as printed, keyed by a name. `listPer10Degrees` is
 * applied once per full 10° of the firing ship's list (the printed "or for every 10
 * degrees list" line, split from bad weather so each shows as its own modifier).
 */
export const MATRIX_8_MODIFIERS = /* @__PURE__ */ deepFreeze({
  /** +1 firing on a target that has already fired. */
  targetHasFired: { label: 'target has previously fired', delta: 1 },
  /** +1 firing on a silhouetted ship (sun edge at dusk or dawn). */
  targetSilhouetted: { label: 'target silhouetted', delta: 1 },
  /** +1 firing in Line Ahead while under control. */
  lineAheadUnderControl: { label: 'firing in Line Ahead and under control', delta: 1 },
  /** +1 firing on CV, CVE, CVL, AK or AKL. */
  carrierOrCargoTarget: { label: 'target is CV, CVE, CVL, AK or AKL', delta: 1 },
  /** −1 SB, BB or BC battery firing on CA or CL. */
  heavyBatteryOnCruiser: { label: 'SB/BB/BC battery firing on CA or CL', delta: -1 },
  /** −1 target under Scatter orders. */
  targetScattering: { label: 'target under Scatter orders', delta: -1 },
  /** −1 bad weather. */
  badWeather: { label: 'bad weather', delta: -1 },
  /** −1 for every full 10° of the firer's list. */
  listPer10Degrees: { label: 'per 10\u00b0 of list', delta: -1 },
  /** −1 at dawn or dusk. */
  dawnOrDusk: { label: 'dawn or dusk', delta: -1 },
  /** −1 the firer moved more than half its move rate. */
  movedMoreThanHalf: { label: 'moved more than half the move rate', delta: -1 },
  /** −2 at night. */
  night: { label: 'night', delta: -2 },
  /** −2 SB, BB or BC battery firing on DD or DE. */
  heavyBatteryOnDestroyer: { label: 'SB/BB/BC battery firing on DD or DE', delta: -2 },
} as const satisfies Record<string, PrintedModifier>);

/**
 * The to-hit modifiers the WHITE die text adds for a firing ship's own fires: over 6 fire
 * points −1, over 8 −2 (the −2 replaces the −1).
 */
export const FIRE_TO_HIT_MODIFIERS = /* @__PURE__ */ deepFreeze({
  /** Fire points over 6: −1 (severe fires and smoke). */
  over6: { label: 'fire points over 6', delta: -1, above: 6 },
  /** Fire points over 8: −2 (intense fires, smoke and heat). */
  over8: { label: 'fire points over 8', delta: -2, above: 8 },
} as const);

/** Battery classes that take the SB/BB/BC modifiers of Matrix 8. */
export const HEAVY_BATTERIES = /* @__PURE__ */ deepFreeze(['SB', 'BB', 'BC'] as const);
