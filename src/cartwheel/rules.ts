import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { createRulesResolver, type RulesOverrides } from '../core/rules-object.js';
import { AIRBASE_AA_FACTORS } from './tables/airbase-aa-factors.js';
import { airbaseEvacuationTableSchema } from './tables/airbase-evacuation-table.js';
import { initiativeDrmTableSchema } from './tables/initiative-drm-table.js';
import { initiativeMissionsTableSchema } from './tables/initiative-missions-table.js';
import { randomEventsTableSchema } from './tables/random-events-table.js';

const count = z.number().int().min(0);
const vp = z.number().min(0).multipleOf(0.5);

/** The Operation Cartwheel rules object: printed values, PAC tables (inputs) and decided readings. */
export const cartwheelRulesSchema = z.strictObject({
  /** Player's Aid Chart and map tables that the rule text does not print: supply them from your copy. */
  tables: z
    .strictObject({
      /** Random Events table on the map (5.1). */
      randomEvents: randomEventsTableSchema.optional(),
      /** Initiative DRM table (7.4). */
      initiativeDrm: initiativeDrmTableSchema.optional(),
      /** Initiative Player's Missions table (7.5). */
      initiativeMissions: initiativeMissionsTableSchema.optional(),
      /** Airbase Evacuation DRMs (6.6.5). */
      airbaseEvacuation: airbaseEvacuationTableSchema.optional(),
      /** Victory points awarded during play (16.1, not in the text): what 3.0's replacement steps are worth. */
      victoryPoints: z
        .strictObject({
          /** Points the opponent receives for each replacement step a regrouping aerial unit receives (3.0; the amount is 16.1's). */
          replacementStep: z.number().multipleOf(0.5).min(0).max(100),
        })
        .optional(),
    })
    .default({}),
  /** Reconnaissance (7.3). */
  recon: z.strictObject({
    /** Highest modified roll with which a recon unit flies (7.3.2): 7. */
    flyMaximum: z.number().int(),
    /** Added to the recon roll on a general regroup turn (7.3.2): 1. */
    generalRegroupDrm: z.number().int(),
    /** Added to the opposing scramble roll where friendly recon watches a mission's target (7.3.4): 1. */
    scrambleDrm: z.number().int(),
  }),
  /** Initiative (7.4). */
  initiative: z.strictObject({
    /** Lowest modified Allied roll that gives the Allies the initiative (7.4): 6. */
    alliedMinimum: z.number().int(),
  }),
  /** Airbases (6.x). */
  airbases: z.strictObject({
    /** Intrinsic AA factors (6.6.1). */
    aa: z.strictObject({
      /** A minor airbase: 2. */
      minor: count,
      /** An operational mobile airbase: 2. */
      mobile: count,
      /** A major airbase: 3. */
      major: count,
      /** Any disrupted airbase: 1. */
      disrupted: count,
      /** A mobile airbase under construction: 0. */
      underConstruction: count,
    }),
    /** Units a mobile airbase hosts when all are of one type (6.3.2): 3. */
    mobileSameTypeCapacity: count,
    /** Units a mobile airbase hosts of mixed types (6.3.2): 2. */
    mobileMixedCapacity: count,
    /** Mobile airbase counters per player (6.2). */
    mobileMaximum: z.strictObject({
      /** Allied: 3. */
      Allied: count,
      /** Japanese: 2. */
      Japanese: count,
    }),
    /**
     * Decided reading of 6.3.4: `'on-map'` (default) keeps B-17/B-24s off every on-map base
     * but Port Moresby while the off-board nationality limits still apply; `'everywhere'`
     * bars them from off-board bases too.
     */
    heavyBomberLimit: z.enum(['on-map', 'everywhere']),
    /** Decided reading of 6.3.5 with 5.2: the Rufe may also base at Truk (default true). */
    rufeMayBaseAtTruk: z.boolean(),
  }),
  /** General regroup turns (7.1). */
  generalRegroup: z.strictObject({
    /** Most general regroup turns in a game: 2. */
    maximum: count,
    /** The turn whose space gets the Regroup marker after a September regroup (7.1): 8 (October II). */
    septemberMarkerTurn: z.number().int().min(1),
  }),
  /** The 11th Hikoshidan (5.2). */
  hikoshidan: z.strictObject({
    /** Allied VP for each turn the 11th is committed: 1. */
    commitVp: vp,
    /** Allied VP per 11th unit in a Flown quadrant at Airbase Reorganization: ½. */
    flownUnitVp: vp,
    /** Allied VP per 11th unit eliminated this turn, at Airbase Reorganization: 1. */
    eliminatedUnitVp: vp,
    /** Decided reading: the Reorganization VP count only on turns the 11th was committed (default true). */
    reorganizationVpOnlyWhenCommitted: z.boolean(),
  }),
  /** The Air/Naval Operations Phase (4.4). */
  operations: z.strictObject({
    /** Consecutive passes that end the phase; decided reading of "both players have passed twice": 4. */
    consecutivePassesToEnd: z.number().int().min(2),
  }),
  /** Air units (2.2). */
  airUnits: z.strictObject({
    /** Movement points a bomber gains once its bombs are dropped: 1. */
    unloadedBomberMpBonus: z.number().int(),
  }),
});
/** The rules in force, as parsed. */
export type CartwheelRules = z.output<typeof cartwheelRulesSchema>;
/** House-rule overrides: any field may be left out to keep the printed default. */
export type CartwheelRulesOverrides = RulesOverrides<z.input<typeof cartwheelRulesSchema>>;

/** The printed defaults of rules 2–8 (no PAC tables: those are inputs). */
export const CARTWHEEL_RULES = /* @__PURE__ */ deepFreeze({
  tables: {},
  recon: { flyMaximum: 7, generalRegroupDrm: 1, scrambleDrm: 1 },
  initiative: { alliedMinimum: 6 },
  airbases: {
    aa: {
      minor: AIRBASE_AA_FACTORS.minor,
      mobile: AIRBASE_AA_FACTORS.mobile,
      major: AIRBASE_AA_FACTORS.major,
      disrupted: AIRBASE_AA_FACTORS.disrupted,
      underConstruction: AIRBASE_AA_FACTORS.underConstruction,
    },
    mobileSameTypeCapacity: 3,
    mobileMixedCapacity: 2,
    mobileMaximum: { Allied: 3, Japanese: 2 },
    heavyBomberLimit: 'on-map',
    rufeMayBaseAtTruk: true,
  },
  generalRegroup: { maximum: 2, septemberMarkerTurn: 8 },
  hikoshidan: { commitVp: 1, flownUnitVp: 0.5, eliminatedUnitVp: 1, reorganizationVpOnlyWhenCommitted: true },
  operations: { consecutivePassesToEnd: 4 },
  airUnits: { unloadedBomberMpBonus: 1 },
} as const satisfies z.input<typeof cartwheelRulesSchema>);

const resolveCached = createRulesResolver(cartwheelRulesSchema, CARTWHEEL_RULES, 'Cartwheel rules');

/**
 * The rules in force: the printed defaults with house-rule overrides (and your PAC tables)
 * merged in and validated (remembered and deep-frozen: treat it as read-only). A malformed
 * table is a RulesError naming the field.
 *
 * @example
 * ```ts
 * const rules = resolveCartwheelRules({ tables: { initiativeMissions: { bands: [{ max: 5, result: 1 }, { min: 6, result: 2 }] } } });
 * rules.recon.flyMaximum; // 7
 * ```
 */
export function resolveCartwheelRules(overrides?: CartwheelRulesOverrides): CartwheelRules {
  return resolveCached(overrides);
}
