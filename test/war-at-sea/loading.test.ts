import { describe, expect, it } from 'vitest';
import { checkLoading, checkUnloading, troopCapacity } from '../../src/war-at-sea/index.js';

describe('Ship Capacity and Loading/Unloading', () => {
  it('capacity by special ability: two for Landing 10 and Vital Cargo, one for the rest, none otherwise', () => {
    expect(troopCapacity(['Landing 10'])).toBe(2);
    expect(troopCapacity(['Vital Cargo'])).toBe(2);
    for (const ability of [
      'Landing 5',
      'Landing 3',
      'Secret Cargo',
      'Beach Landing 3',
      'Tokyo Express',
      'Evacuate',
      'Land Secret Cargo 2',
    ]) {
      expect(troopCapacity([ability]), ability).toBe(1);
    }
    expect(troopCapacity(['Bombard', 'Rescue Operations'])).toBe(0);
    expect(troopCapacity([])).toBe(0);
    expect(troopCapacity(['Landing 5', 'Vital Cargo'])).toBe(2);
  });

  it('reads only the capacity table\u2019s own entries: abilities named after Object.prototype members carry nothing', () => {
    expect(troopCapacity(['constructor'])).toBe(0);
    expect(troopCapacity(['toString', 'valueOf', '__proto__'])).toBe(0);
    expect(troopCapacity(['Landing 10', 'toString'])).toBe(2);
  });

  it('loads only in the deployment area and within capacity', () => {
    expect(checkLoading({ abilities: ['Landing 10'], count: 2, inDeploymentArea: true })).toEqual({ ok: true });
    expect(checkLoading({ abilities: ['Landing 10'], count: 2 })).toMatchObject({
      ok: false,
      rule: 'Loading/Unloading',
    });
    expect(
      checkLoading({ abilities: ['Landing 10'], troopsAboard: 1, count: 2, inDeploymentArea: true }),
    ).toMatchObject({
      ok: false,
      rule: 'Ship Capacity',
    });
    expect(checkLoading({ abilities: ['Bombard'], count: 1, inDeploymentArea: true })).toMatchObject({ ok: false });
  });

  it('house rules may change a capacity', () => {
    expect(troopCapacity(['Landing 10'], { capacity: { 'Landing 10': 3 } })).toBe(3);
  });

  it('unloads at any island, some or all of those aboard', () => {
    expect(checkUnloading({ abilities: ['Landing 10'], troopsAboard: 2, count: 1, atIsland: true })).toEqual({
      ok: true,
    });
    expect(checkUnloading({ abilities: ['Landing 10'], troopsAboard: 2, count: 2, atIsland: false })).toMatchObject({
      ok: false,
    });
    expect(checkUnloading({ abilities: ['Landing 10'], troopsAboard: 1, count: 2, atIsland: true })).toMatchObject({
      ok: false,
    });
  });
});
