import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { requireOption } from './options.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { navalUnitSchema } from './schemas.js';

/**
 * What {@link checkDdSupplyLoad} takes: destroyers loading supply for Guadalcanal (O4.0).
 *
 * @example
 * ```ts
 * ddSupplyLoadSchema.parse({ ships: [{ id: 'Kagero', type: 'DD' }], supplyPoints: 1, port: 'Rabaul' });
 * ```
 */
export const ddSupplyLoadSchema = z.strictObject({
  /** The ships carrying supply. */
  ships: z.array(navalUnitSchema).min(1),
  /** Supply points loaded. */
  supplyPoints: z.number().int().min(0),
  /** Troops (companies) loaded; DDs may carry none. Default 0. */
  troops: z.number().int().min(0).default(0),
  /** Where the supply is loaded. */
  port: z.string().min(1),
});

/**
 * Whether a DD supply load is allowed (O4.0; needs `options.O4`): only DDs, at most one
 * supply point per DD, loaded at Rabaul, no troops.
 *
 * @example
 * ```ts
 * checkDdSupplyLoad({ ships: [{ id: 'Kagero', type: 'DD' }], supplyPoints: 2, port: 'Rabaul' }, { options: { O4: true } });
 * // { ok: false, rule: 'O4.0', reason: '2 supply points on 1 DD: each DD carries 1' }
 * ```
 */
export function checkDdSupplyLoad(
  input: z.input<typeof ddSupplyLoadSchema>,
  rules?: ShoestringRulesOverrides,
): { ok: true } | { ok: false; reason: string; rule: string } {
  const valid = parseInput(ddSupplyLoadSchema, input, { rule: 'O4.0', what: 'DD supply load' });
  const resolved = resolveShoestringRules(rules);
  requireOption(resolved, 'O4');
  const { supplyPerDd, port } = resolved.ddSupply;
  const notDd = valid.ships.find((s) => s.type !== 'DD');
  if (notDd !== undefined)
    return { ok: false, rule: 'O4.0', reason: `${notDd.id} is a ${notDd.type}: only DDs carry supply under O4.0` };
  if (valid.troops > 0) return { ok: false, rule: 'O4.0', reason: 'DDs carrying supply cannot carry troops' };
  if (valid.port !== port)
    return { ok: false, rule: 'O4.0', reason: `DD supply is loaded at ${port}, not ${valid.port}` };
  const capacity = valid.ships.length * supplyPerDd;
  if (valid.supplyPoints > capacity) {
    return {
      ok: false,
      rule: 'O4.0',
      reason: `${valid.supplyPoints} supply points on ${valid.ships.length} DD${valid.ships.length === 1 ? '' : 's'}: each DD carries ${supplyPerDd}`,
    };
  }
  return { ok: true };
}

/**
 * Whether the Japanese take their Tactical Advantage die roll modifier in a surface combat
 * (O4.0): not when DDs carrying supply are caught in it. The modifier's value is the base
 * game's.
 *
 * @example
 * ```ts
 * japaneseTacticalAdvantageApplies({ supplyDdsCaught: true }, { options: { O4: true } }); // false
 * ```
 */
export function japaneseTacticalAdvantageApplies(
  input: {
    /** True when Japanese DDs carrying supply are caught in this surface combat. */
    readonly supplyDdsCaught: boolean;
  },
  rules?: ShoestringRulesOverrides,
): boolean {
  const valid = parseInput(z.strictObject({ supplyDdsCaught: z.boolean() }), input, {
    rule: 'O4.0',
    what: 'surface combat',
  });
  return !(resolveShoestringRules(rules).options.O4 && valid.supplyDdsCaught);
}

/**
 * The Japanese TRANS points received as reinforcements on a turn when O4.0 changes them:
 * 10 on turn 9 with O4.0 on; `undefined` where the base game's number stands.
 *
 * @example
 * ```ts
 * ddSupplyTransportReinforcement(9, { options: { O4: true } }); // 10
 * ddSupplyTransportReinforcement(9); // undefined (base game)
 * ```
 */
export function ddSupplyTransportReinforcement(turn: number, rules?: ShoestringRulesOverrides): number | undefined {
  const n = parseInput(z.number().int().min(1), turn, { rule: 'O4.0', what: 'game turn' });
  const resolved = resolveShoestringRules(rules);
  if (!resolved.options.O4 || n !== resolved.ddSupply.reducedTurn) return undefined;
  return resolved.ddSupply.reducedTransportPoints;
}
