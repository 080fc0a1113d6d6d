import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { requireOption } from './options.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { seaZoneSchema } from './schemas.js';

/**
 * What {@link checkPtDeployment} takes: the PT boat unit's state when the U.S. places units (II.A.1).
 *
 * @example
 * ```ts
 * ptDeploymentSchema.parse({ turn: 22, zone: 'N. Guadalcanal', inGuadalcanalArea: true });
 * ```
 */
export const ptDeploymentSchema = z.strictObject({
  /** The game turn. */
  turn: z.number().int().min(1),
  /** The sea zone the U.S. wants to deploy it in. */
  zone: seaZoneSchema,
  /** True once the unit has reached the Guadalcanal area, carried there the way troop companies are (O5.0). */
  inGuadalcanalArea: z.boolean(),
  /** True while the unit is neutralized (in the 1 wk box of the Naval Repair Track). Default false. */
  neutralized: z.boolean().default(false),
});

/**
 * Whether the PT boat unit may be deployed (O5.0; needs `options.O5`): it arrives with the
 * naval reinforcements of turn 21, must be transported to the Guadalcanal area like a
 * company of troops, then deploys in the N. Guadalcanal sea zone every game turn unless
 * neutralized.
 *
 * @example
 * ```ts
 * checkPtDeployment({ turn: 20, zone: 'N. Guadalcanal', inGuadalcanalArea: true }, { options: { O5: true } });
 * // { ok: false, rule: 'O5.0', reason: 'the PT unit arrives with the turn 21 naval reinforcements' }
 * ```
 */
export function checkPtDeployment(
  input: z.input<typeof ptDeploymentSchema>,
  rules?: ShoestringRulesOverrides,
): { ok: true } | { ok: false; reason: string; rule: string } {
  const valid = parseInput(ptDeploymentSchema, input, { rule: 'O5.0', what: 'PT deployment' });
  const resolved = resolveShoestringRules(rules);
  requireOption(resolved, 'O5');
  const { arrivalTurn, zone } = resolved.ptBoats;
  if (valid.turn < arrivalTurn) {
    return { ok: false, rule: 'O5.0', reason: `the PT unit arrives with the turn ${arrivalTurn} naval reinforcements` };
  }
  if (!valid.inGuadalcanalArea) {
    return {
      ok: false,
      rule: 'O5.0',
      reason: 'the PT unit must first be carried to the Guadalcanal area, as troop companies are (O5.0)',
    };
  }
  if (valid.neutralized) {
    return { ok: false, rule: 'O5.0', reason: 'the PT unit is neutralized (1 wk box of the Naval Repair Track)' };
  }
  if (valid.zone !== zone)
    return { ok: false, rule: 'O5.0', reason: `the PT unit deploys only in the ${zone} sea zone` };
  return { ok: true };
}

/**
 * Whether the PT boat unit must go back to Noumea (O5.0): only when the U.S. controls no
 * coastal hex on the game map.
 *
 * @example
 * ```ts
 * ptReturnsToNoumea({ usControlsCoastalHex: false }, { options: { O5: true } }); // true
 * ```
 */
export function ptReturnsToNoumea(
  input: {
    /** True when the U.S. player controls at least one coastal hex on the game map. */
    readonly usControlsCoastalHex: boolean;
  },
  rules?: ShoestringRulesOverrides,
): boolean {
  const valid = parseInput(z.strictObject({ usControlsCoastalHex: z.boolean() }), input, {
    rule: 'O5.0',
    what: 'PT return check',
  });
  requireOption(resolveShoestringRules(rules), 'O5');
  return !valid.usControlsCoastalHex;
}
