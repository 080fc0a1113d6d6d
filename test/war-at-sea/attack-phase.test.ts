import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/index.js';
import { attackPhaseOdds, resolveAttackPhase, troopCounterTarget } from '../../src/war-at-sea/index.js';

describe('a phase of attacks: damage applied together at its end (Attack)', () => {
  it('two attacks on a fresh troop counter, one hull point each, destroy it at the end of the phase', () => {
    const r = resolveAttackPhase(
      {
        targets: { troops: troopCounterTarget() },
        attacks: [
          { target: 'troops', attackDice: 3 },
          { target: 'troops', attackDice: 3 },
        ],
      },
      scriptedDice([6, 6, 4, 6, 6, 5]),
    );
    expect(r.steps.map((s) => s.outcome)).toEqual([
      { successes: 5, effect: 'damage' },
      { successes: 5, effect: 'damage' },
    ]);
    expect(r.outcome.troops).toEqual({ damage: 2, hullPointsLeft: 0, destroyed: true });
  });

  it('each attack is judged as the target stood at the start: Hard to Kill holds for each alone', () => {
    const r = resolveAttackPhase(
      {
        targets: { ship: { armour: 2, vitalArmour: 4, hullPointsLeft: 3, hardToKill: true } },
        attacks: [{ target: 'ship', attackDice: 2 }],
      },
      scriptedDice([6, 6]),
    );
    expect(r.outcome.ship).toEqual({ damage: 1, hullPointsLeft: 2, destroyed: false });
  });

  it('an attack on an unknown target is refused, naming it', () => {
    expect(() =>
      resolveAttackPhase({ targets: {}, attacks: [{ target: 'ghost', attackDice: 1 }] }, scriptedDice([])),
    ).toThrow(/ghost/);
  });

  it('exact odds of a phase sum to 1', () => {
    const odds = attackPhaseOdds({
      targets: { troops: troopCounterTarget() },
      attacks: [
        { target: 'troops', attackDice: 4 },
        { target: 'troops', attackDice: 4 },
      ],
    });
    expect(odds.outcomes.reduce((p, o) => p + o.probability, 0)).toBeCloseTo(1, 12);
    expect(odds.outcomes.some((o) => o.outcome.troops?.destroyed === true)).toBe(true);
  });
});
