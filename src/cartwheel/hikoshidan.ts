import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { hostingReport } from './airbase-capacity.js';
import { stateArg } from './arguments.js';
import { type Check, enforce, illegal, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import type { AirUnitState } from './schemas/air-unit-state.js';
import type { Airbase } from './schemas/airbase.js';
import { type CartwheelState, type CartwheelStateInput, withDecision } from './schemas/state.js';
import { checkBoardArgs, parseCartwheelState, requirePhase } from './state.js';
import { HIKOSHIDAN_BASES } from './tables/aircraft-classes.js';

/** Where one 11th Hikoshidan unit goes when the 11th is committed (5.2). */
export const hikoshidanPlacementSchema = z.discriminatedUnion('at', [
  z.strictObject({
    /** To an airbase: Rabaul or Truk (the Rufe: an undisrupted coastal Japanese mobile base). */
    at: z.literal('airbase'),
    /** The unit's counter id. */
    unitId: z.string().min(1),
    /** The airbase id. */
    airbaseId: z.string().min(1),
  }),
  z.strictObject({
    /** To a port (the Rufe only). */
    at: z.literal('port'),
    /** The unit's counter id. */
    unitId: z.string().min(1),
    /** The port id. */
    portId: z.string().min(1),
  }),
]);

/** The Japanese 11th Hikoshidan decision of the turn (5.2). */
export const hikoshidanDecisionSchema = z.discriminatedUnion('commit', [
  z.strictObject({
    /** Commit the 11th Hikoshidan this turn. */
    commit: z.literal(true),
    /** Where its units go; units not named stay at Rabaul, Truk, a port or mobile base they may use, else go to Truk. */
    placements: z.array(hikoshidanPlacementSchema).default([]),
  }),
  z.strictObject({
    /** Do not commit: every 11th unit goes to Truk, Flown-Undisrupted. */
    commit: z.literal(false),
  }),
]);
/** The 11th Hikoshidan decision, as written by a caller. */
export type HikoshidanDecisionInput = z.input<typeof hikoshidanDecisionSchema>;

/**
 * The 11th Hikoshidan's air units still in the game.
 *
 * @example
 * ```ts
 * hikoshidanUnits(state).map((u) => u.unit.id);
 * ```
 */
export function hikoshidanUnits(state: CartwheelState): AirUnitState[] {
  checkBoardArgs(stateArg, state, { rule: '8.0', what: 'state' });
  return state.airUnits.filter((u) => u.unit.service === '11th Hikoshidan' && u.location.at !== 'eliminated');
}

function truk(state: CartwheelState): Airbase {
  const found = state.airbases.find((b) => b.kind === 'off-board' && b.region === HIKOSHIDAN_BASES.offBoard);
  return found ?? illegal('5.2', 'the state has no off-board Truk airbase');
}

function checkPlacement(
  state: CartwheelState,
  placement: z.output<typeof hikoshidanPlacementSchema>,
  rules?: CartwheelRulesOverrides,
): Check {
  const unit = state.airUnits.find((u) => u.unit.id === placement.unitId && u.unit.service === '11th Hikoshidan');
  if (unit === undefined || unit.location.at === 'eliminated')
    return refuse('5.2', `${placement.unitId} is not an 11th Hikoshidan unit in play`);
  if (placement.at === 'port') {
    if (!unit.unit.floatplane) return refuse('5.2', `only the Rufe floatplane may be placed at a port`);
    const port = state.ports.find((p) => p.id === placement.portId);
    if (port === undefined || port.side !== 'Japanese')
      return refuse('5.2', `${placement.portId} is not a Japanese port`);
    return { ok: true };
  }
  const base = state.airbases.find((b) => b.id === placement.airbaseId);
  if (base === undefined) return refuse('5.2', `there is no airbase "${placement.airbaseId}"`);
  if (base.kind === 'off-board' && base.region === HIKOSHIDAN_BASES.offBoard) {
    if (unit.unit.floatplane && !resolveCartwheelRules(rules).airbases.rufeMayBaseAtTruk)
      return refuse('6.3.5', 'the Rufe bases only at a port or a coastal mobile airbase');
    return { ok: true };
  }
  if (unit.unit.floatplane) {
    if (base.kind !== 'mobile' || base.side !== 'Japanese' || base.disrupted || base.underConstruction || !base.coastal)
      return refuse('5.2', 'the Rufe goes to an undisrupted Japanese mobile airbase in a coastal hex, a port, or Truk');
    return { ok: true };
  }
  if (base.name !== HIKOSHIDAN_BASES.onMap)
    return refuse('5.2', 'committed 11th Hikoshidan units go to Rabaul or Truk');
  if (base.side !== 'Japanese' || base.destroyed) return refuse('5.2', 'Rabaul is destroyed or not Japanese: use Truk');
  return { ok: true };
}

/** An unplaced 11th unit stays where it is when that is a place the 11th may be committed to; otherwise it goes to Truk. */
function staysOrGoesToTruk(
  state: CartwheelState,
  unit: AirUnitState,
  home: Airbase,
  rules?: CartwheelRulesOverrides,
): AirUnitState {
  const where = unit.location;
  const current =
    where.at === 'airbase'
      ? ({ at: 'airbase', unitId: unit.unit.id, airbaseId: where.airbaseId } as const)
      : where.at === 'port'
        ? ({ at: 'port', unitId: unit.unit.id, portId: where.portId } as const)
        : undefined;
  if (current !== undefined && checkPlacement(state, current, rules).ok) return unit;
  return { ...unit, location: { at: 'airbase', airbaseId: home.id } };
}

/**
 * The Japanese 11th Hikoshidan decision (5.2), made in the Random Events Phase before the
 * USN declaration. Committing awards the Allied player 1 VP at once and places the 11th's
 * units at Rabaul (not destroyed, up to its capacity) or Truk, the Rufe at an undisrupted
 * coastal Japanese mobile base (up to its capacity) or a port; units not named stay where
 * they are if that is such a place, and otherwise go to Truk.
 * Not committing puts every 11th unit in Truk's Flown-Undisrupted quadrant wherever it was,
 * clearing its disruption. Placed units keep their Ready/Flown and disruption status.
 *
 * @example
 * ```ts
 * decideHikoshidan(state, { commit: true, placements: [{ at: 'airbase', unitId: '11-A6M-1', airbaseId: 'rabaul' }] }).vp.Allied; // +1
 * ```
 */
export function decideHikoshidan(
  input: CartwheelStateInput,
  decisionInput: HikoshidanDecisionInput,
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state = parseCartwheelState(input, '5.2');
  const decision = parseInput(hikoshidanDecisionSchema, decisionInput, {
    rule: '5.2',
    what: '11th Hikoshidan decision',
  });
  requirePhase(state, 'random-events', '5.2');
  if (state.decisions.hikoshidan !== undefined)
    illegal('5.2', 'the 11th Hikoshidan decision was already made this turn');
  if (state.decisions.usnCommitted !== undefined)
    illegal('5.2', 'the 11th Hikoshidan decision comes before the USN commitment');
  const home = truk(state);
  // The 11th's own units, not those with their ids (2.2: an Allied unit may use an id too).
  const members = new Set(hikoshidanUnits(state));
  if (!decision.commit) {
    return {
      ...state,
      decisions: withDecision(state.decisions, { hikoshidan: 'withdrawn' }),
      airUnits: state.airUnits.map((u) =>
        members.has(u)
          ? { ...u, location: { at: 'airbase', airbaseId: home.id }, flown: true, disrupted: false, regrouping: false }
          : u,
      ),
    };
  }
  const seen = new Set<string>();
  for (const placement of decision.placements) {
    if (seen.has(placement.unitId)) illegal('5.2', `${placement.unitId} is placed twice`);
    seen.add(placement.unitId);
    enforce(checkPlacement(state, placement, rules));
  }
  const byUnit = new Map(decision.placements.map((p) => [p.unitId, p]));
  const airUnits = state.airUnits.map((u): AirUnitState => {
    if (!members.has(u)) return u;
    const p = byUnit.get(u.unit.id);
    if (p === undefined) return staysOrGoesToTruk(state, u, home, rules);
    return p.at === 'port'
      ? { ...u, location: { at: 'port', portId: p.portId } }
      : { ...u, location: { at: 'airbase', airbaseId: p.airbaseId } };
  });
  const next: CartwheelState = {
    ...state,
    airUnits,
    vp: { ...state.vp, Allied: state.vp.Allied + resolveCartwheelRules(rules).hikoshidan.commitVp },
    decisions: withDecision(state.decisions, { hikoshidan: 'committed' }),
  };
  for (const baseId of new Set(decision.placements.flatMap((p) => (p.at === 'airbase' ? [p.airbaseId] : [])))) {
    const base = next.airbases.find((b) => b.id === baseId);
    if (base === undefined) continue;
    const units = next.airUnits.filter((u) => u.location.at === 'airbase' && u.location.airbaseId === baseId);
    const report = hostingReport(
      base,
      units.map((u) => u.unit),
      rules,
    );
    if (report.overCapacity)
      illegal(
        '5.2',
        `${base.name} can host ${String(report.capacity)}; placing the 11th there makes ${report.counted}`,
      );
  }
  return next;
}

/** The 11th Hikoshidan's Victory Points at Airbase Reorganization (5.2, 14.2). */
export interface HikoshidanReorganizationVp {
  /** 11th units in a Flown quadrant (or Flown at a port). */
  readonly flown: readonly string[];
  /** 11th units eliminated this turn. */
  readonly eliminated: readonly string[];
  /** Allied VP: ½ per flown unit plus 1 per eliminated unit (0 on a turn the 11th was not committed, by the decided reading). */
  readonly vp: number;
}

/**
 * Counts the Allied VP for the 11th Hikoshidan at Airbase Reorganization (5.2): ½ for each
 * 11th unit in a Flown quadrant and 1 for each 11th unit eliminated this turn. By default
 * only on turns the 11th was committed (withdrawn units sit in Truk's Flown quadrant
 * without having flown).
 *
 * @example
 * ```ts
 * hikoshidanReorganizationVp(state).vp; // 2 with two flown units and one lost
 * ```
 */
export function hikoshidanReorganizationVp(
  input: CartwheelStateInput,
  rules?: CartwheelRulesOverrides,
): HikoshidanReorganizationVp {
  const state = parseCartwheelState(input, '5.2');
  const terms = resolveCartwheelRules(rules).hikoshidan;
  if (terms.reorganizationVpOnlyWhenCommitted && state.decisions.hikoshidan !== 'committed')
    return { flown: [], eliminated: [], vp: 0 };
  const eleventh = state.airUnits.filter((u) => u.unit.service === '11th Hikoshidan');
  const flown = eleventh
    .filter((u) => (u.location.at === 'airbase' || u.location.at === 'port') && u.flown)
    .map((u) => u.unit.id);
  const eliminated = eleventh
    .filter((u) => u.location.at === 'eliminated' && u.location.turn === state.turn)
    .map((u) => u.unit.id);
  return { flown, eliminated, vp: flown.length * terms.flownUnitVp + eliminated.length * terms.eliminatedUnitVp };
}

/**
 * Awards the 11th Hikoshidan's Airbase Reorganization VP to the Allied player (5.2, 14.2);
 * once a turn, in the Regroup Phase (a second call is `ILLEGAL_ACTION`).
 *
 * @example
 * ```ts
 * awardHikoshidanReorganizationVp(state).vp.Allied;
 * ```
 */
export function awardHikoshidanReorganizationVp(
  input: CartwheelStateInput,
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state = parseCartwheelState(input, '14.2');
  requirePhase(state, 'regroup', '14.2');
  if (state.decisions.hikoshidanVpAwarded === true)
    illegal('14.2', "this turn's 11th Hikoshidan VP were already awarded");
  const { vp } = hikoshidanReorganizationVp(state, rules);
  return {
    ...state,
    vp: { ...state.vp, Allied: state.vp.Allied + vp },
    decisions: withDecision(state.decisions, { hikoshidanVpAwarded: true }),
  };
}
