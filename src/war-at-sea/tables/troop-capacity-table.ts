import { deepFreeze } from '../../core/deep-freeze.js';

/**
 * Ship Capacity: how many troop counters a unit with each special ability may carry. Any
 * other unit carries none. Landing 10 and Vital Cargo carry two; the rest one.
 *
 * @example
 * ```ts
 * TROOP_CAPACITY['Landing 10']; // 2
 * ```
 */
export const TROOP_CAPACITY = /* @__PURE__ */ deepFreeze({
  'Landing 10': 2,
  'Vital Cargo': 2,
  'Landing 5': 1,
  'Landing 3': 1,
  'Secret Cargo': 1,
  'Beach Landing 3': 1,
  'Tokyo Express': 1,
  Evacuate: 1,
  'Land Secret Cargo 2': 1,
} as const);

/** A special ability that lets a unit carry troop counters (Ship Capacity). */
export type CarrierAbility = keyof typeof TROOP_CAPACITY;
