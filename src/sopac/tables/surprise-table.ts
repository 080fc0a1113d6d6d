import * as z from 'zod';
import { type BandTable, bandTableSchema, defineBandTable } from '../../core/band-table.js';
import { deepFreeze } from '../../core/deep-freeze.js';

/**
 * What the flotilla's surprise roll gives (20.41): `'fleet-fires'` every ship of the fleet
 * fires at the boats first; `'targets-fire'` each target ship fires first at the boats
 * attacking it; `'surprise'` every boat attacks before any ship fires.
 */
export type SurpriseResult = 'fleet-fires' | 'targets-fire' | 'surprise';

/** The bands of the surprise roll (20.41): 1 the whole fleet fires, 2–3 the targets fire, 4–6 surprise. */
export const SURPRISE_BANDS = /* @__PURE__ */ deepFreeze([
  { max: 1, result: 'fleet-fires' },
  { min: 2, max: 3, result: 'targets-fire' },
  { min: 4, result: 'surprise' },
] as const);

/**
 * The MTB surprise roll (20.41): one d6 by the flotilla's owner once targets are chosen.
 *
 * @example
 * ```ts
 * lookupBand(SURPRISE_TABLE, 2).result; // 'targets-fire'
 * ```
 */
export const SURPRISE_TABLE: BandTable<SurpriseResult> = /* @__PURE__ */ deepFreeze(
  defineBandTable<SurpriseResult>({ rule: '20.41', name: 'MTB surprise', bands: SURPRISE_BANDS }),
);

/**
 * Zod schema of the surprise roll given as data (a house rule).
 *
 * @example
 * ```ts
 * surpriseTableSchema.parse({ bands: [{ max: 3, result: 'targets-fire' }, { min: 4, result: 'surprise' }] });
 * ```
 */
export const surpriseTableSchema = bandTableSchema(z.enum(['fleet-fires', 'targets-fire', 'surprise']), {
  rule: '20.41',
  name: 'MTB surprise',
});
