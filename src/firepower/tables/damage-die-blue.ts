import { deepFreeze } from '../../core/deep-freeze.js';
import { NO_EFFECT as _, type DamageDieTable } from './damage-die-cells.js';

/**
 * BLUE DIE (propulsion, Page 14): inches of move rate lost, cumulative. Columns S, L, M,
 * H, E, C. The transcription shows no black squares on this table; a house-rule table
 * may mark some (a black square stops the ship and sends it to Matrix 4's middle column).
 */
export const BLUE_DIE: DamageDieTable = /* @__PURE__ */ deepFreeze({
  rule: 'BLUE DIE',
  die: 'blue',
  measures: 'inches of move rate lost',
  // biome-ignore format: laid out like the printed chart
  rows: [
    //  S    L    M    H    E    C
    [   _,   _,   _,   _, 0.5,   1 ],
    [   _,   _,   _, 0.5,   1,   2 ],
    [   _,   _, 0.5,   1,   2,   3 ],
    [   _, 0.5,   1,   2,   3,   4 ],
    [ 0.5,   1,   2,   3,   4,   5 ],
    [   1,   2,   3,   4,   5,   6 ],
  ],
});
