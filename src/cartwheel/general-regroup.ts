import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { type Check, enforce, illegal, refuse } from './check.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { monthSchema } from './schemas/common.js';
import { type CartwheelState, type CartwheelStateInput, withDecision } from './schemas/state.js';
import { parseCartwheelState, requirePhase } from './state.js';

/** The Allied general regroup declaration (7.1). */
export const generalRegroupDeclarationSchema = z.strictObject({
  /** True to declare this turn a general regroup turn (14.5). */
  declare: z.boolean(),
  /** The month of the current turn on the Turn Record Track (the September and December limits depend on it). */
  month: monthSchema,
});
/** A general regroup declaration, as written by a caller. */
export type GeneralRegroupDeclarationInput = z.input<typeof generalRegroupDeclarationSchema>;

/**
 * Whether the Allied player may declare a general regroup turn now (7.1): at most two in
 * a game; after a first one in September the second waits until after the turn marked on
 * the track (turn 8, October II); after a first one in December there is no second.
 *
 * @example
 * ```ts
 * checkGeneralRegroup(state, 'October').ok;
 * ```
 */
export function checkGeneralRegroup(
  input: CartwheelStateInput,
  month: z.input<typeof monthSchema>,
  rules?: CartwheelRulesOverrides,
): Check {
  const state = parseCartwheelState(input, '7.1');
  parseInput(monthSchema, month, { rule: '7.1', what: 'month' });
  const limits = resolveCartwheelRules(rules).generalRegroup;
  const done = state.generalRegroups;
  if (done.length >= limits.maximum)
    return refuse('7.1', `there may be at most ${limits.maximum} general regroup turns in a game`);
  const first = done[0];
  if (first !== undefined) {
    if (first.month === 'December')
      return refuse('7.1', 'the first general regroup was on a December turn, so there is no second');
    if (first.month === 'September' && state.turn <= limits.septemberMarkerTurn)
      return refuse(
        '7.1',
        `the first general regroup was in September: the second cannot be declared until after turn ${limits.septemberMarkerTurn}`,
      );
  }
  return { ok: true };
}

/**
 * The turn whose space holds the Regroup marker after a September general regroup (7.1),
 * or `undefined` when there is none.
 *
 * @example
 * ```ts
 * regroupMarkerTurn(state); // 8
 * ```
 */
export function regroupMarkerTurn(input: CartwheelStateInput, rules?: CartwheelRulesOverrides): number | undefined {
  const state = parseCartwheelState(input, '7.1');
  const first = state.generalRegroups[0];
  if (first === undefined || first.month !== 'September' || state.generalRegroups.length > 1) return undefined;
  return resolveCartwheelRules(rules).generalRegroup.septemberMarkerTurn;
}

/**
 * The Allied general regroup declaration (7.1), first step of the Initiative Phase: once a
 * turn, yes or no; a yes is checked by {@link checkGeneralRegroup} and recorded.
 *
 * @example
 * ```ts
 * declareGeneralRegroup(state, { declare: true, month: 'September' }).generalRegroups; // [{ turn, month: 'September' }]
 * ```
 */
export function declareGeneralRegroup(
  input: CartwheelStateInput,
  declarationInput: GeneralRegroupDeclarationInput,
  rules?: CartwheelRulesOverrides,
): CartwheelState {
  const state = parseCartwheelState(input, '7.1');
  const declaration = parseInput(generalRegroupDeclarationSchema, declarationInput, {
    rule: '7.1',
    what: 'general regroup declaration',
  });
  requirePhase(state, 'initiative', '7.1');
  if (state.decisions.generalRegroup !== undefined) illegal('7.1', 'the general regroup declaration was already made');
  if (!declaration.declare) return { ...state, decisions: withDecision(state.decisions, { generalRegroup: false }) };
  enforce(checkGeneralRegroup(state, declaration.month, rules));
  return {
    ...state,
    decisions: withDecision(state.decisions, { generalRegroup: true }),
    generalRegroups: [...state.generalRegroups, { turn: state.turn, month: declaration.month }],
  };
}
