import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { type AttackType, attackTypeSchema, rangeBandSchema, type UnitCardInput, unitCardSchema } from './schemas.js';

// Argument schemas, built once (not on every call).
const CARD_ATTACK_ARGS = /* @__PURE__ */ z.strictObject({
  card: unitCardSchema,
  type: attackTypeSchema,
  range: rangeBandSchema,
});

/**
 * The dice a unit card rolls for an attack type at a range band (the base game's attack
 * procedure), or null when the card prints none there.
 *
 * @example
 * ```ts
 * const card = { name: 'MADE-UP cruiser', category: 'ship', type: 'Cruiser', points: 20, armour: 4, vitalArmour: 8, hullPoints: 3,
 *   attacks: { gunnery: [6, 5, 3, null] } } as const;
 * cardAttackDice(card, 'gunnery', 1); // 5
 * cardAttackDice(card, 'torpedo', 0); // null
 * ```
 */
export function cardAttackDice(card: UnitCardInput, type: AttackType, range: number): number | null {
  const valid = parseInput(CARD_ATTACK_ARGS, { card, type, range }, { rule: 'Attack', what: 'card attack' });
  return valid.card.attacks[valid.type]?.[valid.range] ?? null;
}
