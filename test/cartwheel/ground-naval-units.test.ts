import { describe, expect, it } from 'vitest';
import {
  cargoCapacity,
  checkGroundAttack,
  countsAsInfantry,
  isNavalCombatUnit,
  navalCategory,
} from '../../src/cartwheel/ground-naval-units.js';
import { groundUnitSchema } from '../../src/cartwheel/schemas/ground-unit.js';
import { navalUnitSchema } from '../../src/cartwheel/schemas/naval-unit.js';

describe('2.2 ground units', () => {
  it('all but armor count as infantry', () => {
    expect(countsAsInfantry({ kind: 'infantry' })).toBe(true);
    expect(countsAsInfantry({ kind: 'marine' })).toBe(true);
    expect(countsAsInfantry({ kind: 'parachute' })).toBe(true);
    expect(countsAsInfantry({ kind: 'armor' })).toBe(false);
  });

  it('a garrison (red CF) only defends', () => {
    const garrison = groundUnitSchema.parse({
      id: 'Lae',
      side: 'Japanese',
      kind: 'infantry',
      cf: 2,
      reducedCf: null,
      garrison: true,
      size: 'X',
    });
    expect(checkGroundAttack(garrison)).toMatchObject({ ok: false, rule: '2.2' });
    expect(checkGroundAttack({ ...garrison, garrison: false }).ok).toBe(true);
  });
});

describe('2.2 naval units', () => {
  it('transports are the only naval units that are not combat units (3.0)', () => {
    for (const type of ['BB', 'CA', 'CLT', 'CV', 'CVL', 'SS'] as const) expect(isNavalCombatUnit({ type })).toBe(true);
    expect(isNavalCombatUnit({ type: 'T' })).toBe(false);
  });

  it('categories: surface warship, carrier, transport, submarine', () => {
    expect(navalCategory('CLT')).toBe('surface warship');
    expect(navalCategory('CVL')).toBe('carrier');
    expect(navalCategory('T')).toBe('transport');
    expect(navalCategory('SS')).toBe('submarine');
  });

  it('transports and the CLT carry their cargo capacity', () => {
    const maru = navalUnitSchema.parse({
      id: 'Maru',
      side: 'Japanese',
      type: 'T',
      full: { aa: 0, af: 0, speed: 2, df: 1, cargo: 4 },
      reduced: null,
    });
    expect(cargoCapacity(maru, maru.full)).toBe(4);
    expect(cargoCapacity({ type: 'CLT' }, { cargo: 1 })).toBe(1);
    expect(cargoCapacity({ type: 'BB' }, { cargo: 2 })).toBe(0);
  });
});
