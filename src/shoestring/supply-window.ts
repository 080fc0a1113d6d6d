import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { gameTurnSchema } from './sequence-of-play.js';

/** Which transported supply sets a turn's supply state (I.B.1). */
export type SupplyWindow =
  | {
      /** Turns 1 and 2: both sides are in full supply whatever was transported. */
      readonly kind: 'full-supply';
      /** The turn asked about. */
      readonly turn: number;
    }
  | {
      /** The supply points transported in `turns` set the state. */
      readonly kind: 'transported';
      /** The turn asked about. */
      readonly turn: number;
      /** The odd turn whose Strategic Interphase determined the state. */
      readonly determinedOn: number;
      /** The two game turns whose transported supply counts, oldest first. */
      readonly turns: readonly [number, number];
    };

/**
 * Which turns' transported supply counts for game turn `turn` (I.B.1). Turns 1 and 2 are in
 * full supply. The state is determined in the Strategic Interphase, which happens on odd
 * turns only, from the supply transported in the two game turns before it; by default an
 * even turn keeps the state its odd turn set (rules option `supplyWindow.evenTurns`).
 *
 * @example
 * ```ts
 * supplyWindow(5); // { kind: 'transported', turn: 5, determinedOn: 5, turns: [3, 4] }
 * supplyWindow(6); // same window: turns 3 and 4
 * supplyWindow(2); // { kind: 'full-supply', turn: 2 }
 * ```
 */
export function supplyWindow(turn: number, rules?: ShoestringRulesOverrides): SupplyWindow {
  const n = parseInput(gameTurnSchema, turn, { rule: 'I.B.1', what: 'game turn' });
  const held = resolveShoestringRules(rules).supplyWindow.evenTurns === 'held-from-odd-turn';
  const determinedOn = held && n % 2 === 0 ? n - 1 : n;
  if (n <= 2) return { kind: 'full-supply', turn: n };
  return { kind: 'transported', turn: n, determinedOn, turns: [determinedOn - 2, determinedOn - 1] };
}

/**
 * What {@link suppliedPoints} takes: supply points transported, by game turn.
 */
export const transportedSupplySchema = z.strictObject({
  /** The game turn whose supply state is wanted. */
  turn: gameTurnSchema,
  /** Supply points one side transported, keyed by game turn number (missing turns count 0). */
  transported: z.record(z.string().regex(/^[1-9][0-9]*$/, 'keys are game turn numbers'), z.number().int().min(0)),
});

/**
 * The supply points that set a side's supply state for a turn (I.B.1): the sum over the
 * turns of {@link supplyWindow}, or `'full'` on turns 1 and 2. Turning points into a supply
 * state uses the base game's rules.
 *
 * @example
 * ```ts
 * suppliedPoints({ turn: 5, transported: { 3: 2, 4: 1 } }); // 3
 * ```
 */
export function suppliedPoints(
  input: z.input<typeof transportedSupplySchema>,
  rules?: ShoestringRulesOverrides,
): number | 'full' {
  const valid = parseInput(transportedSupplySchema, input, { rule: 'I.B.1', what: 'transported supply' });
  const window = supplyWindow(valid.turn, rules);
  if (window.kind === 'full-supply') return 'full';
  return window.turns.reduce((sum, t) => sum + (valid.transported[String(t)] ?? 0), 0);
}
