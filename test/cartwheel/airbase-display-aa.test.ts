import { describe, expect, it } from 'vitest';
import { airbaseAaFactor } from '../../src/cartwheel/airbase-aa.js';
import { airbaseDisplay, quadrantOf } from '../../src/cartwheel/airbase-display.js';
import { at, baseState, counter } from './fixtures.js';

describe('6.4 airbase display quadrants', () => {
  it('Ready/Flown by Undisrupted/Disrupted', () => {
    expect(quadrantOf({ flown: false, disrupted: false })).toBe('ready-undisrupted');
    expect(quadrantOf({ flown: false, disrupted: true })).toBe('ready-disrupted');
    expect(quadrantOf({ flown: true, disrupted: false })).toBe('flown-undisrupted');
    expect(quadrantOf({ flown: true, disrupted: true })).toBe('flown-disrupted');
  });

  it('lists the units in each quadrant of one base', () => {
    const state = baseState({
      airUnits: [
        at('rabaul', counter('a', 'F', 'IJN')),
        at('rabaul', counter('b', 'F', 'IJN'), { flown: true, disrupted: true }),
        at('rabaul', counter('c', 'B', 'IJN'), { disrupted: true }),
        at('lae', counter('d', 'F', 'IJN'), { flown: true }),
      ],
    });
    expect(airbaseDisplay(state, 'rabaul')).toEqual({
      'ready-undisrupted': ['a'],
      'ready-disrupted': ['c'],
      'flown-undisrupted': [],
      'flown-disrupted': ['b'],
    });
    expect(() => airbaseDisplay(state, 'nowhere')).toThrow(/no airbase "nowhere"/);
  });
});

describe('6.6.1 airbase AA factors', () => {
  const base = { name: 'X', disrupted: false, destroyed: false, underConstruction: false };
  it('minor and mobile 2, major 3', () => {
    expect(airbaseAaFactor({ ...base, kind: 'minor' })).toMatchObject({ ok: true, factor: 2 });
    expect(airbaseAaFactor({ ...base, kind: 'mobile' })).toMatchObject({ ok: true, factor: 2, rule: '6.5.3' });
    expect(airbaseAaFactor({ ...base, kind: 'major' })).toMatchObject({ ok: true, factor: 3 });
  });

  it('1 when disrupted, whatever the kind', () => {
    for (const kind of ['minor', 'mobile', 'major'] as const)
      expect(airbaseAaFactor({ ...base, kind, disrupted: true })).toMatchObject({ ok: true, factor: 1 });
  });

  it('none under construction (6.5.3)', () => {
    expect(airbaseAaFactor({ ...base, kind: 'mobile', underConstruction: true })).toMatchObject({
      ok: true,
      factor: 0,
    });
  });

  it('off-board bases cannot be attacked; a destroyed base has no printed factor', () => {
    expect(airbaseAaFactor({ ...base, kind: 'off-board' })).toMatchObject({ ok: false, rule: '6.6.1' });
    expect(airbaseAaFactor({ ...base, kind: 'major', destroyed: true })).toMatchObject({ ok: false, rule: '6.6.3' });
  });

  it('house rules change the factors', () => {
    expect(airbaseAaFactor({ ...base, kind: 'major' }, { airbases: { aa: { major: 4 } } })).toMatchObject({
      factor: 4,
    });
  });
});
