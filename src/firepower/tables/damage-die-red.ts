import { deepFreeze } from '../../core/deep-freeze.js';
import type { ListAspect } from '../schemas/enums.js';
import { NO_EFFECT as _, type DamageDieTable, BLACK as X } from './damage-die-cells.js';

/**
 * RED DIE (flooding, Page 14): degrees of list, cumulative. Columns S, L, M, H, E, C.
 * The printed "S" cells are black squares (the ship turns turtle and sinks); the two
 * blanks in the upper left (die 1 at M, die 2 at L) read as no effect (interpretation 3).
 */
export const RED_DIE: DamageDieTable = /* @__PURE__ */ deepFreeze({
  rule: 'RED DIE',
  die: 'red',
  measures: 'degrees of list',
  // biome-ignore format: laid out like the printed chart
  rows: [
    // S   L   M   H   E   C
    [  _,  _,  _,  5, 10, 15 ],
    [  _,  _,  5, 10, 15, 20 ],
    [  _,  5, 10, 15, 20, 25 ],
    [  5, 10, 15, 20, 25,  X ],
    [ 10, 15, 20, 25,  X,  X ],
    [ 15, 20, 25,  X,  X,  X ],
  ],
});

/** The RED DIE's optional Aspect column, by die score 1–6. */
export const RED_DIE_ASPECTS: readonly [ListAspect, ListAspect, ListAspect, ListAspect, ListAspect, ListAspect] =
  /* @__PURE__ */ deepFreeze(['bow', 'stern', 'port', 'port', 'starboard', 'starboard']);

/** RED DIE: a list past this many degrees sinks the ship. */
export const LIST_SINKS_ABOVE = 40;

/** RED DIE: −1 to hit per this many degrees of the firer's list. */
export const LIST_DEGREES_PER_TO_HIT = 10;
