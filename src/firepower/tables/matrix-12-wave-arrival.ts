import { deepFreeze } from '../../core/deep-freeze.js';
/** Wave arrival (Page 17): the d6 score a wave needs to come on, by conditions. */
export const WAVE_ARRIVAL = /* @__PURE__ */ deepFreeze({
  /** Daylight in good weather: 5+. */
  normal: 5,
  /** Bad weather, or dusk or dawn: 6+. No aircraft act at night. */
  badWeatherOrDuskDawn: 6,
} as const);
