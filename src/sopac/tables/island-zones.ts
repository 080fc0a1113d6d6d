import { deepFreeze } from '../../core/deep-freeze.js';

/**
 * The island sea zones of the SOPAC map (19.34): the zones whose land lies in that zone
 * alone. All other land on the map is coastal; U32 (Espiritu Santo) counts as coastal.
 *
 * @example
 * ```ts
 * SOPAC_ISLAND_ZONES.includes('K26'); // true
 * ```
 */
export const SOPAC_ISLAND_ZONES = /* @__PURE__ */ deepFreeze([
  'K9',
  'K26',
  'K27',
  'L12',
  'M33',
  'N32',
  'O31',
  'P13',
  'P14',
] as const);

/**
 * Zones the text names as coastal though a reader might take their land for an island
 * (19.34): U32, Espiritu Santo.
 *
 * @example
 * ```ts
 * SOPAC_NAMED_COASTAL_ZONES; // ['U32']
 * ```
 */
export const SOPAC_NAMED_COASTAL_ZONES = /* @__PURE__ */ deepFreeze(['U32'] as const);
