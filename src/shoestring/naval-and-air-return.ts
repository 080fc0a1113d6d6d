import * as z from 'zod';
import { distinctList } from '../core/distinct-list.js';
import { parseInput } from '../core/parse-input.js';
import { gameTurnSchema } from './sequence-of-play.js';

/**
 * What {@link navalAndAirReturn} takes: the units still out at the Naval and Air Return
 * Phase (V.B) of a game turn.
 *
 * @example
 * ```ts
 * navalAndAirReturnInputSchema.parse({ turn: 2, navalUnits: [{ id: 'Helena', extension: 'extended' }] });
 * ```
 */
export const navalAndAirReturnInputSchema = z.strictObject({
  /** The game turn whose V.B this is. */
  turn: gameTurnSchema,
  /** Ids of the air units out (combat and air search alike); default none. */
  airUnitIds: distinctList(z.string().min(1), 'air unit id').default([]),
  /** Transport points out; default 0. */
  transportPoints: z.number().int().min(0).default(0),
  /** The naval units out; default none. */
  navalUnits: z
    .array(
      z.strictObject({
        /** The unit's id. */
        id: z.string().min(1),
        /** True when the unit is damaged now. */
        damaged: z.boolean().default(false),
        /**
         * Its patrol extension (N18.7): `none` (did not check), `failed` (rolled Return), or
         * `extended` (rolled Extend this odd turn, or, on an even turn, the odd turn before).
         */
        extension: z.enum(['none', 'failed', 'extended']).default('none'),
      }),
    )
    .default([]),
});

/** Where a naval unit goes in V.B. */
export type NavalReturnPlace =
  /** Back to base (V.B.3). */
  | 'base'
  /** Stays out with the even turn's units (extended this odd turn). */
  | 'even turn'
  /** The 1 wk box of the Naval Repair Track (V.B.4): out of operations next week. */
  | 'Naval Repair Track 1 wk box'
  /** Damaged after an extension: the Naval Repair Track as the base game places it. */
  | 'Naval Repair Track (normal repair)';

/** What {@link navalAndAirReturn} decides. */
export interface NavalAndAirReturn {
  /** The turn. */
  readonly turn: number;
  /** V.B.1: air units returned to base, searchers included. */
  readonly airUnitsToBase: readonly string[];
  /** V.B.2: transport points returned to base. */
  readonly transportPointsToBase: number;
  /** V.B.3–4: each naval unit's place, with the rule that puts it there. */
  readonly navalUnits: readonly { readonly id: string; readonly to: NavalReturnPlace; readonly rule: string }[];
}

/**
 * The Naval and Air Return Phase (V.B, N18.7, N19.3): every air unit (searchers too) and
 * every transport back to base; naval units that did not check or failed to extend back to
 * base; on an odd turn, units that just extended stay out for the even turn; on an even
 * turn, units that used an extension go to the 1 wk box of the Naval Repair Track, or, if
 * damaged, onto the track as normal.
 *
 * @example
 * ```ts
 * navalAndAirReturn({ turn: 2, navalUnits: [{ id: 'Helena', extension: 'extended' }] }).navalUnits;
 * // [{ id: 'Helena', to: 'Naval Repair Track 1 wk box', rule: 'N18.7' }]
 * ```
 */
export function navalAndAirReturn(input: z.input<typeof navalAndAirReturnInputSchema>): NavalAndAirReturn {
  const valid = parseInput(navalAndAirReturnInputSchema, input, { rule: 'V.B', what: 'units out' });
  const odd = valid.turn % 2 === 1;
  return {
    turn: valid.turn,
    airUnitsToBase: valid.airUnitIds,
    transportPointsToBase: valid.transportPoints,
    navalUnits: valid.navalUnits.map((unit) => {
      if (unit.extension !== 'extended') return { id: unit.id, to: 'base' as const, rule: 'V.B.3' };
      if (odd) return { id: unit.id, to: 'even turn' as const, rule: 'N18.7' };
      return {
        id: unit.id,
        to: unit.damaged ? ('Naval Repair Track (normal repair)' as const) : ('Naval Repair Track 1 wk box' as const),
        rule: 'N18.7',
      };
    }),
  };
}
