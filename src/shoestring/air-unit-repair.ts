import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { RulesError } from '../core/rules-error.js';
import { resolveShoestringRules, type ShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { airStrengthSchema } from './schemas.js';

function requireO3(rules: ShoestringRules, option: 'combine' | 'replacement' | 'repair', title: string): void {
  if (!rules.options.O3[option]) {
    throw new RulesError(
      `O3.0 ${title} is not in play: switch it on with rules { options: { O3: { ${option}: true } } }`,
      {
        code: 'ILLEGAL_ACTION',
        rule: 'O3.0',
        path: ['options', 'O3', option],
      },
    );
  }
}

/**
 * A list of air units modelling a set: a counter listed twice (same id) is refused, not
 * counted twice.
 */
function distinctUnits<T extends z.ZodType<{ id: string }>>(unit: T) {
  return z.array(unit).superRefine((units, ctx) => {
    const seen = new Set<string>();
    units.forEach((u, index) => {
      if (seen.has(u.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `air unit ${JSON.stringify(u.id)} is listed twice; list each once`,
        });
      }
      seen.add(u.id);
    });
  });
}

const airUnitSchema = z.strictObject({
  /** The air unit's id. */
  id: z.string().min(1),
  /** Its type as printed (e.g. `LB BMB`, `CV FTR`); only units of one type combine or replace. */
  type: z.string().min(1),
});

/**
 * What {@link combineAirUnits} takes: one side's air units at Naval Repair (I.A.2).
 *
 * @example
 * ```ts
 * combineAirUnitsInputSchema.parse({ units: [{ id: 'a', type: 'LB BMB', strength: 'reduced' }] });
 * ```
 */
export const combineAirUnitsInputSchema = z.strictObject({
  /** The side's air units with their strength; each id once. */
  units: distinctUnits(
    airUnitSchema.extend({
      /** `full` or `reduced` (damaged). */
      strength: airStrengthSchema,
    }),
  ),
});

/**
 * O3.0 option 1, Combining Air Units (step I.A.2; needs `options.O3.combine`): damaged
 * air units of one type are paired, each pair becoming one full-strength unit (the first
 * keeps its counter at full strength, the second counter is removed). A damaged unit left
 * without a partner of its type stays damaged.
 *
 * @example
 * ```ts
 * combineAirUnits({ units: [{ id: 'a', type: 'LB BMB', strength: 'reduced' }, { id: 'b', type: 'LB BMB', strength: 'reduced' }] },
 *   { options: { O3: { combine: true } } }).combined; // [{ type: 'LB BMB', fullStrength: 'a', removed: 'b' }]
 * ```
 */
export function combineAirUnits(
  input: z.input<typeof combineAirUnitsInputSchema>,
  rules?: ShoestringRulesOverrides,
): {
  /** Each pair combined: the counter now at full strength and the counter removed. */
  readonly combined: readonly { readonly type: string; readonly fullStrength: string; readonly removed: string }[];
  /** Damaged units left without a partner of their type. */
  readonly unpaired: readonly string[];
} {
  const valid = parseInput(combineAirUnitsInputSchema, input, { rule: 'O3.0', what: 'air units' });
  requireO3(resolveShoestringRules(rules), 'combine', 'option 1 (combining air units)');
  const waiting = new Map<string, string>();
  const combined: { type: string; fullStrength: string; removed: string }[] = [];
  for (const unit of valid.units) {
    if (unit.strength !== 'reduced') continue;
    const partner = waiting.get(unit.type);
    if (partner === undefined) waiting.set(unit.type, unit.id);
    else {
      combined.push({ type: unit.type, fullStrength: partner, removed: unit.id });
      waiting.delete(unit.type);
    }
  }
  return { combined, unpaired: [...waiting.values()] };
}

/**
 * What {@link airUnitReplacements} and {@link airUnitRepairPlacements} take: eliminated air
 * units, each id once. `strength` is the strength the unit had when it was eliminated:
 * option 2 counts only full-strength eliminated units and needs it on every unit; option 3
 * does not read it.
 *
 * @example
 * ```ts
 * eliminatedAirUnitsSchema.parse({ eliminated: [{ id: 'a', type: 'CV FTR', strength: 'full' }] });
 * ```
 */
export const eliminatedAirUnitsSchema = z.strictObject({
  /** The side's eliminated air units. */
  eliminated: distinctUnits(
    airUnitSchema.extend({
      /** The strength the unit had when eliminated (O3.0 option 2 counts `full` ones only). */
      strength: airStrengthSchema.optional(),
    }),
  ),
});

/**
 * O3.0 option 2, Air Unit Replacement (step I.A.2; needs `options.O3.replacement`): for
 * every two full-strength eliminated air units of one type, one unit of that type comes back
 * at the next Reinforcements Arrival. Units eliminated at reduced strength do not count;
 * every unit must say its `strength` (a unit without it is a RulesError, so a list written
 * for option 3 is not silently counted). Returns how many per type.
 *
 * @example
 * ```ts
 * airUnitReplacements({ eliminated: [{ id: 'a', type: 'CV FTR', strength: 'full' }, { id: 'b', type: 'CV FTR', strength: 'full' },
 *   { id: 'c', type: 'CV FTR', strength: 'reduced' }] }, { options: { O3: { replacement: true } } }); // { 'CV FTR': 1 }
 * ```
 */
export function airUnitReplacements(
  input: z.input<typeof eliminatedAirUnitsSchema>,
  rules?: ShoestringRulesOverrides,
): Readonly<Record<string, number>> {
  const valid = parseInput(eliminatedAirUnitsSchema, input, { rule: 'O3.0', what: 'eliminated air units' });
  requireO3(resolveShoestringRules(rules), 'replacement', 'option 2 (air unit replacement)');
  const unknown = valid.eliminated.findIndex((unit) => unit.strength === undefined);
  if (unknown >= 0) {
    throw new RulesError(
      `O3.0 option 2 counts only full-strength eliminated air units: eliminated[${unknown}].strength is required ('full' or 'reduced', the strength ${valid.eliminated[unknown]?.id} had when eliminated)`,
      { code: 'INVALID_INPUT', rule: 'O3.0', path: ['eliminated', unknown, 'strength'] },
    );
  }
  const counts = new Map<string, number>();
  for (const unit of valid.eliminated) {
    if (unit.strength === 'full') counts.set(unit.type, (counts.get(unit.type) ?? 0) + 1);
  }
  const out: Record<string, number> = {};
  for (const [type, count] of counts) if (count >= 2) out[type] = Math.floor(count / 2);
  return out;
}

/**
 * O3.0 option 3, Air Unit Repair (step I.A.2; needs `options.O3.repair`): each eliminated
 * air unit goes to the 4 wks box of the Naval Repair Track and moves along it as a naval
 * unit does.
 *
 * @example
 * ```ts
 * airUnitRepairPlacements({ eliminated: [{ id: 'a', type: 'CV FTR' }] }, { options: { O3: { repair: true } } });
 * // [{ id: 'a', to: 'Naval Repair Track 4 wks box' }]
 * ```
 */
export function airUnitRepairPlacements(
  input: z.input<typeof eliminatedAirUnitsSchema>,
  rules?: ShoestringRulesOverrides,
): readonly { readonly id: string; readonly to: 'Naval Repair Track 4 wks box' }[] {
  const valid = parseInput(eliminatedAirUnitsSchema, input, { rule: 'O3.0', what: 'eliminated air units' });
  requireO3(resolveShoestringRules(rules), 'repair', 'option 3 (air unit repair)');
  return valid.eliminated.map((unit) => ({ id: unit.id, to: 'Naval Repair Track 4 wks box' as const }));
}
