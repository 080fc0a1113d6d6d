import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyModifiers } from '../../src/core/modifiers.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { type AirSearchInput, airSearchModifiers, resolveAirSearch } from '../../src/shoestring/air-search.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';
import { MADE_UP_RULES } from './made-up.js';

const bomberArb = fc.record(
  {
    type: fc.constantFrom('LB BMB' as const, 'CV BMB' as const),
    strength: fc.constantFrom('full' as const, 'reduced' as const),
  },
  { noNullPrototype: true },
);
const inputArb: fc.Arbitrary<AirSearchInput> = fc.record(
  {
    side: fc.constantFrom('US' as const, 'Japanese' as const),
    zone: fc.constantFrom('The Slot', 'N. Guadalcanal', 'MADE-UP ZONE'),
    bombers: fc.array(bomberArb, { maxLength: 4 }),
  },
  { noNullPrototype: true },
);

describe('resolveAirSearch: shared resolver properties', () => {
  for (const { name, property } of resolverProperties({
    name: 'air search',
    resolve: (input: AirSearchInput, dice) => resolveAirSearch(input, dice, MADE_UP_RULES),
    input: inputArb,
  })) {
    it(name, () => fc.assert(property, { numRuns: 40 }));
  }
});

describe('N19.3 modifiers are cumulative and order-free', () => {
  it('the total is the roll minus one per full-strength bomber, in any order', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 9 }), (input, natural) => {
        const full = (input.bombers ?? []).filter((b) => b.strength === 'full').length;
        const mods = airSearchModifiers(input);
        expect(applyModifiers(natural, mods).total).toBe(natural - full);
        expect(applyModifiers(natural, [...mods].reverse()).total).toBe(natural - full);
      }),
      { numRuns: 60 },
    );
  });
  it('another full-strength bomber never makes finding less likely', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 9 }), (input, natural) => {
        const more = {
          ...input,
          bombers: [...(input.bombers ?? []), { type: 'LB BMB' as const, strength: 'full' as const }],
        };
        const found = (i: AirSearchInput) =>
          resolveAirSearch(i, scriptedDice([natural]), MADE_UP_RULES).outcome === 'Found' ? 1 : 0;
        expect(found(more)).toBeGreaterThanOrEqual(found(input));
      }),
      { numRuns: 50 },
    );
  });
});
