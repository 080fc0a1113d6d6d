import * as z from 'zod';
import { distinctList } from '../core/distinct-list.js';
import { parseInput } from '../core/parse-input.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { type NavalUnit, navalUnitSchema, sideSchema } from './schemas.js';

const turnShare = z.strictObject({
  /** Ids of the naval units assigned to this turn. */
  unitIds: distinctList(z.string().min(1), 'unit id'),
  /** Transport (TRAN) points assigned to this turn. */
  transportPoints: z.number().int().min(0),
});

/**
 * State of one side's Naval Unit Assignment (step I.A.4) for a pair of game turns: the pool
 * of naval units and transport points, and what goes to the odd and the even turn.
 *
 * @example
 * ```ts
 * navalAssignmentSchema.parse({ side: 'Japanese', oddTurn: 1,
 *   pool: { units: [{ id: 'Chokai', type: 'CA' }], transportPoints: 7 },
 *   odd: { unitIds: ['Chokai'], transportPoints: 0 }, even: { unitIds: [], transportPoints: 7 } });
 * ```
 */
export const navalAssignmentSchema = z.strictObject({
  /** The side assigning. */
  side: sideSchema,
  /** The odd game turn of the pair (the Strategic Interphase is odd turns only); the even turn is the next. */
  oddTurn: z
    .number()
    .int()
    .min(1)
    .refine((n) => n % 2 === 1, 'naval unit assignment happens on odd game turns'),
  /** What the side has to assign for the two turns. */
  pool: z.strictObject({
    /** The naval units available (ids unique). */
    units: z.array(navalUnitSchema),
    /** The transport points available. */
    transportPoints: z.number().int().min(0),
  }),
  /** What is assigned to the odd turn. */
  odd: turnShare,
  /** What is assigned to the even turn. */
  even: turnShare,
  /** O1.0: the battleships the Japanese may use in the two turns (the commitment roll); required when O1 is on and BBs are assigned. */
  battleshipLimit: z.number().int().min(0).optional(),
});
/** A naval unit assignment as callers write it. */
export type NavalAssignmentInput = z.input<typeof navalAssignmentSchema>;

/** A valid assignment, unpacked. */
export interface NavalAssignmentOk {
  /** Always true. */
  readonly ok: true;
  /** The units and transport points available on the odd turn. */
  readonly odd: { readonly turn: number; readonly units: readonly NavalUnit[]; readonly transportPoints: number };
  /** The units and transport points available on the even turn. */
  readonly even: { readonly turn: number; readonly units: readonly NavalUnit[]; readonly transportPoints: number };
  /** Pool units assigned to neither turn (not available in either). */
  readonly unassigned: readonly NavalUnit[];
  /** Pool transport points assigned to neither turn. */
  readonly unassignedTransportPoints: number;
  /** O1.0: true when Yamato was assigned to either turn (the U.S. then scores VP). */
  readonly yamatoCommitted: boolean;
}

/** Why an assignment is not allowed. */
export interface NavalAssignmentProblem {
  /** Always false. */
  readonly ok: false;
  /** What is wrong, in plain words. */
  readonly reason: string;
  /** The rule broken. */
  readonly rule: string;
}

/**
 * Checks a Naval Unit Assignment (I.A.4): every assigned id is in the pool, no unit is on
 * both turns, no transport point is used on both (R18.3: odd + even ≤ pool), and with O1.0
 * on the Japanese assign no more battleships than the commitment roll allows.
 *
 * @example
 * ```ts
 * checkNavalAssignment({ side: 'US', oddTurn: 3, pool: { units: [], transportPoints: 4 },
 *   odd: { unitIds: [], transportPoints: 3 }, even: { unitIds: [], transportPoints: 3 } });
 * // { ok: false, rule: 'R18.3', reason: '6 transport points assigned, but only 4 ...' }
 * ```
 */
export function checkNavalAssignment(
  input: NavalAssignmentInput,
  rules?: ShoestringRulesOverrides,
): NavalAssignmentOk | NavalAssignmentProblem {
  const valid = parseInput(navalAssignmentSchema, input, { rule: 'I.A.4', what: 'naval unit assignment' });
  return checkNavalAssignmentParsed(valid, rules);
}

/** {@link checkNavalAssignment} on an input already valid (a game's own records, every default given). Internal. */
export function checkNavalAssignmentParsed(
  valid: z.output<typeof navalAssignmentSchema>,
  rules?: ShoestringRulesOverrides,
): NavalAssignmentOk | NavalAssignmentProblem {
  const options = resolveShoestringRules(rules).options;
  const byId = new Map<string, NavalUnit>();
  for (const unit of valid.pool.units) {
    if (byId.has(unit.id)) return { ok: false, rule: 'I.A.4', reason: `unit ${unit.id} is in the pool twice` };
    byId.set(unit.id, unit);
  }
  const seen = new Map<string, 'odd' | 'even'>();
  for (const turn of ['odd', 'even'] as const) {
    for (const id of valid[turn].unitIds) {
      if (!byId.has(id)) return { ok: false, rule: 'I.A.4', reason: `unit ${id} is assigned but not in the pool` };
      const earlier = seen.get(id);
      if (earlier !== undefined) {
        return {
          ok: false,
          rule: 'I.A.4',
          reason:
            earlier === turn
              ? `unit ${id} is assigned to the ${turn} turn twice`
              : `unit ${id} is assigned to both the odd and the even turn; each unit goes to one`,
        };
      }
      seen.set(id, turn);
    }
  }
  const assignedPoints = valid.odd.transportPoints + valid.even.transportPoints;
  if (assignedPoints > valid.pool.transportPoints) {
    return {
      ok: false,
      rule: 'R18.3',
      reason: `${assignedPoints} transport points assigned, but only ${valid.pool.transportPoints} are in the pool: a transport is used on the odd or the even turn, never both`,
    };
  }
  const pick = (ids: readonly string[]) => ids.map((id) => byId.get(id)).filter((u): u is NavalUnit => u !== undefined);
  const odd = pick(valid.odd.unitIds);
  const even = pick(valid.even.unitIds);
  const assigned = [...odd, ...even];
  if (options.O1 && valid.side === 'Japanese') {
    const battleships = assigned.filter((u) => u.type === 'BB').length;
    if (battleships > 0 && valid.battleshipLimit === undefined) {
      return {
        ok: false,
        rule: 'O1.0',
        reason:
          'battleships are assigned with O1.0 on: roll on the Japanese BB Commitment Table and give battleshipLimit',
      };
    }
    if (valid.battleshipLimit !== undefined && battleships > valid.battleshipLimit) {
      return {
        ok: false,
        rule: 'O1.0',
        reason: `${battleships} battleships assigned, but the commitment roll allows ${valid.battleshipLimit} for these two game turns`,
      };
    }
  }
  return {
    ok: true,
    odd: { turn: valid.oddTurn, units: odd, transportPoints: valid.odd.transportPoints },
    even: { turn: valid.oddTurn + 1, units: even, transportPoints: valid.even.transportPoints },
    unassigned: valid.pool.units.filter((u) => !seen.has(u.id)),
    unassignedTransportPoints: valid.pool.transportPoints - assignedPoints,
    yamatoCommitted: valid.side === 'Japanese' && assigned.some((u) => u.yamato),
  };
}
