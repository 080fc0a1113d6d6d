import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyModifiers, formatModifier, modifier } from '../../src/core/modifiers.js';

describe('modifiers', () => {
  it('apply as data and drop zero deltas', () => {
    const applied = applyModifiers(4, [
      modifier('N18.7', 'U.S. group', -1),
      modifier('N18.7', 'nothing', 0),
      modifier('N18.7', 'damaged', 2),
    ]);
    expect(applied).toEqual({
      natural: 4,
      modifiers: [
        { rule: 'N18.7', label: 'U.S. group', delta: -1 },
        { rule: 'N18.7', label: 'damaged', delta: 2 },
      ],
      net: 1,
      total: 5,
    });
    expect(formatModifier(modifier('N18.7', 'U.S. group', -1))).toBe('−1 U.S. group (N18.7)');
  });

  it('are cumulative and order-free', () => {
    const arb = fc.array(
      fc.record({ rule: fc.constant('X'), label: fc.string(), delta: fc.integer({ min: -5, max: 5 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), arb, (natural, mods) => {
        const forward = applyModifiers(natural, mods).total;
        const backward = applyModifiers(natural, [...mods].reverse()).total;
        return forward === backward && forward === natural + mods.reduce((s, m) => s + m.delta, 0);
      }),
    );
  });
});
