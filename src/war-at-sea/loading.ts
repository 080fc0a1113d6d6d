import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { abilityKey } from './ability-name.js';
import { resolveWarAtSeaRules, type WarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';

const abilities = z.array(z.string().min(1).max(60)).max(30).readonly();

/** Capacity of validated abilities under resolved rules. Internal. */
export function capacityOf(list: readonly string[], rules: WarAtSeaRules): number {
  let most = 0;
  // The table's own entries only (an ability named `constructor` carries no troops), matched
  // as cards print names: `'landing 10'` is Landing 10.
  const held = new Set(list.map(abilityKey));
  for (const [known, carries] of Object.entries(rules.capacity)) {
    if (held.has(abilityKey(known))) most = Math.max(most, carries);
  }
  return most;
}

/**
 * How many troop counters a unit may carry (Ship Capacity): two with Landing 10 or Vital
 * Cargo; one with Landing 5, Landing 3, Secret Cargo, Beach Landing 3, Tokyo Express,
 * Evacuate or Land Secret Cargo 2; none otherwise. A unit with two such abilities carries
 * the larger number (the text does not add them).
 *
 * @example
 * ```ts
 * troopCapacity(['Landing 10']); // 2
 * troopCapacity(['Bombard']); // 0
 * ```
 */
export function troopCapacity(unitAbilities: readonly string[], rules?: WarAtSeaRulesOverrides): number {
  const valid = parseInput(abilities, unitAbilities, { rule: 'Ship Capacity', what: 'special abilities' });
  return capacityOf(valid, resolveWarAtSeaRules(rules));
}

/**
 * Zod schema of a loading or unloading question: the unit's abilities and troops aboard,
 * how many counters move, and where it is.
 *
 * @example
 * ```ts
 * troopTransferSchema.parse({ abilities: ['Landing 5'], count: 1, inDeploymentArea: true }).troopsAboard; // 0
 * ```
 */
export const troopTransferSchema = z.strictObject({
  /** The unit's special abilities. */
  abilities,
  /** Troop counters it carries now. Default 0. */
  troopsAboard: z.number().int().min(0).max(20).default(0),
  /** Counters to load or unload. */
  count: z.number().int().min(1).max(20),
  /** Loading: true when the unit is in its side's Ship deployment area. Default false. */
  inDeploymentArea: z.boolean().default(false),
  /** Unloading: true when the unit is at an island. Default false. */
  atIsland: z.boolean().default(false),
});
/** A loading or unloading question as callers write it. */
export type TroopTransferInput = z.input<typeof troopTransferSchema>;

/** Whether troops may be loaded or unloaded, or the rule that forbids it. */
export type TroopTransferCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly rule: string; readonly reason: string };

/**
 * Whether a unit may load troop counters (Loading/Unloading, Ship Capacity): only in its
 * side's Ship deployment area, at the start of the Sea Movement phase (the caller's timing),
 * and never beyond its capacity. Troop counters are unlimited.
 *
 * @example
 * ```ts
 * checkLoading({ abilities: ['Landing 10'], troopsAboard: 1, count: 1, inDeploymentArea: true }); // { ok: true }
 * checkLoading({ abilities: ['Landing 10'], troopsAboard: 2, count: 1, inDeploymentArea: true }).ok; // false
 * ```
 */
export function checkLoading(input: TroopTransferInput, rules?: WarAtSeaRulesOverrides): TroopTransferCheck {
  const valid = parseInput(troopTransferSchema, input, { rule: 'Loading/Unloading', what: 'loading' });
  return loadingCheck(valid, resolveWarAtSeaRules(rules));
}

/** {@link checkLoading} of a question the caller knows valid (the game's own unit), under resolved rules. Internal. */
export function loadingCheck(
  valid: Pick<z.output<typeof troopTransferSchema>, 'abilities' | 'troopsAboard' | 'count' | 'inDeploymentArea'>,
  rules: WarAtSeaRules,
): TroopTransferCheck {
  if (!valid.inDeploymentArea) {
    return { ok: false, rule: 'Loading/Unloading', reason: 'troops load only in the side\u2019s Ship deployment area' };
  }
  const capacity = capacityOf(valid.abilities, rules);
  if (valid.troopsAboard + valid.count > capacity) {
    return {
      ok: false,
      rule: 'Ship Capacity',
      reason: `capacity ${capacity}: ${valid.troopsAboard} aboard, ${valid.count} more would exceed it`,
    };
  }
  return { ok: true };
}

/**
 * Whether a unit may unload troop counters (Loading/Unloading): at the end of the Sea
 * Movement phase (the caller's timing), at any island, any number of those aboard.
 *
 * @example
 * ```ts
 * checkUnloading({ abilities: ['Landing 5'], troopsAboard: 1, count: 1, atIsland: true }); // { ok: true }
 * ```
 */
export function checkUnloading(input: TroopTransferInput): TroopTransferCheck {
  const valid = parseInput(troopTransferSchema, input, { rule: 'Loading/Unloading', what: 'unloading' });
  if (!valid.atIsland) return { ok: false, rule: 'Loading/Unloading', reason: 'troops unload only at an island' };
  if (valid.count > valid.troopsAboard) {
    return { ok: false, rule: 'Loading/Unloading', reason: `only ${valid.troopsAboard} troop counters are aboard` };
  }
  return { ok: true };
}
