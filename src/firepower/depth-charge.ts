import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { d6FaceSchema } from '../core/die-face.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import { shipClassSchema } from './schemas/enums.js';
import { type Ship, type ShipInput, shipSchema } from './schemas/ship.js';

const RULE = 'Submarines';

/** Ship classes that can depth-charge a submarine. */
export const DEPTH_CHARGE_CLASSES = /* @__PURE__ */ deepFreeze(['DD', 'DE'] as const);

/** What {@link resolveDepthCharge} takes. */
export const depthChargeInputSchema = z.strictObject({
  /** The attacking ship's class: only DD and DE may attack submarines. */
  attacker: shipClassSchema,
  /** Distance in inches from the attacker to the submarine model (2" or less). */
  distanceInches: z.number().min(0),
  /** True when the model attacked is one of the false submarine models. */
  falseTarget: z.boolean().default(false),
  /** True when the (real) submarine has already been damaged. */
  damaged: z.boolean().default(false),
});
/** What {@link resolveDepthCharge} takes. */
export type DepthChargeInput = z.input<typeof depthChargeInputSchema>;

/** The result of a depth-charge attack. */
export type DepthChargeOutcome = 'false-contact' | 'destroyed' | 'damaged' | 'no-effect';

/** A legality answer: allowed, or not with the reason and rule. */
export type Legality = { readonly ok: true } | { readonly ok: false; readonly reason: string; readonly rule: string };

function legality(v: { readonly attacker: string; readonly distanceInches: number }, rules: FirepowerRules): Legality {
  if (!(DEPTH_CHARGE_CLASSES as readonly string[]).includes(v.attacker)) {
    return { ok: false, reason: `only DD and DE class ships can engage submarines, not ${v.attacker}`, rule: RULE };
  }
  if (v.distanceInches > rules.submarines.attackRangeInches) {
    return {
      ok: false,
      reason: `the attacker must be within ${rules.submarines.attackRangeInches}" of the submarine model (it is ${v.distanceInches}")`,
      rule: RULE,
    };
  }
  return { ok: true };
}

/**
 * May this ship depth-charge a submarine model now? Only DD and DE, within 2".
 *
 * @example
 * ```ts
 * checkDepthCharge({ attacker: 'CL', distanceInches: 1 }); // { ok: false, reason: 'only DD and DE …', rule: 'Submarines' }
 * ```
 */
export function checkDepthCharge(input: DepthChargeInput, rules?: FirepowerRulesOverrides): Legality {
  const valid = parseInput(depthChargeInputSchema, input, { rule: RULE, what: 'depth-charge input' });
  return legality(valid, resolveFirepowerRules(rules));
}

const depthChargeArgs = z.strictObject({
  roll: d6FaceSchema,
  target: z.strictObject({ damaged: z.boolean().optional() }),
});

/**
 * Pure lookup beside {@link resolveDepthCharge}: what a depth-charge die does to a real
 * submarine (6+ destroys, 5+ damages). A damaged submarine damaged again stays damaged
 * unless `interpretations.damagedSubmarineHitAgain` is `'destroyed'`.
 *
 * @example
 * ```ts
 * lookupDepthCharge(5); // 'damaged'
 * lookupDepthCharge(5, { damaged: true }, { interpretations: { damagedSubmarineHitAgain: 'destroyed' } }); // 'destroyed'
 * ```
 */
export function lookupDepthCharge(
  roll: number,
  target: { readonly damaged?: boolean } = {},
  rules?: FirepowerRulesOverrides,
): Exclude<DepthChargeOutcome, 'false-contact'> {
  parseInput(depthChargeArgs, { roll, target }, { rule: 'Submarines', what: 'depth charge die' });
  const resolved = resolveFirepowerRules(rules);
  if (roll >= resolved.submarines.destroyOn) return 'destroyed';
  if (roll >= resolved.submarines.damageOn) {
    return target.damaged === true && resolved.interpretations.damagedSubmarineHitAgain === 'destroyed'
      ? 'destroyed'
      : 'damaged';
  }
  return 'no-effect';
}

/**
 * A DD or DE within 2" depth-charges a submarine model (Submarines). A false model is
 * revealed without a die; against a real submarine one d6 destroys it on 6+ and damages
 * it on 5+. Any other attacker, or one too far away, is an `ILLEGAL_ACTION`.
 *
 * @example
 * ```ts
 * resolveDepthCharge({ attacker: 'DD', distanceInches: 2 }, scriptedDice([6])).outcome; // 'destroyed'
 * ```
 */
export function resolveDepthCharge(
  input: DepthChargeInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<DepthChargeOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(depthChargeInputSchema, input, { rule: RULE, what: 'depth-charge input' });
  const resolved = resolveFirepowerRules(rules);
  const legal = legality(valid, resolved);
  if (!legal.ok) throw new RulesError(`${RULE}: ${legal.reason}`, { code: 'ILLEGAL_ACTION', rule: RULE });
  if (valid.falseTarget) {
    return resolution({
      rule: RULE,
      title: 'Depth-charge attack',
      outcome: 'false-contact',
      notes: ['the model is a false submarine: it is revealed and removed'],
    });
  }
  const mark = logMark(dice);
  const roll = dice.d6(`${RULE} depth charge`);
  const outcome = lookupDepthCharge(roll, { damaged: valid.damaged }, rules);
  const notes =
    valid.damaged && roll >= resolved.submarines.damageOn && roll < resolved.submarines.destroyOn
      ? [
          `already damaged: ${resolved.interpretations.damagedSubmarineHitAgain} (interpretation damagedSubmarineHitAgain)`,
        ]
      : [];
  return resolution({
    rule: RULE,
    title: 'Depth-charge attack',
    rolls: ownRolls(dice, mark),
    total: roll,
    row:
      outcome === 'no-effect'
        ? `<${resolved.submarines.damageOn}`
        : roll >= resolved.submarines.destroyOn
          ? `${resolved.submarines.destroyOn}+`
          : `${resolved.submarines.damageOn}+`,
    outcome,
    notes,
  });
}

/**
 * A submarine's state after a depth-charge result (never changing the one given):
 * `damaged` sets `damage.submarineDamaged` (the torpedo resolver then gives its own
 * torpedo attacks −2), `destroyed` sinks it. Every result reveals it (it has been engaged
 * by a surface ship), but none brings it to the surface: a damaged submarine stays
 * submerged, and only DD and DE may engage it.
 *
 * @example
 * ```ts
 * applyDepthCharge({ name: 'U-47', class: 'SM', nationality: 'German', submerged: true }, 'damaged').damage.submarineDamaged; // true
 * ```
 */
export function applyDepthCharge(submarine: ShipInput, outcome: Exclude<DepthChargeOutcome, 'false-contact'>): Ship {
  const sub = parseInput(shipSchema, submarine, { rule: RULE, what: 'submarine' });
  if (sub.class !== 'SM') {
    throw new RulesError(`${RULE}: ${sub.name} is a ${sub.class}, not a submarine`, {
      code: 'ILLEGAL_ACTION',
      rule: RULE,
      path: ['class'],
    });
  }
  const damage = outcome === 'damaged' ? { ...sub.damage, submarineDamaged: true } : sub.damage;
  const status = outcome === 'destroyed' ? 'sunk' : sub.status;
  // Submarines: a depth charge reveals the submarine and may damage it; it does not bring it
  // to the surface, so a damaged one stays submerged (only DD and DE engage it).
  return { ...sub, damage, status };
}
