import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { isHeavyBomber } from './air-units.js';
import { hostingReport } from './airbase-capacity.js';
import { stateArg } from './arguments.js';
import { type Check, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import type { AirService, AirUnit } from './schemas/air-unit.js';
import { airUnitSchema } from './schemas/air-unit.js';
import type { Airbase } from './schemas/airbase.js';
import { airbaseSchema } from './schemas/airbase.js';
import type { CartwheelState } from './schemas/state.js';
import { serviceSide } from './service-side.js';
import { airUnitWithId, checkBoardArgs, unitsAtAirbase } from './state.js';
import { HEAVY_BOMBER_BASE } from './tables/aircraft-classes.js';

// Argument schemas, built once (not on every call).
const BASING_ARGS = /* @__PURE__ */ z.strictObject({ unit: airUnitSchema, airbase: airbaseSchema });

/** What a basing checks: the board and the rest of its arguments. */
const basingArgs = z.strictObject({ state: stateArg, unitId: z.string(), airbaseId: z.string() });
/** What a port basing checks: the board and the rest of its arguments. */
const portBasingArgs = z.strictObject({ state: stateArg, unitId: z.string(), portId: z.string() });

/** Which services may use each off-board base (6.2, 6.3.4). */
export const OFF_BOARD_SERVICES: Readonly<Record<'Australia' | 'South Pacific' | 'Truk', readonly AirService[]>> =
  /* @__PURE__ */ deepFreeze({
    Australia: ['USAAF', 'RAAF'],
    'South Pacific': ['USN', 'USAAF'],
    Truk: ['6th Hikoshidan', '11th Hikoshidan', 'IJN'],
  });

/**
 * Whether an air counter may base at an airbase, ignoring how full it is (6.2–6.3.5, 6.5):
 * it must be friendly, usable (not destroyed, not under construction), allow the unit's
 * nationality (Australia: USAAF and RAAF; South Pacific: USN and USAAF; Truk: Japanese),
 * keep B-17/B-24s at Port Moresby on the map, and keep Rufe floatplanes to coastal mobile
 * bases (or ports, see {@link checkPortBasing}; Truk by the decided reading).
 *
 * @example
 * ```ts
 * checkBasingRules({ service: 'USMC', … }, australia).ok; // false: 6.3.4
 * ```
 */
export function checkBasingRules(unit: AirUnit, airbase: Airbase, rules?: CartwheelRulesOverrides): Check {
  checkBoardArgs(BASING_ARGS, { unit, airbase }, { rule: '6.3', what: 'basing' });
  const limits = resolveCartwheelRules(rules).airbases;
  const side = serviceSide(unit.service);
  if (airbase.side !== side) return refuse('6.3', `${airbase.name} is not a friendly airbase for ${unit.id}`);
  if (airbase.destroyed)
    return refuse('6.6.3', `${airbase.name} is destroyed and cannot be used for basing until repaired`);
  if (airbase.underConstruction)
    return refuse('6.5.2', `${airbase.name} is still under construction; it hosts units from the Regroup Phase`);
  if (airbase.kind === 'off-board' && airbase.region !== undefined) {
    const allowed = OFF_BOARD_SERVICES[airbase.region];
    if (!allowed.includes(unit.service))
      return refuse(
        '6.3.4',
        `only ${allowed.join(' and ')} air units may base at the off-board ${airbase.region} airbase`,
      );
  }
  if (side === 'Allied' && isHeavyBomber(unit) && airbase.name !== HEAVY_BOMBER_BASE) {
    if (airbase.kind !== 'off-board' || limits.heavyBomberLimit === 'everywhere')
      return refuse('6.3.4', `Allied heavy bombers (B-17, B-24) base on the map only at ${HEAVY_BOMBER_BASE}`);
  }
  if (unit.floatplane) {
    const truk = airbase.kind === 'off-board' && airbase.region === 'Truk' && limits.rufeMayBaseAtTruk;
    if (!truk && !(airbase.kind === 'mobile' && airbase.coastal))
      return refuse('6.3.5', 'a Rufe floatplane bases only at a port or a mobile airbase in a coastal hex');
  }
  return { ok: true };
}

/**
 * Whether a unit may move onto an airbase in the game (6.3): the basing rules of
 * {@link checkBasingRules}, and a report of whether the base would then be over capacity
 * (allowed, but the penalty of 6.3.3 follows).
 *
 * @example
 * ```ts
 * const answer = checkBasing(state, '38FG-1', 'dobodura');
 * if (answer.ok && answer.overCapacity) { … }
 * ```
 */
export function checkBasing(
  state: CartwheelState,
  unitId: string,
  airbaseId: string,
  rules?: CartwheelRulesOverrides,
): Check<{ readonly overCapacity: boolean }> {
  checkBoardArgs(basingArgs, { state, unitId, airbaseId }, { rule: '6.3', what: 'basing' });
  const unit = airUnitWithId(state, unitId, '6.3');
  if (unit === undefined) return refuse('6.3', `there is no air unit "${unitId}"`);
  const base = state.airbases.find((b) => b.id === airbaseId);
  if (base === undefined) return refuse('6.3', `there is no airbase "${airbaseId}"`);
  const basing = checkBasingRules(unit.unit, base, rules);
  if (!basing.ok) return basing;
  const others = unitsAtAirbase(state, airbaseId).filter((u) => u.unit.id !== unitId);
  const report = hostingReport(base, [...others.map((u) => u.unit), unit.unit], rules);
  return { ok: true, overCapacity: report.overCapacity };
}

/**
 * Whether a unit may base at a port (6.3.5): only Rufe floatplanes, and only at a friendly
 * port; there it stays on the port's map hex with its Flown and Disruption markers.
 *
 * @example
 * ```ts
 * checkPortBasing(state, 'rufe-1', 'rabaul-port').ok; // true
 * ```
 */
export function checkPortBasing(state: CartwheelState, unitId: string, portId: string): Check {
  checkBoardArgs(portBasingArgs, { state, unitId, portId }, { rule: '6.3', what: 'port basing' });
  const unit = airUnitWithId(state, unitId, '6.3.5');
  if (unit === undefined) return refuse('6.3.5', `there is no air unit "${unitId}"`);
  const port = state.ports.find((p) => p.id === portId);
  if (port === undefined) return refuse('6.3.5', `there is no port "${portId}"`);
  if (!unit.unit.floatplane) return refuse('6.3', `${unitId} is not a floatplane and must base at an airbase`);
  if (port.side !== serviceSide(unit.unit.service)) return refuse('6.3.5', `${port.name} is not a friendly port`);
  return { ok: true };
}
