import * as z from 'zod';
import { expectString } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { type Check, enforce, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { hexSchema, sideSchema } from './schemas/common.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { findAirbase, parseCartwheelState, requirePhase } from './state.js';

/** A hex where a player wants to begin a mobile airbase (6.5), with the map facts the rule needs. */
export const mobileSiteSchema = z.strictObject({
  /** Id for the new airbase, unique in the game. */
  id: z.string().min(1),
  /** Name for the new airbase; defaults to "Mobile <hex>". */
  name: z.string().min(1).optional(),
  /** The building player. */
  side: sideSchema,
  /** The hex. */
  hex: hexSchema,
  /** Its terrain (Terrain Key): inland non-mountain land, a coastal hex, any mountain hex, or all sea. */
  terrain: z.enum(['land', 'coastal', 'mountain', 'sea']),
  /** The player who controls the hex now (3.0 Control). */
  controlledBy: sideSchema,
  /** True when the hex can trace supply to a friendly source (6.2, 13.0). */
  supplied: z.boolean(),
});
/** A mobile airbase site, as written by a caller. */
export type MobileSiteInput = z.input<typeof mobileSiteSchema>;

/**
 * Whether a mobile airbase may be begun at a site (6.2, 6.5.1, 6.5.2): in the Mobile
 * Airbase Construction Phase, in a friendly-controlled, supplied, non-mountain land or
 * coastal hex holding no other mobile airbase, while the player has a counter free (3
 * Allied, 2 Japanese, less any lost for good to capture, 6.6.4).
 *
 * @example
 * ```ts
 * checkMobileConstruction(state, { id: 'm1', side: 'Allied', hex: '2215', terrain: 'land', controlledBy: 'Allied', supplied: true });
 * ```
 */
export function checkMobileConstruction(
  input: CartwheelStateInput,
  siteInput: MobileSiteInput,
  rules?: CartwheelRulesOverrides,
): Check {
  const state = parseCartwheelState(input, '6.5');
  const site = parseInput(mobileSiteSchema, siteInput, { rule: '6.5', what: 'mobile airbase site' });
  if (state.phase !== 'mobile-airbase-construction')
    return refuse('4.2', 'mobile airbases are begun only in the Mobile Airbase Construction Phase');
  if (site.controlledBy !== site.side) return refuse('6.5', `hex ${site.hex} is not friendly controlled`);
  if (!site.supplied) return refuse('6.2', `hex ${site.hex} is not supplied`);
  if (site.terrain === 'mountain') return refuse('6.5', 'mobile airbases cannot be built in mountain hexes');
  if (site.terrain === 'sea') return refuse('6.5', 'mobile airbases are built in land or coastal hexes');
  if (state.airbases.some((b) => b.kind === 'mobile' && b.hex === site.hex))
    return refuse('6.5.1', `hex ${site.hex} already has a mobile airbase`);
  if (state.airbases.some((b) => b.id === site.id)) return refuse('6.5', `the id "${site.id}" is taken`);
  const maximum = resolveCartwheelRules(rules).airbases.mobileMaximum[site.side];
  const inPlay = state.airbases.filter((b) => b.kind === 'mobile' && b.side === site.side).length;
  const lost = state.mobileAirbasesLost[site.side];
  if (inPlay + lost >= maximum)
    return refuse(
      '6.2',
      `the ${site.side} player has ${maximum} mobile airbases at most: ${inPlay} in play and ${lost} lost for good`,
    );
  return { ok: true };
}

/**
 * Begins a mobile airbase (6.5.2): its counter goes on the hex Under Construction side up.
 * Throws `ILLEGAL_ACTION` with the reason when {@link checkMobileConstruction} refuses.
 *
 * @example
 * ```ts
 * const next = beginMobileConstruction(state, site);
 * ```
 */
export function beginMobileConstruction(
  input: CartwheelStateInput,
  siteInput: MobileSiteInput,
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state = parseCartwheelState(input, '6.5');
  enforce(checkMobileConstruction(state, siteInput, rules));
  const site = parseInput(mobileSiteSchema, siteInput, { rule: '6.5', what: 'mobile airbase site' });
  return {
    ...state,
    airbases: [
      ...state.airbases,
      {
        id: site.id,
        name: site.name ?? `Mobile ${site.hex}`,
        side: site.side,
        kind: 'mobile',
        hex: site.hex,
        coastal: site.terrain === 'coastal',
        underConstruction: true,
        disrupted: false,
        destroyed: false,
      },
    ],
  };
}

/**
 * Finishes every mobile airbase under construction (6.5.2, Regroup Phase): each is turned
 * to its working side and may host units at once.
 *
 * @example
 * ```ts
 * completeMobileConstruction(state).airbases.some((b) => b.underConstruction); // false
 * ```
 */
export function completeMobileConstruction(input: CartwheelStateInput): CartwheelState {
  const state = parseCartwheelState(input, '6.5.2');
  requirePhase(state, 'regroup', '6.5.2');
  return {
    ...state,
    airbases: state.airbases.map((b) => (b.underConstruction ? { ...b, underConstruction: false } : b)),
  };
}

/**
 * Whether a mobile airbase may be dismantled (6.5.4): in the Regroup Phase, a working,
 * undisrupted mobile base with no air units based on it (recon out on a hex counts).
 *
 * @example
 * ```ts
 * checkDismantle(state, 'm1').ok;
 * ```
 */
export function checkDismantle(input: CartwheelStateInput, airbaseId: string): Check {
  expectString(airbaseId, '6.5.4', 'airbaseId');
  const state = parseCartwheelState(input, '6.5.4');
  const base = state.airbases.find((b) => b.id === airbaseId);
  if (base === undefined) return refuse('6.5.4', `there is no airbase "${airbaseId}"`);
  if (state.phase !== 'regroup') return refuse('6.5.4', 'airbases are dismantled only in the Regroup Phase');
  if (base.kind !== 'mobile') return refuse('6.5.4', `${base.name} is not a mobile airbase`);
  if (base.underConstruction) return refuse('6.5.4', `${base.name} is still under construction`);
  if (base.disrupted) return refuse('6.5.4', `${base.name} is disrupted`);
  const based = state.airUnits.filter(
    (u) =>
      (u.location.at === 'airbase' && u.location.airbaseId === airbaseId) ||
      (u.location.at === 'hex' && u.location.fromAirbaseId === airbaseId),
  );
  if (based.length > 0) return refuse('6.5.4', `${base.name} still hosts ${based.map((u) => u.unit.id).join(', ')}`);
  return { ok: true };
}

/**
 * Dismantles a mobile airbase (6.5.4): the counter is removed and may be built again in a
 * later turn.
 *
 * @example
 * ```ts
 * const next = dismantleMobileAirbase(state, 'm1');
 * ```
 */
export function dismantleMobileAirbase(input: CartwheelStateInput, airbaseId: string): CartwheelState {
  expectString(airbaseId, '6.5.4', 'airbaseId');
  const state = parseCartwheelState(input, '6.5.4');
  enforce(checkDismantle(state, airbaseId));
  findAirbase(state, airbaseId, '6.5.4');
  return { ...state, airbases: state.airbases.filter((b) => b.id !== airbaseId) };
}
