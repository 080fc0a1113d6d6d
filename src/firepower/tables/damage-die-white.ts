import { deepFreeze } from '../../core/deep-freeze.js';
import { type DamageDieTable, type HitLevel, BLACK as X } from './damage-die-cells.js';

/**
 * WHITE DIE (superstructure, Page 15): fire points, cumulative. Columns S, L, M, H, E, C.
 * The blanks in the lower right are black squares: the ship is abandoned (interpretation 3).
 */
export const WHITE_DIE: DamageDieTable = /* @__PURE__ */ deepFreeze({
  rule: 'WHITE DIE',
  die: 'white',
  measures: 'fire points',
  // biome-ignore format: laid out like the printed chart
  rows: [
    // S   L   M   H   E   C
    [  1,  2,  3,  4,  5,  6 ],
    [  2,  3,  4,  5,  6,  7 ],
    [  3,  4,  5,  6,  7,  8 ],
    [  4,  5,  6,  7,  8,  X ],
    [  5,  6,  7,  8,  X,  X ],
    [  6,  7,  8,  X,  X,  X ],
  ],
});

/** Where WHITE DIE's transcription is blank (die score, level): read as black squares by default. */
export const WHITE_DIE_BLANKS: readonly (readonly [number, HitLevel])[] = /* @__PURE__ */ deepFreeze([
  [4, 'C'],
  [5, 'E'],
  [5, 'C'],
  [6, 'H'],
  [6, 'E'],
  [6, 'C'],
]);

/** WHITE DIE thresholds: fire points above these have effects. */
export const FIRE_THRESHOLDS = /* @__PURE__ */ deepFreeze({
  /** Over 6: −1 to hit. */
  toHitMinus1: 6,
  /** Over 8: −2 to hit, and the ship pulls out of formation for its own table edge. */
  leavesFormation: 8,
  /** Over 12: the ship is abandoned and left to burn. */
  abandoned: 12,
} as const);
