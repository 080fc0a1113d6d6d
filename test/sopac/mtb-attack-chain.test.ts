/**
 * MTB attack odds as counts (binomial fire and torpedoes, hypergeometric Aces lost) equal
 * the die-by-die enumeration of the resolver's own stages, and an attack too big is
 * refused with ODDS_LIMIT instead of running for minutes.
 */
import { describe, expect, it } from 'vitest';
import { addFractions, fraction, isRulesError } from '../../src/index.js';
import { exactRounds } from '../../src/odds/exact-rounds.js';
import { type MtbAttackInput, mtbAttackOdds } from '../../src/sopac/index.js';
import { mtbAttackInputSchema } from '../../src/sopac/mtb-attack-input.js';
import { playMtbStage, startMtbAttack } from '../../src/sopac/mtb-attack-stages.js';
import { resolveSopacRules, type SopacRulesOverrides } from '../../src/sopac/rules.js';

/** The old way: every die of every stage enumerated, a die per boat lost (20.5), equal states merged. */
function enumerated(input: MtbAttackInput, overrides?: SopacRulesOverrides) {
  const attack = mtbAttackInputSchema.parse(input);
  const rules = resolveSopacRules(overrides);
  return exactRounds(startMtbAttack(attack), (state, dice) => playMtbStage(state, attack, dice, rules, false).state, {
    until: (state) => state.stage === 'over',
    maxRounds: 5,
    maxPaths: 1_000_000,
  });
}

function expectEqual(input: MtbAttackInput, overrides?: SopacRulesOverrides): void {
  const counted = mtbAttackOdds(input, overrides);
  const slow = enumerated(input, overrides);
  const byKey = new Map(slow.outcomes.map((o) => [JSON.stringify(o.state), o.fraction]));
  expect(counted.outcomes).toHaveLength(byKey.size);
  for (const o of counted.outcomes)
    expect(o.fraction, JSON.stringify(o.state)).toEqual(byKey.get(JSON.stringify(o.state)));
  expect(counted.rounds).toBe(slow.rounds);
  expect(counted.unfinished).toEqual(fraction(0n));
}

const T = 'MADE-UP Kako';
const U = 'MADE-UP Aoba';
const X = 'MADE-UP Furutaka';

describe('MTB attack odds as counts', () => {
  it('eight boats, special gunnery, no Aces: equal to the enumeration of every die', () => {
    expectEqual({
      attacks: [{ target: T, boats: 8, sinksAfter: 3 }],
      ships: [
        { id: T, fireDice: 3 },
        { id: X, fireDice: 2 },
      ],
      specialGunnery: true,
    });
  });

  it('Aces lost at random (20.5) are hypergeometric: equal to a die per boat lost, enumerated', () => {
    expectEqual({
      attacks: [{ target: T, boats: 5, aces: 2, sinksAfter: 3 }],
      ships: [
        { id: T, fireDice: 3 },
        { id: X, fireDice: 2 },
      ],
      specialGunnery: true,
    });
  });

  it('two targets, fleet fire passing to the other group, house-rule hit numbers: equal', () => {
    const input: MtbAttackInput = {
      attacks: [
        { target: T, boats: 3, aces: 1, sinksAfter: 2 },
        { target: U, boats: 2, aces: 1 },
      ],
      ships: [
        { id: T, fireDice: 2 },
        { id: U, fireDice: 1 },
        { id: X, fireDice: 2, firesAt: U },
      ],
      specialGunnery: true,
    };
    expectEqual(input);
    expectEqual(input, { mtb: { shipFireHitsOn: 5, torpedoHitsOn: 5, aceBonus: 2, gunneryHitsOn: 4 } });
  });

  it('eight boats with Aces on one target, special gunnery: every outcome, summing to exactly 1', () => {
    const odds = mtbAttackOdds({
      attacks: [{ target: T, boats: 8, aces: 3, sinksAfter: 3 }],
      ships: [
        { id: T, fireDice: 4 },
        { id: X, fireDice: 3 },
      ],
      specialGunnery: true,
    });
    expect(odds.outcomes.reduce((sum, o) => addFractions(sum, o.fraction), fraction(0n))).toEqual(fraction(1n));
    expect(odds.outcomes.every((o) => o.state.stage === 'over' && o.finished)).toBe(true);
    for (const o of odds.outcomes) {
      const g = o.state.groups[0];
      expect(g !== undefined && g.acesLost <= 3 && g.acesLost <= g.boatsLost && g.boatsLost - g.acesLost <= 5).toBe(
        true,
      );
    }
  });

  it('an attack too big is refused at once with ODDS_LIMIT naming maxStates, which moves the bound', () => {
    const huge: MtbAttackInput = {
      attacks: Array.from({ length: 20 }, (_, i) => ({ target: `MADE-UP ${i}`, boats: 100, aces: 50, sinksAfter: 5 })),
      ships: Array.from({ length: 20 }, (_, i) => ({ id: `MADE-UP ${i}`, fireDice: 50 })),
      specialGunnery: true,
    };
    let thrown: unknown;
    try {
      mtbAttackOdds(huge);
    } catch (error) {
      thrown = error;
    }
    expect(isRulesError(thrown) && thrown.code).toBe('ODDS_LIMIT');
    expect((thrown as Error).message).toMatch(/maxStates/);
    const small: MtbAttackInput = { attacks: [{ target: T, boats: 2 }], ships: [{ id: T, fireDice: 2 }] };
    expect(() => mtbAttackOdds(small, undefined, { maxStates: 2 })).toThrow(/maxStates/);
    expect(mtbAttackOdds(small, undefined, { maxStates: 1000 }).unfinished).toEqual(fraction(0n));
    expect(() => mtbAttackOdds(small, undefined, { maxStates: -1 })).toThrow(/maxStates/);
  });

  it('a state too wide for a number key is keyed by text, with the same exact odds', () => {
    // Two groups of 50 Aces: the mixed-radix key would pass 2^53, so the chain keys by text.
    const input: MtbAttackInput = {
      attacks: [T, U].map((target) => ({ target, boats: 50, aces: 50 })),
      ships: [T, U].map((id) => ({ id, fireDice: 0 })),
    };
    const odds = mtbAttackOdds(input);
    expect(odds.outcomes).toHaveLength(3 * 101 ** 2); // each surprise result, each group's torpedo hits
    expect(odds.outcomes.map((o) => o.fraction).reduce(addFractions)).toEqual(fraction(1n));
    // Aces' torpedoes hit on 5 or 6 (6, with the Ace's +1): all 100 dice at both targets hit with (1/3)^200.
    const all = odds.outcomes.filter((o) => o.state.groups.every((g) => g.torpedoHits === 100));
    expect(all.map((o) => o.fraction).reduce(addFractions)).toEqual(fraction(1n, 3n ** 200n));
  });
});
