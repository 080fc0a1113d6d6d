import { deepFreeze } from '../../core/deep-freeze.js';

/** One correction to a printed ship record (Errata). */
export interface ShipErratum {
  /** The ship. */
  readonly ship: string;
  /** The sheet it is printed on. */
  readonly sheet: string;
  /** Its corrected torpedo factor. */
  readonly torpedoFactor: number;
  /** Its corrected point value. */
  readonly points: number;
}

/**
 * The errata (American Capital Ship Hit Record Sheet): the Australian heavy cruisers
 * Australia and Canberra each have torpedo factor 2 and are worth 24 points. Apply them to
 * your own ship data with `applyShipErrata`.
 *
 * @example
 * ```ts
 * SOPAC_ERRATA.map((e) => e.ship); // ['Australia', 'Canberra']
 * ```
 */
export const SOPAC_ERRATA: readonly ShipErratum[] = /* @__PURE__ */ deepFreeze([
  { ship: 'Australia', sheet: 'American Capital Ship Hit Record Sheet', torpedoFactor: 2, points: 24 },
  { ship: 'Canberra', sheet: 'American Capital Ship Hit Record Sheet', torpedoFactor: 2, points: 24 },
]);
