import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyModifiers } from '../../src/core/modifiers.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { extendPatrolModifiers, resolveExtendPatrol } from '../../src/shoestring/patrol-extension.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';
import { patrolGroupArb } from './arbitraries.js';

describe('resolveExtendPatrol: shared resolver properties', () => {
  for (const { name, property } of resolverProperties({
    name: 'extend patrol',
    resolve: resolveExtendPatrol,
    input: patrolGroupArb,
  })) {
    it(name, () => fc.assert(property, { numRuns: 40 }));
  }
});

describe('N18.7 modifiers are cumulative and order-free', () => {
  it('the total is the natural roll plus each condition that holds, in any order', () => {
    fc.assert(
      fc.property(patrolGroupArb, fc.integer({ min: 0, max: 9 }), fc.integer(), (group, natural, seed) => {
        const mods = extendPatrolModifiers(group);
        const zone = group.ships[0]?.zone ?? '';
        const us = group.side === 'US';
        const expected =
          (us ? -1 : 0) +
          (group.ships.some((s) => s.damaged) ? 1 : 0) +
          (us && ['The Slot', 'Northwest Coral Sea'].includes(zone) ? 2 : 0) +
          (!us && ['Eastern Solomons', 'Northeast Coral Sea'].includes(zone) ? 2 : 0) +
          (!us && group.ships.some((s) => s.type === 'BB') ? 1 : 0);
        expect(applyModifiers(natural, mods).total).toBe(natural + expected);
        const k = mods.length === 0 ? 0 : Math.abs(seed) % mods.length;
        const shuffled = [...mods.slice(k), ...mods.slice(0, k)].reverse();
        expect(applyModifiers(natural, shuffled).total).toBe(applyModifiers(natural, mods).total);
        expect(new Set(mods.map((m) => m.label)).size).toBe(mods.length);
      }),
      { numRuns: 100 },
    );
  });
  it('adding a damaged ship never makes extending more likely', () => {
    fc.assert(
      fc.property(patrolGroupArb, fc.integer({ min: 0, max: 9 }), (group, natural) => {
        const damaged = { ...group, ships: group.ships.map((s, i) => (i === 0 ? { ...s, damaged: true } : s)) };
        const a = resolveExtendPatrol(group, scriptedDice([natural])).total ?? 0;
        const b = resolveExtendPatrol(damaged, scriptedDice([natural])).total ?? 0;
        expect(b).toBeGreaterThanOrEqual(a);
      }),
      { numRuns: 50 },
    );
  });
});
