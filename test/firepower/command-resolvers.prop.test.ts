import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { Dice } from '../../src/dice/dice.js';
import { resolveBattleConditions } from '../../src/firepower/battle-conditions.js';
import { type BreakOffTestInput, resolveBreakOffTest } from '../../src/firepower/break-off-test.js';
import { type ControlTestInput, resolveControlTest } from '../../src/firepower/control-test.js';
import { type DepthChargeInput, resolveDepthCharge } from '../../src/firepower/depth-charge.js';
import { resolveFirstTurn } from '../../src/firepower/first-turn.js';
import { resolveOwnInitiative, resolveSquadronInitiative } from '../../src/firepower/own-initiative.js';
import {
  FORMATION_ORDERS,
  MOVEMENT_ORDERS,
  NATIONALITIES,
  TIMES_OF_DAY,
  WEATHERS,
} from '../../src/firepower/schemas/enums.js';
import { resolveSunEdge } from '../../src/firepower/sun-edge.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';

const record = { noNullPrototype: true } as const;

const controlInput: fc.Arbitrary<ControlTestInput> = fc.record(
  {
    purpose: fc.constantFrom('remain-in-control', 'change-order'),
    movementOrder: fc.constantFrom(...MOVEMENT_ORDERS),
    formationOrder: fc.constantFrom(...FORMATION_ORDERS),
    nationality: fc.constantFrom(...NATIONALITIES),
    year: fc.integer({ min: 1895, max: 1945 }),
    hasFleetFlagship: fc.boolean(),
    distanceToFleetFlagshipCm: fc.integer({ min: 0, max: 200 }),
    squadronDamaged: fc.boolean(),
    fleetFlagshipDamaged: fc.boolean(),
    smoke: fc.boolean(),
    weather: fc.constantFrom(...WEATHERS),
    timeOfDay: fc.constantFrom(...TIMES_OF_DAY),
    radio: fc.boolean(),
    radar: fc.boolean(),
  },
  record,
);

const breakOffInput: fc.Arbitrary<BreakOffTestInput> = fc
  .record(
    {
      nationality: fc.constantFrom(...NATIONALITIES),
      ships: fc.integer({ min: 1, max: 12 }),
      destroyed: fc.integer({ min: 0, max: 12 }),
      lostTwoMainBatteryClasses: fc.integer({ min: 0, max: 12 }),
      friendlyBrokenOffNearby: fc.integer({ min: 0, max: 4 }),
    },
    record,
  )
  .map((v) => {
    const destroyed = Math.min(v.destroyed, v.ships);
    return { ...v, destroyed, lostTwoMainBatteryClasses: Math.min(v.lostTwoMainBatteryClasses, v.ships - destroyed) };
  });

const depthChargeInput: fc.Arbitrary<DepthChargeInput> = fc.record(
  {
    attacker: fc.constantFrom('DD', 'DE'),
    distanceInches: fc.integer({ min: 0, max: 2 }),
    falseTarget: fc.boolean(),
    damaged: fc.boolean(),
  },
  record,
);

const suites = [
  ...resolverProperties({ name: 'Matrix 2 control test', resolve: resolveControlTest, input: controlInput }),
  ...resolverProperties({ name: 'Matrix 3 break-off test', resolve: resolveBreakOffTest, input: breakOffInput }),
  ...resolverProperties({
    name: 'Matrix 4 own initiative',
    resolve: resolveOwnInitiative,
    input: fc.record({ column: fc.constantFrom('flagship', 'other') }, record),
  }),
  ...resolverProperties({
    name: 'Matrix 4 squadron initiative',
    resolve: resolveSquadronInitiative,
    input: fc.record({ otherShips: fc.integer({ min: 0, max: 3 }) }, record),
  }),
  ...resolverProperties({
    name: 'Matrix 6 conditions (d12)',
    resolve: resolveBattleConditions,
    input: fc.constant({}).map(() => ({})),
  }),
  ...resolverProperties({
    name: 'Matrix 6 conditions (2d6)',
    resolve: (input: Record<string, never>, dice: Dice) =>
      resolveBattleConditions(input, dice, { interpretations: { matrix6Dice: '2d6' } }),
    input: fc.constant({}).map(() => ({})),
  }),
  ...resolverProperties({ name: 'sun edge', resolve: resolveSunEdge, input: fc.constant({}).map(() => ({})) }),
  ...resolverProperties({ name: 'depth charge', resolve: resolveDepthCharge, input: depthChargeInput }),
  ...resolverProperties({
    name: 'first turn',
    resolve: resolveFirstTurn,
    input: fc.record({ first: fc.constantFrom('A', 'Jellicoe'), second: fc.constantFrom('B', 'Scheer') }, record),
  }),
];

describe('Firepower command resolvers: shared resolver properties', () => {
  for (const { name, property } of suites) {
    it(name, () => fc.assert(property, { numRuns: 30 }));
  }
});
