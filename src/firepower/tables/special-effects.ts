import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { d6FaceSchema } from '../../core/die-face.js';
import { parseInput } from '../../core/parse-input.js';
import { RulesError } from '../../core/rules-error.js';

/** What a special effect does to the ship, as the resolver applies it. */
export type SpecialEffectKind =
  | 'own-initiative'
  | 'roll-damage-again'
  | 'engine-room'
  | 'power-lost'
  | 'fuel-fire'
  | 'munitions';

/** One row of the special effect table. */
export interface SpecialEffectRow {
  /** What the effect does, as applied. */
  readonly kind: SpecialEffectKind;
  /** A short paraphrase of the printed result. */
  readonly summary: string;
}

/**
 * The optional special effect table (Page 15), thrown once on one d6 when a hit meets
 * the level's special-effect score (see SPECIAL_EFFECT_THRESHOLDS).
 */
export const SPECIAL_EFFECTS: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, SpecialEffectRow>> = /* @__PURE__ */ deepFreeze({
  1: { kind: 'own-initiative', summary: 'C3 hit: the ship acts on its own initiative for the rest of the game' },
  2: { kind: 'roll-damage-again', summary: 'throw once more on each of the damage-die tables' },
  3: { kind: 'engine-room', summary: 'engine rooms hit: the ship\u2019s movement is halved every turn' },
  4: { kind: 'power-lost', summary: 'power lost: the ship cannot use its armament or radar' },
  5: { kind: 'fuel-fire', summary: 'fuel tanks or bunkers burn: throw once on the WHITE DIE table' },
  6: { kind: 'munitions', summary: 'munitions detonate: the ship sinks within 2d6 minutes' },
});

const specialEffectArgs = z.strictObject({ score: d6FaceSchema });

/**
 * Reads the special effect table for a d6 score.
 *
 * @example
 * ```ts
 * lookupSpecialEffect(4).kind; // 'power-lost'
 * ```
 */
export function lookupSpecialEffect(score: number): SpecialEffectRow {
  parseInput(specialEffectArgs, { score }, { rule: 'Special effects', what: 'special effect die' });
  const row = (SPECIAL_EFFECTS as Readonly<Record<number, SpecialEffectRow>>)[score];
  if (row === undefined) {
    throw new RulesError(`special effect table: a die score is 1 to 6; got ${score}`, {
      code: 'INVALID_INPUT',
      rule: 'Special effects',
      path: ['score'],
    });
  }
  return row;
}
