import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { PROPULSIONS } from '../../src/firepower/schemas/enums.js';
import { shipDamageSchema, shipSchema } from '../../src/firepower/schemas/ship.js';
import { copyShipDamage, shipWithDamage } from '../../src/firepower/ship-copy.js';

const plain = deepFreeze(
  shipSchema.parse({
    name: 'Ajax',
    class: 'CL',
    nationality: 'British',
    damage: { listDegrees: 5, damageLevels: ['M'] },
  }),
);
const withOptional = deepFreeze(
  shipSchema.parse({
    name: 'PT-109',
    class: 'MTB',
    nationality: 'American',
    propulsion: PROPULSIONS[0],
    profile: { main: 'T', secondary: null, armour: 'DE', aa: 1 },
  }),
);

describe('ship copies written field by field', () => {
  it('know every field of the ship schema (a new field must be added to src/firepower/ship-copy.ts)', () => {
    expect(Object.keys(shipSchema.shape)).toEqual([
      'name',
      'class',
      'subClass',
      'propulsion',
      'nationality',
      'flag',
      'profile',
      'damage',
      'status',
      'ownInitiative',
      'ownInitiativeForGame',
      'hasFired',
      'brokenOff',
      'submerged',
    ]);
    expect(Object.keys(shipDamageSchema.shape)).toEqual(Object.keys(copyShipDamage(plain.damage)));
  });

  it('equal the spread they replace, key order included, and are not frozen', () => {
    const damage = copyShipDamage(plain.damage);
    expect(damage).toStrictEqual({ ...plain.damage });
    expect(Object.isFrozen(damage)).toBe(false);
    for (const ship of [plain, withOptional]) {
      const next = shipWithDamage(ship, 'sunk', true, false, copyShipDamage(ship.damage));
      const spread = { ...ship, status: 'sunk', ownInitiative: true, ownInitiativeForGame: false, damage: ship.damage };
      expect(next).toStrictEqual(spread);
      expect(Object.keys(next)).toEqual(Object.keys(spread));
      expect(shipSchema.parse(next)).toStrictEqual(next);
    }
  });
});
