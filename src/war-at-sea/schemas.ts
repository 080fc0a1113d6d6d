import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';

/** The two sides of War at Sea. */
export const WAR_AT_SEA_SIDES = /* @__PURE__ */ deepFreeze(['Allies', 'Axis'] as const);
/** A side of War at Sea. */
export type WarAtSeaSide = (typeof WAR_AT_SEA_SIDES)[number];

/**
 * Zod schema of a side: `'Allies'` or `'Axis'`.
 *
 * @example
 * ```ts
 * warAtSeaSideSchema.parse('Axis'); // 'Axis'
 * ```
 */
export const warAtSeaSideSchema = z.enum(['Allies', 'Axis']);

/** The four attack types of a unit card. */
export const ATTACK_TYPES = /* @__PURE__ */ deepFreeze(['gunnery', 'anti-air', 'torpedo', 'bomb'] as const);
/** An attack type: gunnery, anti-air, torpedo or bomb. */
export type AttackType = (typeof ATTACK_TYPES)[number];

/**
 * Zod schema of an attack type.
 *
 * @example
 * ```ts
 * attackTypeSchema.parse('bomb'); // 'bomb'
 * ```
 */
export const attackTypeSchema = z.enum(['gunnery', 'anti-air', 'torpedo', 'bomb']);

/**
 * Zod schema of a range band, 0 (same sector) to 3.
 *
 * @example
 * ```ts
 * rangeBandSchema.parse(2); // 2
 * ```
 */
export const rangeBandSchema = z.number().int().min(0).max(3);

/** One attack line of a card: dice at range 0, 1, 2 and 3, `null` where the card prints none. */
const attackLine = z
  .tuple([
    z.number().int().min(0).max(50).nullable(),
    z.number().int().min(0).max(50).nullable(),
    z.number().int().min(0).max(50).nullable(),
    z.number().int().min(0).max(50).nullable(),
  ])
  .readonly();

/**
 * Zod schema of a unit card of the base game (the user's input: the library prints no card).
 *
 * @example
 * ```ts
 * unitCardSchema.parse({
 *   name: 'MADE-UP transport', category: 'ship', type: 'Auxiliary', points: 6,
 *   armour: 2, vitalArmour: 4, hullPoints: 1,
 *   attacks: { 'anti-air': [1, null, null, null] }, abilities: ['Landing 10'],
 * }).abilities; // ['Landing 10']
 * ```
 */
export const unitCardSchema = z.strictObject({
  /** The card's name. */
  name: z.string().min(1).max(100),
  /** A ship (submarines included) or an aircraft. */
  category: z.enum(['ship', 'aircraft']),
  /** The type line, e.g. `'Battleship'`, `'Auxiliary'`, `'Submarine'`, `'Bomber'`. */
  type: z.string().min(1).max(60),
  /** The unit's point value (what sinking it scores). */
  points: z.number().int().min(0).max(1000),
  /** Armour: successes of one attack that do a hull point of damage. */
  armour: z.number().int().min(1).max(50),
  /** Vital armour: successes of one attack that destroy it; null when the card has none. */
  vitalArmour: z.number().int().min(1).max(50).nullable(),
  /** Hull points. */
  hullPoints: z.number().int().min(1).max(20),
  /** Attack dice by type and range band 0–3 (`null` where none); types it lacks are left out. */
  attacks: z
    .strictObject({
      /** Gunnery dice by range band. */
      gunnery: attackLine.optional(),
      /** Anti-air dice by range band. */
      'anti-air': attackLine.optional(),
      /** Torpedo dice by range band. */
      torpedo: attackLine.optional(),
      /** Bomb dice by range band. */
      bomb: attackLine.optional(),
    })
    .default({}),
  /** Special abilities by name, e.g. `'Bombard'`, `'Landing 10'`, `'Rescue Operations'`. */
  abilities: z.array(z.string().min(1).max(60)).max(30).readonly().default([]),
});
/** A unit card as callers write it. */
export type UnitCardInput = z.input<typeof unitCardSchema>;
/** A validated unit card. */
export type UnitCard = z.output<typeof unitCardSchema>;

/**
 * Zod schema of what an attack is made against: armour, vital armour (null for none),
 * hull points left and Hard to Kill.
 *
 * @example
 * ```ts
 * attackTargetSchema.parse({ armour: 5, vitalArmour: null, hullPointsLeft: 2, hardToKill: true });
 * ```
 */
export const attackTargetSchema = z.strictObject({
  /** Successes that do one hull point of damage. */
  armour: z.number().int().min(1).max(50),
  /** Successes that destroy it; null when it has no vital armour (a troop counter). */
  vitalArmour: z.number().int().min(1).max(50).nullable(),
  /** Hull points it has left before this phase's damage is applied. */
  hullPointsLeft: z.number().int().min(1).max(20),
  /** Hard to Kill: with more than one hull point left, one attack cannot destroy it. Default false. */
  hardToKill: z.boolean().default(false),
});
/** An attack target as callers write it. */
export type AttackTargetInput = z.input<typeof attackTargetSchema>;
/** A validated attack target. */
export type AttackTarget = z.output<typeof attackTargetSchema>;
