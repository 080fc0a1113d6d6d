import { deepFreeze } from '../../core/deep-freeze.js';
/**
 * Intrinsic airbase AA factors (6.6.1, 6.5.3): minor and mobile 2, major 3, any disrupted
 * base 1, a mobile base under construction none. Off-board bases cannot be attacked.
 */
export const AIRBASE_AA_FACTORS = /* @__PURE__ */ deepFreeze({
  rule: '6.6.1',
  name: 'Airbase AA factors',
  minor: 2,
  mobile: 2,
  major: 3,
  disrupted: 1,
  underConstruction: 0,
} as const);
