import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { createRulesResolver, type RulesOverrides } from '../core/rules-object.js';
import { weatherSchema } from './schemas.js';
import { MINE_DAMAGE_BANDS, mineDamageTableSchema } from './tables/mine-damage-table.js';
import { SURPRISE_BANDS, surpriseTableSchema } from './tables/surprise-table.js';
import { SWEEP_BANDS, sweepTableSchema } from './tables/sweep-table.js';

const face = z.number().int().min(1).max(6);
const twoD6 = z.number().int().min(2).max(13);
const turns = z.number().int().min(1).max(50);
const delta = z.number().int().min(-6).max(6);

/**
 * Zod schema of the SOPAC optional rules object: submarine aces, the Minefield and Mine
 * Damage tables, minelaying, detection and sweeping, MTBs and MTB bases.
 *
 * @example
 * ```ts
 * sopacRulesSchema.parse(SOPAC_RULES).minefield.damagedOn; // 11
 * ```
 */
export const sopacRulesSchema = z.strictObject({
  /** 16.6: an ace's modifiers, added to the base game's tables. */
  submarineAce: z.strictObject({
    /** Added to ASW attacks against the ace's submarine (−1). */
    aswAgainst: delta,
    /** Added to the ace's attacks on ships (+1). */
    attacks: delta,
  }),
  /** 19.2: the Minefield Table (2d6 per ship). */
  minefield: z.strictObject({
    /** The lowest modified 2d6 that damages the ship (11). */
    damagedOn: twoD6,
    /** Added for each minefield on the boundary beyond the first (+1). */
    perExtraMinefield: z.number().int().min(0).max(6),
    /** The most the extra minefields add (+5). */
    maxExtra: z.number().int().min(0).max(12),
    /** Added when the ship moved at `fastSpeed` or more in the turn's Naval Movement Phase (+2). */
    speedBonus: z.number().int().min(0).max(6),
    /** The speed from which `speedBonus` applies (2). */
    fastSpeed: z.number().int().min(1).max(10),
    /** 19.24: the lowest unmodified 2d6 that sinks the chosen submarine (11). */
    submarineSunkOn: twoD6,
    /** 19.26: the share of the fleet's ships that must roll before the owner may re-plot (one in 4, fractions up). */
    replotShare: z.number().int().min(1).max(20),
  }),
  /** 19.21: the Minefield Damage Table, one d6 per mine hit. */
  mineDamage: mineDamageTableSchema,
  /** 19.4: a hit minelayer explodes and sinks on this d6 face or higher (6). */
  minelayerExplodesOn: face,
  /** 19.31: turns a minelayer stays undisturbed in a zone to lay one minefield (4). */
  layingTurns: turns,
  /** 19.34: minefields only in zones within this many zones of coastal land, counting the minefield's zone (2). */
  layingReach: z.number().int().min(0).max(20),
  /** 19.62: turns a sweeper stays undisturbed in a zone to detect its minefields (1). */
  detectionTurns: turns,
  /** 19.63: turns a sweeper stays undisturbed beside a detected minefield before it rolls (2). */
  sweepingTurns: turns,
  /** 19.63: the sweeping die (1 sweeper destroyed, 2–3 nothing, 4–6 one minefield removed). */
  sweeping: sweepTableSchema,
  /** 20.x: motor torpedo boats. */
  mtb: z.strictObject({
    /** 20.3: a d6 per boat makes contact on this face or higher (5). */
    contactOn: face,
    /** 20.41: the surprise roll (1 whole fleet fires, 2–3 the targets fire, 4–6 surprise). */
    surprise: surpriseTableSchema,
    /** 20.41: a ship's tertiary and AA fire hits a boat on this face (6). */
    shipFireHitsOn: face,
    /** 20.4: torpedo factors of one boat (2), one d6 each. */
    torpedoFactors: z.number().int().min(1).max(6),
    /** 20.41: a torpedo die hits on this face (6). */
    torpedoHitsOn: face,
    /** 20.5: added to an Ace boat's torpedo dice (+1). */
    aceBonus: delta,
    /** 20.42: a special gunnery die hits on this face (6). */
    gunneryHitsOn: face,
    /** 20.2: a patrol zone lies within this many hexes of the boats' port or base (2). */
    patrolReach: z.number().int().min(0).max(20),
    /** 20.22: the weather in which boats go out (Clear, Cloudy, Rain). */
    weather: z.array(weatherSchema).max(6),
  }),
  /** 20.72: MTB bases under air attack. */
  mtbBase: z.strictObject({
    /** The base's AA value for the base game's Land Strike rules (8). */
    antiAircraft: z.number().int().min(0).max(50),
    /** Air-strike hits that knock the base out (4). */
    hitsToKnockOut: z.number().int().min(1).max(50),
  }),
});

/** The rules object as callers write it. */
export type SopacRulesInput = z.input<typeof sopacRulesSchema>;
/** The rules in force, validated. */
export type SopacRules = z.output<typeof sopacRulesSchema>;
/** House-rule overrides: any part of the rules object; left-out fields keep the printed values. */
export type SopacRulesOverrides = RulesOverrides<SopacRulesInput>;

/**
 * The printed SOPAC optional rules (16.6, 19.x, 20.x) with interpretation 6 for MTB
 * contact and torpedoes. Frozen.
 *
 * @example
 * ```ts
 * SOPAC_RULES.mtbBase.antiAircraft; // 8
 * ```
 */
export const SOPAC_RULES: SopacRulesInput = /* @__PURE__ */ deepFreeze({
  submarineAce: { aswAgainst: -1, attacks: 1 },
  minefield: {
    damagedOn: 11,
    perExtraMinefield: 1,
    maxExtra: 5,
    speedBonus: 2,
    fastSpeed: 2,
    submarineSunkOn: 11,
    replotShare: 4,
  },
  mineDamage: { bands: [...MINE_DAMAGE_BANDS] },
  minelayerExplodesOn: 6,
  layingTurns: 4,
  layingReach: 2,
  detectionTurns: 1,
  sweepingTurns: 2,
  sweeping: { bands: [...SWEEP_BANDS] },
  mtb: {
    contactOn: 5,
    surprise: { bands: [...SURPRISE_BANDS] },
    shipFireHitsOn: 6,
    torpedoFactors: 2,
    torpedoHitsOn: 6,
    aceBonus: 1,
    gunneryHitsOn: 6,
    patrolReach: 2,
    weather: ['Clear', 'Cloudy', 'Rain'],
  },
  mtbBase: { antiAircraft: 8, hitsToKnockOut: 4 },
});

const resolveCached = /* @__PURE__ */ createRulesResolver(sopacRulesSchema, SOPAC_RULES, 'SOPAC rules');

/**
 * The rules in force: {@link SOPAC_RULES} with the caller's overrides merged in,
 * validated and deep-frozen. A bad override is a RulesError naming the field.
 *
 * @example
 * ```ts
 * resolveSopacRules({ minefield: { damagedOn: 10 } }).minefield.damagedOn; // 10
 * ```
 */
export function resolveSopacRules(overrides?: SopacRulesOverrides): SopacRules {
  return resolveCached(overrides);
}
