import { describe, expect, it } from 'vitest';
import { gunneryInputSchema } from '../../src/firepower/index.js';
import { LATE_DAYLIGHT } from '../../src/firepower/schemas/conditions.js';
import {
  aircraftStandSchema,
  battleConditionsSchema,
  shipSchema,
  squadronSchema,
} from '../../src/firepower/schemas.js';

describe('Firepower schemas', () => {
  it('a ship needs only a name, class and nationality; the rest is a fresh ship', () => {
    const ship = shipSchema.parse({ name: 'Hood', class: 'BC', nationality: 'British' });
    expect(ship).toMatchObject({
      subClass: '',
      flag: 'none',
      status: 'afloat',
      ownInitiative: false,
      brokenOff: false,
    });
    expect(ship.damage).toEqual({
      listDegrees: 0,
      listAspects: [],
      speedLostInches: 0,
      propulsionLost: false,
      mainBatteryClassesLost: 0,
      secondaryBatteryClassesLost: 0,
      firePoints: 0,
      specialEffects: [],
      damageLevels: [],
      submarineDamaged: false,
    });
  });

  it('keeps a sub-class, propulsion suffix and partial damage', () => {
    const ship = shipSchema.parse({
      name: 'Deutschland',
      class: 'BC',
      subClass: '--',
      propulsion: 'D',
      nationality: 'German',
      damage: { firePoints: 7 },
    });
    expect(ship.subClass).toBe('--');
    expect(ship.propulsion).toBe('D');
    expect(ship.damage.firePoints).toBe(7);
    expect(ship.damage.listDegrees).toBe(0);
  });

  it('rejects an unknown class and a special effect off the table', () => {
    expect(() => shipSchema.parse({ name: 'x', class: 'CVL', nationality: 'Other' })).toThrow();
    expect(() =>
      shipSchema.parse({ name: 'x', class: 'DD', nationality: 'Other', damage: { specialEffects: [7] } }),
    ).toThrow();
  });

  it('a squadron holds ships and orders', () => {
    const squadron = squadronSchema.parse({
      name: 'BCS',
      nationality: 'British',
      ships: [{ name: 'Lion', class: 'BC', nationality: 'British', flag: 'squadron' }],
      movementOrder: 'engage',
      formationOrder: 'line-ahead',
    });
    expect(squadron.underControl).toBe(true);
    expect(squadron.ships[0]?.flag).toBe('squadron');
  });

  it('an aircraft stand defaults to a waiting standard stand', () => {
    expect(aircraftStandSchema.parse({ name: 'VT-8', class: 'TB', nationality: 'American' })).toMatchObject({
      subClass: '',
      casualtyModifier: 0,
      aaModifier: 0,
      status: 'waiting',
    });
    expect(() =>
      aircraftStandSchema.parse({ name: 'x', class: 'TB', nationality: 'American', subClass: '--' }),
    ).toThrow();
  });

  it('battle conditions: radar and flares are Late Period only', () => {
    expect(battleConditionsSchema.parse({ period: 'late', nightAids: { radar: true } }).nightAids).toEqual({
      radar: true,
      flares: false,
    });
    expect(() => battleConditionsSchema.parse({ period: 'middle', nightAids: { flares: true } })).toThrow();
  });

  it('a resolver given no conditions reads the Late Period in daylight, as { period: late } parses', () => {
    expect(LATE_DAYLIGHT).toEqual(battleConditionsSchema.parse({ period: 'late' }));
    expect(gunneryInputSchema.parse({ battery: 'BB', target: 'CA', range: 'short' }).conditions).toEqual(LATE_DAYLIGHT);
  });
});
