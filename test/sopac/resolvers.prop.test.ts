import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupBand, probabilityOf } from '../../src/index.js';
import {
  MINE_DAMAGE_TABLE,
  mineCheckOdds,
  mtbContactOdds,
  resolveMineCheck,
  resolveMinefieldCrossing,
  resolveMtbAttack,
  resolveMtbContact,
  resolveSubmarineMineAttack,
  resolveSweep,
  SURPRISE_TABLE,
  SWEEP_TABLE,
} from '../../src/sopac/index.js';
import { checkBandTable, checkMonotone, resolverProperties } from '../../src/testing/index.js';

const suites = [
  ...resolverProperties({
    name: 'Minefield Table (19.2)',
    resolve: resolveMineCheck,
    input: fc.record({ minefields: fc.integer({ min: 1, max: 8 }), speed: fc.integer({ min: 0, max: 4 }) }),
  }),
  ...resolverProperties({
    name: 'minefield crossing (19.2, 19.21)',
    resolve: resolveMinefieldCrossing,
    input: fc.record({ minefields: fc.integer({ min: 1, max: 8 }), speed: fc.integer({ min: 0, max: 4 }) }),
  }),
  ...resolverProperties({
    name: 'submarines and mines (19.24)',
    resolve: resolveSubmarineMineAttack,
    input: fc.record({ survivingSubs: fc.integer({ min: 1, max: 4 }) }),
  }),
  ...resolverProperties({
    name: 'sweeping (19.63)',
    resolve: resolveSweep,
    input: fc.record({ sweepers: fc.integer({ min: 1, max: 4 }), minefields: fc.integer({ min: 1, max: 3 }) }),
  }),
  ...resolverProperties({
    name: 'MTB contact (20.3)',
    resolve: resolveMtbContact,
    input: fc.record({ boats: fc.integer({ min: 1, max: 6 }) }),
  }),
  ...resolverProperties({
    name: 'MTB attack (20.41)',
    resolve: resolveMtbAttack,
    input: fc.record({
      attacks: fc.integer({ min: 0, max: 1 }).map((aces) => [{ target: 'T', boats: 1, aces }]),
      ships: fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 })).map(([a, b]) => [
        { id: 'T', fireDice: a },
        { id: 'E', fireDice: b },
      ]),
      specialGunnery: fc.boolean(),
    }),
  }),
];

describe('the shared resolver property suite on every SOPAC resolver', () => {
  for (const { name, property } of suites) it(name, () => fc.assert(property, { numRuns: 20, seed: 1942 }));
});

describe('table invariants', () => {
  it('the d6 tables cover every face once', () => {
    expect(checkBandTable(MINE_DAMAGE_TABLE, { from: 1, to: 6 })).toEqual([]);
    expect(checkBandTable(SWEEP_TABLE, { from: 1, to: 6 })).toEqual([]);
    expect(checkBandTable(SURPRISE_TABLE, { from: 1, to: 6 })).toEqual([]);
  });

  it('a higher Mine Damage die never does less: hull, then dead in the water, then sinking', () => {
    const rank = (d: { hull: number; deadInWater: boolean; sinks: boolean }) =>
      d.sinks ? 100 : d.deadInWater ? 50 : d.hull;
    expect(
      checkMonotone({
        from: 1,
        to: 6,
        read: (f) => lookupBand(MINE_DAMAGE_TABLE, f).result,
        rank,
        direction: 'nondecreasing',
      }),
    ).toEqual([]);
  });

  it('more minefields or more speed never make a ship safer; the chance stops growing past six minefields', () => {
    const p = (minefields: number, speed: number) =>
      Number(probabilityOf(mineCheckOdds({ minefields, speed }), (o) => o.damaged).numerator) /
      Number(probabilityOf(mineCheckOdds({ minefields, speed }), (o) => o.damaged).denominator);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 3 }), (m, s) => {
        return p(m + 1, s) >= p(m, s) && p(m, s + 1) >= p(m, s) && (m < 6 || p(m + 1, s) === p(m, s));
      }),
      { seed: 1942, numRuns: 30 },
    );
  });

  it('more boats never make contact less likely', () => {
    const p = (boats: number) =>
      mtbContactOdds({ boats })
        .outcomes.filter((o) => o.outcome.contact)
        .reduce((s, o) => s + o.probability, 0);
    for (let boats = 1; boats < 8; boats++) expect(p(boats + 1)).toBeGreaterThan(p(boats));
  });
});
