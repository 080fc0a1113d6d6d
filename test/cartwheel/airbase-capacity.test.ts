import { describe, expect, it } from 'vitest';
import {
  airbaseHosting,
  applyOverCapacityPenalty,
  checkNotOverCapacity,
  hostingReport,
  mobileCapacity,
  overCapacityAirbases,
} from '../../src/cartwheel/airbase-capacity.js';
import { airbaseSchema } from '../../src/cartwheel/schemas/airbase.js';
import { at, BASES, baseState, counter } from './fixtures.js';

const types = (...list: ('F' | 'B' | 'FB' | 'D' | 'R' | 'C')[]) => list.map((type) => ({ type }));

describe('6.3.2 mobile airbase capacity', () => {
  it('any 3 of one type, or any 2', () => {
    expect(mobileCapacity(types('F', 'F', 'F'))).toBe(3);
    expect(mobileCapacity(types('B', 'D', 'B'))).toBe(3);
    expect(mobileCapacity(types('F', 'B'))).toBe(2);
    expect(mobileCapacity([])).toBe(3);
  });

  it('recon (7.3.1) and the Beaufighter count as fighter or bomber, whichever suits', () => {
    expect(mobileCapacity(types('F', 'F', 'R'))).toBe(3);
    expect(mobileCapacity(types('B', 'R', 'FB'))).toBe(3);
    expect(mobileCapacity(types('F', 'B', 'R'))).toBe(2);
  });

  it('house rules can change both numbers', () => {
    expect(mobileCapacity(types('F', 'B'), { airbases: { mobileMixedCapacity: 1 } })).toBe(1);
  });
});

describe('6.3.1 and 7.3.1 fixed bases', () => {
  const major = airbaseSchema.parse(BASES.portMoresby);
  const minor = airbaseSchema.parse(BASES.dobodura);
  it('recon does not count against a major base, but does against a minor one', () => {
    expect(hostingReport(major, types('F', 'F', 'F', 'F', 'R'))).toMatchObject({ counted: 4, overCapacity: false });
    expect(hostingReport(minor, types('F', 'F', 'R'))).toMatchObject({ counted: 3, overCapacity: false });
    expect(hostingReport(minor, types('F', 'F', 'F', 'R'))).toMatchObject({ counted: 4, overCapacity: true });
  });

  it('off-board bases host any number (6.3.3)', () => {
    const truk = airbaseSchema.parse(BASES.truk);
    expect(hostingReport(truk, types(...Array<'F'>(40).fill('F')))).toMatchObject({
      capacity: 'unlimited',
      overCapacity: false,
    });
  });
});

describe('6.3.3 over-capacity penalty', () => {
  const crowded = baseState({
    airUnits: [
      at('lae', counter('a', 'F', 'IJN')),
      at('lae', counter('b', 'F', 'IJN'), { disrupted: true }),
      at('lae', counter('c', 'B', 'IJN')),
      at('rabaul', counter('d', 'F', 'IJN')),
    ],
  });

  it('finds the bases over capacity', () => {
    expect(airbaseHosting(crowded, 'lae')).toMatchObject({ capacity: 2, counted: 3, overCapacity: true });
    expect(overCapacityAirbases(crowded)).toEqual(['lae']);
  });

  it('puts every unit there in the Flown half, keeping disruption, and leaves others alone', () => {
    const next = applyOverCapacityPenalty(crowded, 'lae');
    expect(next.airUnits.map((u) => [u.unit.id, u.flown, u.disrupted])).toEqual([
      ['a', true, false],
      ['b', true, true],
      ['c', true, false],
      ['d', false, false],
    ]);
    expect(applyOverCapacityPenalty(crowded, 'rabaul').airUnits[0]?.flown).toBe(false);
  });

  it('units there may only stage-move until capacity is restored', () => {
    expect(checkNotOverCapacity(applyOverCapacityPenalty(crowded, 'lae'), 'a')).toMatchObject({
      ok: false,
      rule: '6.3.3',
    });
    expect(checkNotOverCapacity(applyOverCapacityPenalty(crowded, 'lae'), 'd').ok).toBe(true);
  });
});
