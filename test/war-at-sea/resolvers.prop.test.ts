import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupBand } from '../../src/index.js';
import { checkBandTable, checkMonotone, resolverProperties } from '../../src/testing/index.js';
import {
  ATTACK_DIE_TABLE,
  attackOdds,
  lookupAttackEffect,
  resolveAttack,
  resolveAttackOnTroops,
  resolveAttackPhase,
  resolveInfantryCombat,
  resolveInfantryFight,
  resolveRescue,
  TROOP_CAPACITY,
  troopCapacity,
} from '../../src/war-at-sea/index.js';

const target = fc.record({
  armour: fc.integer({ min: 1, max: 8 }),
  vitalArmour: fc.option(fc.integer({ min: 1, max: 12 })),
  hullPointsLeft: fc.integer({ min: 1, max: 4 }),
  hardToKill: fc.boolean(),
});

const suites = [
  ...resolverProperties({
    name: 'attack (Attack)',
    resolve: resolveAttack,
    input: fc.record({ attackDice: fc.integer({ min: 0, max: 8 }), target }),
  }),
  ...resolverProperties({
    name: 'attack on troops (Naval Gunfire vs. Troop Combat)',
    resolve: resolveAttackOnTroops,
    input: fc.oneof(
      fc.record({
        attacker: fc.constant('ship' as const),
        type: fc.constant('gunnery' as const),
        attackDice: fc.integer({ min: 0, max: 6 }),
        abilities: fc.subarray(['Bombard', 'Shore Support', 'Landing 10']),
        damage: fc.integer({ min: 0, max: 1 }),
      }),
      fc.record({
        attacker: fc.constant('aircraft' as const),
        type: fc.constantFrom('bomb' as const, 'gunnery' as const),
        attackDice: fc.integer({ min: 0, max: 6 }),
      }),
    ),
  }),
  ...resolverProperties({
    name: 'attack phase (Attack)',
    resolve: resolveAttackPhase,
    input: fc.record({
      targets: fc.record({ a: target, b: target }),
      attacks: fc.array(fc.record({ target: fc.constantFrom('a', 'b'), attackDice: fc.integer({ min: 0, max: 3 }) }), {
        maxLength: 3,
      }),
    }),
  }),
  ...resolverProperties({
    name: 'infantry combat (Troop vs. Troop Combat)',
    resolve: resolveInfantryCombat,
    input: fc.record({ Allies: fc.integer({ min: 0, max: 6 }), Axis: fc.integer({ min: 0, max: 6 }) }),
  }),
  ...resolverProperties({
    name: 'island fight (Troop vs. Troop Combat)',
    resolve: resolveInfantryFight,
    input: fc.record({
      Allies: fc.integer({ min: 0, max: 3 }),
      Axis: fc.integer({ min: 0, max: 3 }),
      maxTurns: fc.integer({ min: 1, max: 2 }),
    }),
  }),
  ...resolverProperties({
    name: 'rescue (Special Rules)',
    resolve: resolveRescue,
    input: fc.record({ troopsAboard: fc.integer({ min: 1, max: 3 }), rescuerInSector: fc.constant(true) }),
  }),
];

describe('the shared resolver property suite on every War at Sea resolver', () => {
  for (const { name, property } of suites) it(name, () => fc.assert(property, { numRuns: 30, seed: 1942 }));
});

describe('table invariants', () => {
  it('the attack die table covers every roll once and never scores fewer successes for a higher face', () => {
    expect(checkBandTable(ATTACK_DIE_TABLE, { from: 1, to: 6 })).toEqual([]);
    expect(
      checkMonotone({
        from: 1,
        to: 6,
        read: (face) => lookupBand(ATTACK_DIE_TABLE, face).result,
        rank: (successes) => successes,
        direction: 'nondecreasing',
      }),
    ).toEqual([]);
  });

  it('capacity is 0, 1 or 2 for every listed ability, and the most of any two abilities', () => {
    const abilities = Object.keys(TROOP_CAPACITY);
    fc.assert(
      fc.property(fc.subarray([...abilities, 'Bombard', 'MADE-UP other']), (list) => {
        const most = Math.max(0, ...list.map((a) => (TROOP_CAPACITY as Record<string, number>)[a] ?? 0));
        return troopCapacity(list) === most && most <= 2;
      }),
      { seed: 1942 },
    );
  });

  it('more successes never do less: the effect is monotone in successes for any target', () => {
    const rank = { none: 0, damage: 1, destroyed: 2 } as const;
    fc.assert(
      fc.property(
        target,
        fc.integer({ min: 0, max: 30 }),
        (t, s) => rank[lookupAttackEffect(s, t)] <= rank[lookupAttackEffect(s + 1, t)],
      ),
      { seed: 1942 },
    );
  });

  it('more dice never make an attack less likely to damage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 12 }), (n, armour) => {
        const p = (count: number) =>
          attackOdds({ attackDice: count, target: { armour, vitalArmour: null, hullPointsLeft: 2 } })
            .outcomes.filter((o) => o.outcome.effect !== 'none')
            .reduce((sum, o) => sum + o.probability, 0);
        return p(n + 1) >= p(n) - 1e-12;
      }),
      { seed: 1942, numRuns: 40 },
    );
  });
});
