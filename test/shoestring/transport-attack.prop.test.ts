import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyModifiers } from '../../src/core/modifiers.js';
import { resolveTransportAttack, transportAttackModifiers } from '../../src/shoestring/transport-attack.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';
import { transportAttackArb } from './arbitraries.js';

describe('resolveTransportAttack: shared resolver properties', () => {
  for (const { name, property } of resolverProperties({
    name: 'transport attack',
    resolve: resolveTransportAttack,
    input: transportAttackArb,
  })) {
    it(name, () => fc.assert(property, { numRuns: 40 }));
  }
});

describe('R18.3 modifiers are cumulative and order-free', () => {
  it('the total is the natural roll plus each condition that holds, in any order', () => {
    fc.assert(
      fc.property(transportAttackArb, fc.integer({ min: 0, max: 9 }), (input, natural) => {
        const mods = transportAttackModifiers(input);
        const expected =
          (input.henderson === 'attacker' ? -1 : 0) +
          (input.henderson === 'transporter' ? 1 : 0) +
          (input.transporterHasMoreShipsInNorthGuadalcanal ? 1 : 0);
        expect(applyModifiers(natural, mods).total).toBe(natural + expected);
        expect(applyModifiers(natural, [...mods].reverse()).total).toBe(natural + expected);
      }),
      { numRuns: 60 },
    );
  });
});
