import fc from 'fast-check';
import { describe, it } from 'vitest';
import { resolveGuadalcanalAntiAircraft } from '../../src/shoestring/guadalcanal-anti-aircraft.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';
import { MADE_UP_RULES } from './made-up.js';

describe('resolveGuadalcanalAntiAircraft: shared resolver properties', () => {
  for (const { name, property } of resolverProperties({
    name: 'Guadalcanal AA',
    resolve: (input: { survivingBombardUnits: number }, dice) =>
      resolveGuadalcanalAntiAircraft(input, dice, MADE_UP_RULES),
    input: fc.integer({ min: 1, max: 12 }).map((survivingBombardUnits) => ({ survivingBombardUnits })),
  })) {
    it(name, () => fc.assert(property, { numRuns: 40 }));
  }
});
