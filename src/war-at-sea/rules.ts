import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { createRulesResolver, type RulesOverrides } from '../core/rules-object.js';
import { ATTACK_DIE_BANDS, attackDieTableSchema } from './tables/attack-die-table.js';
import { TROOP_CAPACITY } from './tables/troop-capacity-table.js';

const face = z.number().int().min(1).max(6);

/**
 * Zod schema of the War at Sea troop-landing rules object: the attack die, the troop
 * counter's card, infantry combat, capacity, Bombard, the rescue target, the objective value
 * and the optional rules.
 *
 * @example
 * ```ts
 * warAtSeaRulesSchema.parse(WAR_AT_SEA_RULES).rescue.target; // 4
 * ```
 */
export const warAtSeaRulesSchema = z.strictObject({
  /** The base game's attack die: successes per face (1–3 none, 4–5 one, 6 two). */
  attackDie: attackDieTableSchema,
  /** Troop counters (their card): armour 5, hull points 2, no vital armour, Hard to Kill, Regroup. */
  troopCounter: z.strictObject({
    /** Armour: 5. */
    armour: z.number().int().min(1).max(50),
    /** Hull points: 2. */
    hullPoints: z.number().int().min(1).max(20),
  }),
  /** Troop vs. Troop Combat: the lowest face of one d6 per counter that destroys an enemy counter (5). */
  infantryCombat: z.strictObject({ killsOn: face }),
  /** Ship Capacity: troop counters carried per special ability; any other unit carries none. */
  capacity: z.record(z.string().min(1).max(60), z.number().int().min(0).max(20)),
  /** Special Rules: extra gunnery dice against troop counters for Bombard and Shore Support (2). */
  bombardment: z.strictObject({
    /** Abilities that add the dice. */
    abilities: z.array(z.string().min(1).max(60)).max(10),
    /** Dice added. */
    extraDice: z.number().int().min(0).max(20),
  }),
  /** Special Rules: the Rescue Operations roll, one d6 (interpretation 5: success on 4 or more). */
  rescue: z.strictObject({ target: face }),
  /** Setting Up: an island's objective value (50 in the Standard scenario). */
  objectiveValue: z.number().int().min(0).max(1000),
  /** Optional Rules, each off unless switched on. */
  options: z.strictObject({
    /** A destroyed Auxiliary goes back to its owner's deployment area and is no Ship for the "no Ship remaining" bonus. */
    auxiliaryReturns: z.boolean(),
    /** The base map used vertically: a scenario flag with no rule effect here. */
    verticalMap: z.boolean(),
    /** Not in the text (it counts enemy ships sunk): a destroyed aircraft scores its card's points too. Default off. */
    aircraftPoints: z.boolean(),
  }),
});

/** The rules object as callers write it. */
export type WarAtSeaRulesInput = z.input<typeof warAtSeaRulesSchema>;
/** The rules in force, validated. */
export type WarAtSeaRules = z.output<typeof warAtSeaRulesSchema>;
/** House-rule overrides: any part of the rules object; left-out fields keep the printed defaults. */
export type WarAtSeaRulesOverrides = RulesOverrides<WarAtSeaRulesInput>;

/**
 * The printed troop-landing rules with the base game's attack die: optional rules off,
 * the Rescue Operations roll succeeding on 4+ (interpretation 5), objectives worth 50. Frozen.
 *
 * @example
 * ```ts
 * WAR_AT_SEA_RULES.troopCounter.armour; // 5
 * ```
 */
export const WAR_AT_SEA_RULES: WarAtSeaRulesInput = /* @__PURE__ */ deepFreeze({
  attackDie: { bands: [...ATTACK_DIE_BANDS] },
  troopCounter: { armour: 5, hullPoints: 2 },
  infantryCombat: { killsOn: 5 },
  capacity: { ...TROOP_CAPACITY },
  bombardment: { abilities: ['Bombard', 'Shore Support'], extraDice: 2 },
  rescue: { target: 4 },
  objectiveValue: 50,
  options: { auxiliaryReturns: false, verticalMap: false, aircraftPoints: false },
});

const resolveCached = /* @__PURE__ */ createRulesResolver(warAtSeaRulesSchema, WAR_AT_SEA_RULES, 'War at Sea rules');

/**
 * The rules in force: {@link WAR_AT_SEA_RULES} with the caller's overrides merged in,
 * validated and deep-frozen. A bad override is a RulesError naming the field.
 *
 * @example
 * ```ts
 * resolveWarAtSeaRules({ rescue: { target: 5 } }).rescue.target; // 5
 * ```
 */
export function resolveWarAtSeaRules(overrides?: WarAtSeaRulesOverrides): WarAtSeaRules {
  return resolveCached(overrides);
}
