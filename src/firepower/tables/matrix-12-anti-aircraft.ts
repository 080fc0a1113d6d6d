import { deepFreeze } from '../../core/deep-freeze.js';
/** Anti-aircraft fire (Page 18): one die per full block of this many AA points. */
export const AA_POINTS_PER_DIE = 5;

/** Anti-aircraft fire results by die face: 6 destroys, 5 is −2, 4 is −1, 1–3 nothing. */
export const AA_FIRE_RESULTS: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, 'destroyed' | number>> =
  /* @__PURE__ */ deepFreeze({
    1: 0,
    2: 0,
    3: 0,
    4: -1,
    5: -2,
    6: 'destroyed',
  });
