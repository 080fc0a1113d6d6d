import { deepFreeze } from '../core/deep-freeze.js';
import { parseInput } from '../core/parse-input.js';
import { resolveWarAtSeaRules, type WarAtSeaRulesOverrides } from './rules.js';
import { type UnitCardInput, unitCardSchema } from './schemas.js';

/**
 * Special abilities that score no victory points under the troop-landing rules (Special
 * Rules): the landing-type abilities and Rescue Operations.
 */
export const NO_VICTORY_POINT_ABILITIES = /* @__PURE__ */ deepFreeze([
  'Vital Cargo',
  'Secret Cargo',
  'Landing 10',
  'Landing 5',
  'Landing 3',
  'Beach Landing 3',
  'Tokyo Express',
  'Evacuate',
  'Land Secret Cargo 2',
  'Rescue Operations',
] as const);

/** Special abilities with no effect in this format (Special Rules). */
export const IGNORED_ABILITIES = /* @__PURE__ */ deepFreeze(['No Sea Control'] as const);

/**
 * Whether a special ability may still score victory points in this format (Special Rules):
 * false for the landing-type abilities (any Landing or Beach Landing value) and Rescue
 * Operations.
 *
 * @example
 * ```ts
 * scoresAbilityPoints('Vital Cargo'); // false
 * scoresAbilityPoints('Landing 7'); // false
 * ```
 */
export function scoresAbilityPoints(ability: string): boolean {
  const name = parseInput(unitCardSchema.shape.name, ability, { rule: 'Special Rules', what: 'special ability' });
  if ((NO_VICTORY_POINT_ABILITIES as readonly string[]).includes(name)) return false;
  return !/^(Beach )?Landing \d+$/.test(name);
}

/** What happens to a destroyed unit under the rules in force. */
export interface DestroyedUnitFate {
  /** The points its destroyer scores: a ship's card value (an Auxiliary that returns still scores); an aircraft's only with `options.aircraftPoints`, else 0 (Checking for Victory counts ships). */
  readonly points: number;
  /** True when it goes back to its owner's Ship deployment area (optional rule, Auxiliaries). */
  readonly returnsToDeployment: boolean;
  /** Whether it counts as a Ship for the base game's "no Ship remaining" bonus. */
  readonly countsAsShip: boolean;
}

/**
 * What becomes of a destroyed unit (Optional Rules): with `options.auxiliaryReturns`, a
 * destroyed Auxiliary goes back to its owner's Ship deployment area, still scores its
 * points, and no longer counts as a Ship for the "no Ship remaining" bonus (the bonus is
 * the base game's). Otherwise it is gone and scores its points. Checking for Victory counts
 * the value of enemy *ships* sunk: a destroyed aircraft scores nothing unless the set-up's
 * rules switch `options.aircraftPoints` on (not in the text).
 *
 * @example
 * ```ts
 * const card = { name: 'MADE-UP transport', category: 'ship', type: 'Auxiliary', points: 6, armour: 2, vitalArmour: 4, hullPoints: 1 } as const;
 * destroyedUnitFate(card, { options: { auxiliaryReturns: true } }); // { points: 6, returnsToDeployment: true, countsAsShip: false }
 * const bomber = { name: 'MADE-UP bomber', category: 'aircraft', type: 'Bomber', points: 10, armour: 2, vitalArmour: 4, hullPoints: 1 } as const;
 * destroyedUnitFate(bomber).points; // 0: the text counts ships sunk
 * destroyedUnitFate(bomber, { options: { aircraftPoints: true } }).points; // 10
 * ```
 */
export function destroyedUnitFate(card: UnitCardInput, rules?: WarAtSeaRulesOverrides): DestroyedUnitFate {
  const valid = parseInput(unitCardSchema, card, { rule: 'Optional Rules', what: 'unit card' });
  const { options } = resolveWarAtSeaRules(rules);
  const returns = options.auxiliaryReturns && valid.type === 'Auxiliary';
  const scores = valid.category === 'ship' || options.aircraftPoints;
  return {
    points: scores ? valid.points : 0,
    returnsToDeployment: returns,
    countsAsShip: valid.category === 'ship' && !returns,
  };
}
