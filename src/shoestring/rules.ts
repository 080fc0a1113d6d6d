import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { distinctList } from '../core/distinct-list.js';
import { createRulesResolver, type RulesOverrides } from '../core/rules-object.js';
import { NAMED_SEA_ZONES, seaZoneSchema } from './schemas.js';
import { antiAircraftTableSchema } from './tables/anti-aircraft-table.js';
import { BATTLESHIP_COMMITMENT_BANDS, battleshipCommitmentTableSchema } from './tables/battleship-commitment-table.js';
import { EXTEND_PATROL_BANDS, extendPatrolTableSchema } from './tables/extend-patrol-table.js';
import { seaZoneSearchChartSchema } from './tables/sea-zone-search-chart.js';
import { surfaceCombatTableSchema } from './tables/surface-combat-table.js';
import {
  TRANSPORT_ATTACK_BANDS,
  TRANSPORT_ATTACK_CODES,
  transportAttackTableSchema,
} from './tables/transport-attack-table.js';

const delta = z.number().int();
const column = z.strictObject({
  /** Lowest value of the column. */
  min: z.number().int(),
  /** Highest value of the column. */
  max: z.number().int(),
});

/**
 * Zod schema of the Shoestring rules object: the printed tables and modifiers, the optional
 * rules' switches, the base-game tables the caller supplies, and the decided readings.
 *
 * @example
 * ```ts
 * shoestringRulesSchema.parse(SHOESTRING_RULES).options.O1; // false
 * ```
 */
export const shoestringRulesSchema = z
  .strictObject({
    /** Optional rules O1.0–O5.0, each off unless switched on. */
    options: z.strictObject({
      /** O1.0 Japanese battleship commitment. */
      O1: z.boolean(),
      /** O2.0 Japanese battleship victory points per step. */
      O2: z.boolean(),
      /** O3.0 air unit repair/replacement: its three options, each switched separately. */
      O3: z.strictObject({
        /** Option 1: combine damaged air units of one type into a full-strength unit. */
        combine: z.boolean(),
        /** Option 2: one air unit back for every two full-strength eliminated of one type. */
        replacement: z.boolean(),
        /** Option 3: eliminated air units go to the 4 wks box of the Naval Repair Track. */
        repair: z.boolean(),
      }),
      /** O4.0 Japanese DD supply transport. */
      O4: z.boolean(),
      /** O5.0 U.S. PT boats. */
      O5: z.boolean(),
    }),
    /** Tables: the printed ones (overridable) and the base-game ones the caller must supply. */
    tables: z.strictObject({
      /** R18.3 revised Transport Attack Table. */
      transportAttack: transportAttackTableSchema,
      /** N18.7 Extend Naval Patrol Table. */
      extendPatrol: extendPatrolTableSchema,
      /** O1.0 Japanese BB Commitment Table. */
      battleshipCommitment: battleshipCommitmentTableSchema,
      /** Base game Surface-to-Surface Combat Table (needed by O5.0); no default. */
      surfaceCombat: surfaceCombatTableSchema.optional(),
      /** Base game Anti-Aircraft Combat Table (needed by II.B.6); no default. */
      antiAircraft: antiAircraftTableSchema.optional(),
      /** Base game sea zone search charts, one per side (needed by II.B.1, N19.3, O5.0); no defaults. */
      seaZoneSearch: z.strictObject({
        /** The U.S. player's chart. */
        US: seaZoneSearchChartSchema.optional(),
        /** The Japanese player's chart. */
        Japanese: seaZoneSearchChartSchema.optional(),
      }),
    }),
    /** N18.7 patrol extension modifiers (all cumulative) and the zones they name. */
    extendPatrol: z.strictObject({
      /** DR for a U.S. group (printed −1). */
      usGroup: delta,
      /** DR when the group has a damaged ship (printed +1). */
      damagedShip: delta,
      /** DR for a U.S. group in one of `usDistantZones` (printed +2). */
      usDistantZone: delta,
      /** DR for a Japanese group in one of `japaneseDistantZones` (printed +2). */
      japaneseDistantZone: delta,
      /** DR for a Japanese group with a battleship (printed +1). */
      japaneseBattleship: delta,
      /** Zones where a U.S. group takes `usDistantZone` (printed: The Slot, Northwest Coral Sea). */
      usDistantZones: distinctList(seaZoneSchema, 'sea zone'),
      /** Zones where a Japanese group takes `japaneseDistantZone` (printed: Eastern Solomons, Northeast Coral Sea). */
      japaneseDistantZones: distinctList(seaZoneSchema, 'sea zone'),
    }),
    /** R18.3 transport attack modifiers and result codes. */
    transportAttack: z.strictObject({
      /** DR when the attacking player controls an operational Henderson Field (printed −1). */
      attackerHenderson: delta,
      /** DR when the transporting player controls an operational Henderson Field (printed +1). */
      transporterHenderson: delta,
      /** DR when the transporting player has more ships in the N. Guadalcanal sea zone (printed +1). */
      transporterMoreShips: delta,
      /** Every result code, worst for the transports first (the order the No Escort column prints them). */
      severity: z.array(z.string().min(1)).min(1),
      /** Caller's descriptions of the codes (their meaning is the base game's); default none. */
      descriptions: z.record(z.string(), z.string()),
    }),
    /** N19.3 additional air search capability. */
    airSearch: z.strictObject({
      /** DR per full-strength LB BMB or CV BMB assigned to the zone (printed −1). */
      perFullStrengthBomber: delta,
    }),
    /** Victory points these rules award. */
    victoryPoints: z.strictObject({
      /** O1.0: to the U.S. when the Japanese commit Yamato during I.A.4 (printed 2). */
      yamatoCommitted: z.number().int().min(0),
      /** O2.0: per Japanese BB step eliminated, Yamato excepted (printed 5). */
      battleshipStep: z.number().int().min(0),
      /** O2.0: per Yamato step eliminated (printed 7). */
      yamatoStep: z.number().int().min(0),
      /** O4.0: at game end when DD supply transport is chosen (printed 10, to the Japanese player). */
      ddSupplyTransport: z.number().int().min(0),
      /** O5.0: to the Japanese player at game end when the PT base is built (printed 6). */
      ptBoats: z.number().int().min(0),
    }),
    /** O4.0 Japanese DD supply transport. */
    ddSupply: z.strictObject({
      /** Supply points each DD carries (printed 1). */
      supplyPerDd: z.number().int().min(0),
      /** Where DDs load supply (printed Rabaul). */
      port: z.string().min(1),
      /** Turn whose TRANS reinforcement is reduced (printed 9). */
      reducedTurn: z.number().int().min(1),
      /** The reduced number of TRANS points (printed 10). */
      reducedTransportPoints: z.number().int().min(0),
    }),
    /** O5.0 U.S. PT boats. */
    ptBoats: z.strictObject({
      /** Turn the PT unit joins the naval reinforcements (printed 21). */
      arrivalTurn: z.number().int().min(1),
      /** The zone the PT unit deploys in (printed N. Guadalcanal). */
      zone: seaZoneSchema,
      /** The column of the Surface-to-Surface Combat Table the PT attack reads (printed 2-3). */
      attackColumn: column,
      /** A fixed PT search number; when left out, the U.S. sea zone search chart's number for the zone is used. */
      searchNumber: z.number().int().optional(),
    }),
    /** II.B.6 Guadalcanal anti-aircraft fire. */
    guadalcanalAntiAircraft: z.strictObject({
      /** The Anti-Aircraft Combat Table column read (printed 1-8). */
      column,
    }),
    /** I.B.1 supply window reading for even turns (the Strategic Interphase is odd turns only). */
    supplyWindow: z.strictObject({
      /**
       * `'held-from-odd-turn'` (default): an even turn keeps the state set in the preceding odd
       * turn; `'previous-two-turns'`: every turn counts its own two previous turns.
       */
      evenTurns: z.enum(['held-from-odd-turn', 'previous-two-turns']),
    }),
  })
  .superRefine((rules, ctx) => {
    const codes = new Set(rules.transportAttack.severity);
    for (const band of rules.tables.transportAttack.bands) {
      for (const code of [band.result.withEscort, band.result.noEscort]) {
        if (!codes.has(code)) {
          ctx.addIssue({
            code: 'custom',
            path: ['transportAttack', 'severity'],
            message: `the Transport Attack Table prints ${JSON.stringify(code)}, which transportAttack.severity does not rank`,
          });
          codes.add(code);
        }
      }
    }
    if (rules.options.O3.replacement && rules.options.O3.repair) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'O3'],
        message: 'O3.0 options 2 (replacement) and 3 (repair) both dispose of eliminated air units: choose one',
      });
    }
  });

/** The rules object as callers write it (input form). */
export type ShoestringRulesInput = z.input<typeof shoestringRulesSchema>;
/** The rules in force, validated (tables defined). */
export type ShoestringRules = z.output<typeof shoestringRulesSchema>;
/** House-rule overrides: any part of the rules object; left-out fields keep the printed defaults. */
export type ShoestringRulesOverrides = RulesOverrides<ShoestringRulesInput>;

/**
 * The printed rules of the Shoestring variant: all optional rules off, printed tables and
 * modifiers, no base-game tables (supply them), decided readings as documented. Frozen.
 *
 * @example
 * ```ts
 * SHOESTRING_RULES.extendPatrol.usGroup; // -1
 * ```
 */
export const SHOESTRING_RULES: ShoestringRulesInput = deepFreeze({
  options: { O1: false, O2: false, O3: { combine: false, replacement: false, repair: false }, O4: false, O5: false },
  tables: {
    transportAttack: { bands: [...TRANSPORT_ATTACK_BANDS] },
    extendPatrol: { bands: [...EXTEND_PATROL_BANDS] },
    battleshipCommitment: { bands: [...BATTLESHIP_COMMITMENT_BANDS] },
    seaZoneSearch: {},
  },
  extendPatrol: {
    usGroup: -1,
    damagedShip: 1,
    usDistantZone: 2,
    japaneseDistantZone: 2,
    japaneseBattleship: 1,
    usDistantZones: [NAMED_SEA_ZONES.theSlot, NAMED_SEA_ZONES.northwestCoralSea],
    japaneseDistantZones: [NAMED_SEA_ZONES.easternSolomons, NAMED_SEA_ZONES.northeastCoralSea],
  },
  transportAttack: {
    attackerHenderson: -1,
    transporterHenderson: 1,
    transporterMoreShips: 1,
    severity: [...TRANSPORT_ATTACK_CODES],
    descriptions: {},
  },
  airSearch: { perFullStrengthBomber: -1 },
  victoryPoints: { yamatoCommitted: 2, battleshipStep: 5, yamatoStep: 7, ddSupplyTransport: 10, ptBoats: 6 },
  ddSupply: { supplyPerDd: 1, port: 'Rabaul', reducedTurn: 9, reducedTransportPoints: 10 },
  ptBoats: { arrivalTurn: 21, zone: NAMED_SEA_ZONES.northGuadalcanal, attackColumn: { min: 2, max: 3 } },
  guadalcanalAntiAircraft: { column: { min: 1, max: 8 } },
  supplyWindow: { evenTurns: 'held-from-odd-turn' },
});

const resolveCached = createRulesResolver(shoestringRulesSchema, SHOESTRING_RULES, 'Shoestring rules');

/**
 * The rules in force: {@link SHOESTRING_RULES} with the caller's overrides merged in and
 * validated and deep-frozen (results are remembered by identity and by content). A bad override (a table with a gap, an unranked result code) is a RulesError
 * naming the field. Tables are given in their input form (`{ bands: [...] }`).
 *
 * @example
 * ```ts
 * resolveShoestringRules({ options: { O5: true } }).options.O5; // true
 * ```
 */
export function resolveShoestringRules(overrides?: ShoestringRulesOverrides): ShoestringRules {
  return resolveCached(overrides);
}
