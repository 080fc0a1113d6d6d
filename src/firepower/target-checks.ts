import { RulesError } from '../core/rules-error.js';
import { profileIn } from './classes.js';
import type { FirepowerRules } from './rules.js';
import type { Ship } from './schemas/ship.js';

/**
 * What every attack on a ship checks before any die is thrown (Submarines; Matrix 1 and
 * 9): a submerged submarine can be engaged only by a DD or DE's depth charges, and a
 * target whose class Matrix 1 gives no armour (the MTB) needs a profile with one, a
 * required input the text does not print. Internal.
 */
export function checkShipTarget(target: Ship, rules: FirepowerRules): void {
  if (target.class === 'SM' && target.submerged) {
    throw new RulesError('Submarines: only DD and DE may engage a submerged submarine, by depth charge', {
      code: 'ILLEGAL_ACTION',
      rule: 'Submarines',
      path: ['target', 'submerged'],
    });
  }
  if (profileIn(target, rules.tables.shipClasses).armour === null) {
    throw new RulesError(
      `Matrix 9: Matrix 1 gives ${target.class} no armour class; give the target a profile with one (a required input for an attack on an MTB)`,
      { code: 'INVALID_INPUT', rule: 'Matrix 9', path: ['target', 'profile', 'armour'] },
    );
  }
}
