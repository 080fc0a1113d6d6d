import fc from 'fast-check';
import { describe, it } from 'vitest';
import { resolveAirbaseEvacuation } from '../../src/cartwheel/airbase-evacuation.js';
import { resolveInitiative } from '../../src/cartwheel/initiative.js';
import { resolveInitiativeMissions } from '../../src/cartwheel/initiative-missions.js';
import { MADE_UP_TABLES } from '../../src/cartwheel/made-up-tables.js';
import { resolveRandomEvent } from '../../src/cartwheel/random-events.js';
import { resolveReconFlight } from '../../src/cartwheel/recon-flight.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';

const rules = { tables: MADE_UP_TABLES };
const side = fc.constantFrom('Allied' as const, 'Japanese' as const);
const conditions = fc.subarray(['japanese-recon-port-moresby', 'allied-recon-rabaul', 'made-up-allied-carrier']);

const suites = [
  ...resolverProperties({
    name: 'recon flight (7.3.2)',
    resolve: (input, dice) => resolveReconFlight(input, dice, rules),
    input: fc.record({
      unitId: fc.constantFrom('P-38', 'Dinah'),
      magic: fc.boolean(),
      generalRegroupTurn: fc.boolean(),
    }),
  }),
  ...resolverProperties({
    name: 'initiative (7.4)',
    resolve: (input, dice) => resolveInitiative(input, dice, rules),
    input: fc.oneof(
      fc.record({ turn: fc.integer({ min: 2, max: 30 }), conditions }),
      fc.record({ turn: fc.constant(1), scenarioInitiative: side }),
    ),
  }),
  ...resolverProperties({
    name: 'initiative missions (7.5)',
    resolve: (input, dice) => resolveInitiativeMissions(input, dice, rules),
    input: fc.record({ initiative: side }),
  }),
  ...resolverProperties({
    name: 'airbase evacuation (6.6.5)',
    resolve: (input, dice) => resolveAirbaseEvacuation(input, dice, rules),
    input: fc.record({
      units: fc.uniqueArray(
        fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), srmp: fc.option(fc.integer({ min: 0, max: 12 })) }),
        { minLength: 1, maxLength: 3, selector: (u) => u.id },
      ),
      airbaseDisrupted: fc.boolean(),
      conditions: fc.subarray(['made-up-night']),
    }),
  }),
  ...resolverProperties({
    name: 'random event (5.1)',
    resolve: (input, dice) => resolveRandomEvent(input, dice, rules),
    input: fc.record({ turn: fc.integer({ min: 1, max: 30 }) }),
  }),
];

describe('the shared resolver property suite on every Cartwheel resolver', () => {
  for (const { name, property } of suites) it(name, () => fc.assert(property, { numRuns: 40 }));
});
