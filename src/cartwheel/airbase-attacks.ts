import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { airbaseKindNameArg } from './arguments.js';
import { type Check, enforce, illegal, refuse } from './check.js';
import type { Airbase } from './schemas/airbase.js';
import type { Side } from './schemas/common.js';
import { sideSchema } from './schemas/common.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { findAirbase, parseCartwheelState, unitsAtAirbase, updateAirbase } from './state.js';

// Argument schemas, built once (not on every call).
const BOMBING_ARGS = /* @__PURE__ */ z.strictObject({
  airbaseId: z.string(),
  result: z.enum(['disrupted', 'destroyed']),
});
const AIRBASE_SIDE_ARGS = /* @__PURE__ */ z.strictObject({ airbaseId: z.string(), side: sideSchema });

/**
 * Whether an airbase may be the target of an air mission (6.6.1): any on-map base may,
 * including one under construction (6.5.3); off-board bases cannot be attacked.
 *
 * @example
 * ```ts
 * checkAirbaseTarget({ kind: 'off-board', name: 'Truk' }).ok; // false
 * ```
 */
export function checkAirbaseTarget(airbase: Pick<Airbase, 'kind' | 'name'>): Check {
  parseInput(airbaseKindNameArg, airbase, { rule: '6.6.1', what: 'airbase' });
  if (airbase.kind === 'off-board') return refuse('6.6.1', `${airbase.name} is off-board and cannot be attacked`);
  return { ok: true };
}

/** What {@link applyAirbaseBombing} returns. */
export interface AirbaseBombingResult {
  /** The new state. */
  readonly state: CartwheelState;
  /** What happened to the base, with its rule. */
  readonly effect: 'disrupted' | 'destroyed' | 'removed';
  /** Units left without a base because it was removed (rules 9.10–9.11, not in the text, decide their fate). */
  readonly stranded: readonly string[];
}

/**
 * Applies a bombing result to an airbase (6.5.3, 6.6.2, 6.6.3): a base under construction
 * that is disrupted or destroyed is removed (it may be built again later); an operational
 * mobile base that is destroyed is removed; any other base takes the Disrupted or
 * Eliminated marker. Off-board bases are immune (6.6.1).
 *
 * @example
 * ```ts
 * applyAirbaseBombing(state, 'm1', 'disrupted').effect; // 'removed' while under construction
 * ```
 */
export function applyAirbaseBombing(
  input: CartwheelStateInput,
  airbaseId: string,
  result: 'disrupted' | 'destroyed',
): AirbaseBombingResult {
  parseInput(BOMBING_ARGS, { airbaseId, result }, { rule: '6.6', what: 'airbase bombing' });
  const state = parseCartwheelState(input, '6.6');
  const base = findAirbase(state, airbaseId, '6.6');
  enforce(checkAirbaseTarget(base));
  const removed = base.underConstruction || (base.kind === 'mobile' && result === 'destroyed');
  if (removed) {
    // The units on its display, not those with their ids (2.2: the other side may use an id too).
    const there = new Set(unitsAtAirbase(state, airbaseId));
    return {
      state: {
        ...state,
        airbases: state.airbases.filter((b) => b.id !== airbaseId),
        airUnits: state.airUnits.map((u) =>
          there.has(u) ? { ...u, location: { at: 'unbased', formerAirbaseId: airbaseId } } : u,
        ),
      },
      effect: 'removed',
      stranded: [...there].map((u) => u.unit.id),
    };
  }
  const next = updateAirbase(state, airbaseId, (b) =>
    result === 'destroyed' ? { ...b, destroyed: true } : { ...b, disrupted: true },
  );
  return { state: next, effect: result, stranded: [] };
}

/** What {@link captureAirbase} returns. */
export interface CaptureResult {
  /** The new state. */
  readonly state: CartwheelState;
  /** `'captured'` (now the captor's, disrupted) or `'removed'` (a mobile base, gone for good). */
  readonly effect: 'captured' | 'removed';
  /** Air units that were on the ground there: each may now try to evacuate (6.6.5). They are unbased until then. */
  readonly evacuating: readonly string[];
}

/**
 * Whether `side` may capture an airbase by occupying its hex (6.6.1, 6.6.4): only an
 * enemy on-map base.
 *
 * @example
 * ```ts
 * checkCapture(state, 'lae', 'Allied').ok;
 * ```
 */
export function checkCapture(input: CartwheelStateInput, airbaseId: string, side: Side): Check {
  parseInput(AIRBASE_SIDE_ARGS, { airbaseId, side }, { rule: '6.6.4', what: 'capture' });
  const state = parseCartwheelState(input, '6.6.4');
  const base = state.airbases.find((b) => b.id === airbaseId);
  if (base === undefined) return refuse('6.6.4', `there is no airbase "${airbaseId}"`);
  if (base.kind === 'off-board') return refuse('6.6.1', `${base.name} is off-board and cannot be captured`);
  if (base.side === side) return refuse('6.6.4', `${base.name} is already the ${side} player's`);
  return { ok: true };
}

/**
 * An enemy ground unit occupies an airbase's hex (6.6.4): a non-mobile base becomes the
 * captor's, marked disrupted until repaired; a mobile base is removed from the game for
 * good (its owner's counter count drops). Units on the ground there are listed to attempt
 * evacuation (6.6.5).
 *
 * @example
 * ```ts
 * const { state: next, evacuating } = captureAirbase(state, 'lae', 'Allied');
 * ```
 */
export function captureAirbase(input: CartwheelStateInput, airbaseId: string, side: Side): CaptureResult {
  parseInput(AIRBASE_SIDE_ARGS, { airbaseId, side }, { rule: '6.6.4', what: 'capture' });
  const state = parseCartwheelState(input, '6.6.4');
  enforce(checkCapture(state, airbaseId, side));
  const base = findAirbase(state, airbaseId, '6.6.4');
  const moving = new Set(unitsAtAirbase(state, airbaseId));
  const evacuating = [...moving].map((u) => u.unit.id);
  const airUnits = state.airUnits.map((u) =>
    moving.has(u) ? { ...u, location: { at: 'unbased' as const, formerAirbaseId: airbaseId } } : u,
  );
  if (base.kind === 'mobile') {
    const owner = base.side;
    return {
      state: {
        ...state,
        airUnits,
        airbases: state.airbases.filter((b) => b.id !== airbaseId),
        mobileAirbasesLost: { ...state.mobileAirbasesLost, [owner]: state.mobileAirbasesLost[owner] + 1 },
      },
      effect: 'removed',
      evacuating,
    };
  }
  if (base.kind === 'major' || base.kind === 'minor') {
    const next = updateAirbase({ ...state, airUnits }, airbaseId, (b) => ({ ...b, side, disrupted: true }));
    return { state: next, effect: 'captured', evacuating };
  }
  return illegal('6.6.1', `${base.name} cannot be captured`);
}
