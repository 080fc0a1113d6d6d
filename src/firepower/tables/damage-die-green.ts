import { deepFreeze } from '../../core/deep-freeze.js';
import { NO_EFFECT as _, type DamageDieTable, type HitLevel, BLACK as X } from './damage-die-cells.js';

/**
 * GREEN DIE (armament, Page 15): battery classes lost, printed negative, cumulative.
 * Columns S, L, M, H, E, C. The blanks in the lower right are black squares: the ship
 * explodes and sinks at once (interpretation 3).
 */
export const GREEN_DIE: DamageDieTable = /* @__PURE__ */ deepFreeze({
  rule: 'GREEN DIE',
  die: 'green',
  measures: 'battery classes lost',
  // biome-ignore format: laid out like the printed chart
  rows: [
    // S   L   M   H   E   C
    [  _,  _,  _,  _, -1, -2 ],
    [  _,  _,  _, -1, -2, -2 ],
    [  _,  _, -1, -2, -2, -3 ],
    [  _, -1, -1, -2, -3,  X ],
    [ -1, -1, -2, -3,  X,  X ],
    [ -1, -2, -3,  X,  X,  X ],
  ],
});

/** Where GREEN DIE's transcription is blank (die score, level): read as black squares by default. */
export const GREEN_DIE_BLANKS: readonly (readonly [number, HitLevel])[] = /* @__PURE__ */ deepFreeze([
  [4, 'C'],
  [5, 'E'],
  [5, 'C'],
  [6, 'H'],
  [6, 'E'],
  [6, 'C'],
]);
