import * as z from 'zod';
import { airRole } from './air-units.js';
import { stateArg, unitTypeArg } from './arguments.js';
import { type Check, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import type { AirUnit } from './schemas/air-unit.js';
import type { Airbase } from './schemas/airbase.js';
import { airbaseSchema } from './schemas/airbase.js';
import type { CartwheelState, CartwheelStateInput } from './schemas/state.js';
import { airUnitWithId, checkBoardArgs, findAirbase, parseCartwheelState, unitsAtAirbase } from './state.js';

// Argument schemas, built once (not on every call).
const HOSTING_ARGS = /* @__PURE__ */ z.strictObject({
  airbase: airbaseSchema,
  units: z.array(unitTypeArg).max(10_000),
});

/** What a capacity check checks: the board and the rest of its arguments. */
const capacityCheckArgs = z.strictObject({ state: stateArg, unitId: z.string() });

/** How full an airbase is (6.3). */
export interface HostingReport {
  /** The airbase id. */
  readonly airbaseId: string;
  /** Units it may host with the units now there, or `'unlimited'` off-board (6.3.3). */
  readonly capacity: number | 'unlimited';
  /** Units that count against the capacity (recon does not at a major base, 7.3.1). */
  readonly counted: number;
  /** True when `counted` exceeds `capacity`: the over-capacity penalty applies (6.3.3). */
  readonly overCapacity: boolean;
  /** How the capacity was found, with its rule. */
  readonly note: string;
}

type Category = 'fighter' | 'bomber' | 'transport';

/**
 * The type categories a unit may count as at a mobile base (6.3.2): fighters and bombers
 * as themselves, the C-47 as a transport, and both recon (7.3.1) and the Beaufighter FB
 * (2.2) as either a fighter or a bomber, whichever suits.
 */
function categories(unit: Pick<AirUnit, 'type'>): readonly Category[] {
  const role = airRole(unit.type);
  if (role === 'recon' || role === 'either') return ['fighter', 'bomber'];
  return [role];
}

/**
 * What a mobile airbase can host given the units on it (6.3.2): any 3 if all can count as
 * one type, otherwise any 2.
 *
 * @example
 * ```ts
 * mobileCapacity([{ type: 'F' }, { type: 'F' }, { type: 'R' }]); // 3 (recon counts as a fighter)
 * mobileCapacity([{ type: 'F' }, { type: 'B' }]); // 2
 * ```
 */
export function mobileCapacity(units: readonly Pick<AirUnit, 'type'>[], rules?: CartwheelRulesOverrides): number {
  checkBoardArgs(z.array(unitTypeArg).max(10_000), units, { rule: '6.5', what: 'units' });
  const limits = resolveCartwheelRules(rules).airbases;
  const oneType = (['fighter', 'bomber', 'transport'] as const).some((c) =>
    units.every((u) => categories(u).includes(c)),
  );
  return oneType ? limits.mobileSameTypeCapacity : limits.mobileMixedCapacity;
}

/**
 * How full an airbase would be with `units` on it (6.3): major and minor bases hold their
 * ADC capacity, recon not counting at a major base (7.3.1); mobile bases by 6.3.2;
 * off-board bases any number.
 *
 * @example
 * ```ts
 * hostingReport({ id: 'lae', kind: 'minor', capacity: 3, … }, units).overCapacity;
 * ```
 */
export function hostingReport(
  airbase: Airbase,
  units: readonly Pick<AirUnit, 'type'>[],
  rules?: CartwheelRulesOverrides,
): HostingReport {
  checkBoardArgs(HOSTING_ARGS, { airbase, units }, { rule: '6.3', what: 'hosting report' });
  if (airbase.kind === 'off-board')
    return {
      airbaseId: airbase.id,
      capacity: 'unlimited',
      counted: units.length,
      overCapacity: false,
      note: 'off-board airbases host any number of any type (6.3.3)',
    };
  if (airbase.kind === 'mobile') {
    const capacity = mobileCapacity(units, rules);
    return {
      airbaseId: airbase.id,
      capacity,
      counted: units.length,
      overCapacity: units.length > capacity,
      note: 'a mobile airbase hosts any 3 of one type or any 2 (6.3.2)',
    };
  }
  const counted = airbase.kind === 'major' ? units.filter((u) => u.type !== 'R').length : units.length;
  const capacity = airbase.capacity ?? 0;
  return {
    airbaseId: airbase.id,
    capacity,
    counted,
    overCapacity: counted > capacity,
    note:
      airbase.kind === 'major'
        ? 'ADC capacity; recon units do not count at a major airbase (6.3.1, 7.3.1)'
        : 'ADC capacity; recon units count (6.3.1, 7.3.1)',
  };
}

/**
 * How full an airbase in the game is now (6.3).
 *
 * @example
 * ```ts
 * airbaseHosting(state, 'rabaul').overCapacity; // false
 * ```
 */
export function airbaseHosting(
  input: CartwheelStateInput,
  airbaseId: string,
  rules?: CartwheelRulesOverrides,
): HostingReport {
  const state = parseCartwheelState(input, '6.3');
  const base = findAirbase(state, airbaseId, '6.3');
  return hostingReport(
    base,
    unitsAtAirbase(state, airbaseId).map((u) => u.unit),
    rules,
  );
}

/**
 * The airbases over capacity now (6.3.3).
 *
 * @example
 * ```ts
 * overCapacityAirbases(state); // ['lae']
 * ```
 */
export function overCapacityAirbases(input: CartwheelStateInput, rules?: CartwheelRulesOverrides): string[] {
  const state = parseCartwheelState(input, '6.3.3');
  return state.airbases.filter((b) => airbaseHosting(state, b.id, rules).overCapacity).map((b) => b.id);
}

/**
 * The over-capacity penalty (6.3.3): when an airbase hosts more than it may, every unit
 * there goes to the Flown half (keeping its disruption). A base within capacity is
 * returned unchanged.
 *
 * @example
 * ```ts
 * applyOverCapacityPenalty(state, 'lae').airUnits.every((u) => u.flown); // for units at Lae
 * ```
 */
export function applyOverCapacityPenalty(
  input: CartwheelStateInput,
  airbaseId: string,
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state = parseCartwheelState(input, '6.3.3');
  if (!airbaseHosting(state, airbaseId, rules).overCapacity) return state;
  // The units on its display, not those with their ids (2.2: the other side may use an id too).
  const there = new Set(unitsAtAirbase(state, airbaseId));
  return { ...state, airUnits: state.airUnits.map((u) => (there.has(u) ? { ...u, flown: true } : u)) };
}

/**
 * Whether a unit may do more than stage-move (6.3.3): not while its airbase is over
 * capacity.
 *
 * @example
 * ```ts
 * checkNotOverCapacity(state, '38FG-1').ok;
 * ```
 */
export function checkNotOverCapacity(state: CartwheelState, unitId: string, rules?: CartwheelRulesOverrides): Check {
  checkBoardArgs(capacityCheckArgs, { state, unitId }, { rule: '6.3', what: 'capacity check' });
  const unit = airUnitWithId(state, unitId, '6.3');
  if (unit === undefined || unit.location.at !== 'airbase') return { ok: true };
  const report = airbaseHosting(state, unit.location.airbaseId, rules);
  if (report.overCapacity)
    return refuse(
      '6.3.3',
      `${unitId}'s airbase hosts ${report.counted} units against a capacity of ${String(report.capacity)}: its units may only stage-move until that is put right`,
    );
  return { ok: true };
}
