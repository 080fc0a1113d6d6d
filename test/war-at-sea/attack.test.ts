import { describe, expect, it } from 'vitest';
import { createDice, isRulesError, scriptedDice } from '../../src/index.js';
import { attackOdds, lookupAttackEffect, resolveAttack } from '../../src/war-at-sea/index.js';

const cruiser = { armour: 4, vitalArmour: 8, hullPointsLeft: 3 };

describe('the base attack: d6 pool, 4–5 one success, 6 two (Attack)', () => {
  it('scores each die: 1–3 none, 4–5 one, 6 two', () => {
    const r = resolveAttack({ attackDice: 6, target: cruiser }, scriptedDice([1, 2, 3, 4, 5, 6]));
    expect(r.outcome).toEqual({ successes: 4, effect: 'damage' });
    expect(r.rolls.map((roll) => roll.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.total).toBe(4);
  });

  it('successes below armour do nothing; at vital armour the target is destroyed', () => {
    expect(resolveAttack({ attackDice: 3, target: cruiser }, scriptedDice([4, 5, 3])).outcome.effect).toBe('none');
    expect(resolveAttack({ attackDice: 4, target: cruiser }, scriptedDice([6, 6, 6, 6])).outcome.effect).toBe(
      'destroyed',
    );
  });

  it('Hard to Kill: more than one hull point left, one attack cannot destroy; with one left it can', () => {
    const tough = { armour: 4, vitalArmour: 8, hardToKill: true };
    expect(lookupAttackEffect(12, { ...tough, hullPointsLeft: 2 })).toBe('damage');
    expect(lookupAttackEffect(12, { ...tough, hullPointsLeft: 1 })).toBe('destroyed');
    expect(lookupAttackEffect(3, { ...tough, hullPointsLeft: 1 })).toBe('none');
  });

  it('a target with no vital armour takes at most one hull point per attack', () => {
    expect(lookupAttackEffect(40, { armour: 5, vitalArmour: null, hullPointsLeft: 1 })).toBe('damage');
  });

  it('zero dice is no attack at all: no roll, no effect', () => {
    const r = resolveAttack({ attackDice: 0, target: cruiser }, createDice(1));
    expect(r.rolls).toEqual([]);
    expect(r.outcome).toEqual({ successes: 0, effect: 'none' });
  });

  it('refuses bad input with a RulesError naming the field and the rule', () => {
    try {
      resolveAttack({ attackDice: -1, target: cruiser }, createDice(1));
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error) && error.rule).toBe('Attack');
      expect(String(error)).toMatch(/attackDice/);
    }
    expect(() => resolveAttack({ attackDice: 2, target: { ...cruiser, vital: 8 } } as never, createDice(1))).toThrow(
      /vital/,
    );
  });
});

/** The distribution of successes of n attack dice by convolution of the per-die 1/2, 1/3, 1/6 (in 6ths). */
function convolution(n: number): bigint[] {
  let dist = [1n];
  for (let i = 0; i < n; i++) {
    const next = Array.from({ length: dist.length + 2 }, () => 0n);
    dist.forEach((w, s) => {
      next[s] = (next[s] ?? 0n) + w * 3n;
      next[s + 1] = (next[s + 1] ?? 0n) + w * 2n;
      next[s + 2] = (next[s + 2] ?? 0n) + w;
    });
    dist = next;
  }
  return dist;
}

describe('exact odds of an attack', () => {
  it('a 12-die attack: successes 0 to 24 equal the convolution of one die, exactly', () => {
    const odds = attackOdds({ attackDice: 12, target: { armour: 30, vitalArmour: null, hullPointsLeft: 1 } });
    const expected = convolution(12);
    const total = 6n ** 12n;
    expect(odds.outcomes).toHaveLength(25);
    for (const o of odds.outcomes) {
      const w = expected[o.outcome.successes] ?? 0n;
      expect(o.fraction.numerator * total, `${o.outcome.successes} successes`).toBe(w * o.fraction.denominator);
    }
  });

  it('the effect of a 12-die attack on a 4/8 cruiser sums to exactly 1', () => {
    const odds = attackOdds({ attackDice: 12, target: cruiser });
    const byEffect = new Map<string, bigint>();
    const expected = convolution(12);
    expected.forEach((w, s) => {
      const effect = s >= 8 ? 'destroyed' : s >= 4 ? 'damage' : 'none';
      byEffect.set(effect, (byEffect.get(effect) ?? 0n) + w);
    });
    for (const effect of ['none', 'damage', 'destroyed']) {
      const p = odds.outcomes.filter((o) => o.outcome.effect === effect).reduce((sum, o) => sum + o.probability, 0);
      expect(p).toBeCloseTo(Number(byEffect.get(effect) ?? 0n) / 6 ** 12, 12);
    }
  });
});
