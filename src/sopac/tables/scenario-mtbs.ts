import { deepFreeze } from '../../core/deep-freeze.js';

/** One scenario's MTB addition (Scenario Book). */
export interface ScenarioMtbs {
  /** The Operational Scenario number. */
  readonly scenario: number;
  /** The side that gains the boats. */
  readonly side: 'Allied';
  /** The MTB base, by its island. */
  readonly base: string;
  /** The base's sea zone. */
  readonly zone: string;
  /** MTBs in the side's starting forces. */
  readonly total: number;
  /** MTBs that may be out on patrol in one night. */
  readonly patrolLimit: number;
  /** The base's name as printed, where the text misspells it. */
  readonly printedAs?: string;
}

/**
 * The Scenario Book additions (20.1): Allied MTBs at the Tulagi base (L23) in Operational
 * Scenarios #7 (4 boats, 2 out a night) and #8–#10 (8 boats, 4 out a night). Scenario #8
 * prints the island as "Tugali"; it is Tulagi, and `printedAs` keeps the misprint.
 *
 * @example
 * ```ts
 * SOPAC_SCENARIO_MTBS.find((s) => s.scenario === 7)?.patrolLimit; // 2
 * ```
 */
export const SOPAC_SCENARIO_MTBS: readonly ScenarioMtbs[] = /* @__PURE__ */ deepFreeze([
  { scenario: 7, side: 'Allied', base: 'Tulagi', zone: 'L23', total: 4, patrolLimit: 2 },
  { scenario: 8, side: 'Allied', base: 'Tulagi', zone: 'L23', total: 8, patrolLimit: 4, printedAs: 'Tugali' },
  { scenario: 9, side: 'Allied', base: 'Tulagi', zone: 'L23', total: 8, patrolLimit: 4 },
  { scenario: 10, side: 'Allied', base: 'Tulagi', zone: 'L23', total: 8, patrolLimit: 4 },
]);
