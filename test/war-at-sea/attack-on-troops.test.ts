import { describe, expect, it } from 'vitest';
import { createDice, isRulesError, scriptedDice } from '../../src/index.js';
import {
  attackOnTroopsOdds,
  checkAttackOnTroops,
  resolveAttackOnTroops,
  troopCounterTarget,
} from '../../src/war-at-sea/index.js';

describe('attacks on troop counters (Naval Gunfire vs. Troop Combat, Aircraft vs. Troop Combat)', () => {
  it('a troop counter is armour 5, 2 hull points, no vital armour, Hard to Kill (Troop Counters)', () => {
    expect(troopCounterTarget()).toEqual({ armour: 5, vitalArmour: null, hullPointsLeft: 2, hardToKill: true });
    expect(troopCounterTarget(1).hullPointsLeft).toBe(1);
    expect(() => troopCounterTarget(2)).toThrow(/0 to 1/);
  });

  it('ships only with gunnery; aircraft only with bombs or gunnery', () => {
    expect(checkAttackOnTroops({ attacker: 'ship', type: 'gunnery', attackDice: 3 })).toEqual({
      ok: true,
      attackDice: 3,
      extraDice: 0,
    });
    expect(checkAttackOnTroops({ attacker: 'ship', type: 'torpedo', attackDice: 3 })).toMatchObject({
      ok: false,
      rule: 'Naval Gunfire vs. Troop Combat',
    });
    expect(checkAttackOnTroops({ attacker: 'aircraft', type: 'bomb', attackDice: 3 }).ok).toBe(true);
    expect(checkAttackOnTroops({ attacker: 'aircraft', type: 'gunnery', attackDice: 3 }).ok).toBe(true);
    expect(checkAttackOnTroops({ attacker: 'aircraft', type: 'torpedo', attackDice: 3 })).toMatchObject({
      ok: false,
      rule: 'Aircraft vs. Troop Combat',
    });
  });

  it('a unit that unloaded this turn may not attack troops (only anti-air attacks)', () => {
    expect(
      checkAttackOnTroops({ attacker: 'ship', type: 'gunnery', attackDice: 3, unloadedThisTurn: true }),
    ).toMatchObject({ ok: false, rule: 'Loading/Unloading' });
  });

  it('Bombard and Shore Support add two dice to gunnery against troops (Special Rules)', () => {
    for (const ability of ['Bombard', 'Shore Support']) {
      expect(checkAttackOnTroops({ attacker: 'ship', type: 'gunnery', attackDice: 4, abilities: [ability] })).toEqual({
        ok: true,
        attackDice: 6,
        extraDice: 2,
      });
    }
    const r = resolveAttackOnTroops(
      { attacker: 'ship', type: 'gunnery', attackDice: 1, abilities: ['Bombard'] },
      scriptedDice([6, 6, 1]),
    );
    expect(r.rolls).toHaveLength(3);
    expect(r.outcome).toEqual({ successes: 4, effect: 'none' });
  });

  it('Hard to Kill: however many successes, one attack does one hull point to a fresh counter', () => {
    const r = resolveAttackOnTroops(
      { attacker: 'ship', type: 'gunnery', attackDice: 6 },
      scriptedDice([6, 6, 6, 6, 6, 6]),
    );
    expect(r.outcome).toEqual({ successes: 12, effect: 'damage' });
  });

  it('a forbidden attack is ILLEGAL_ACTION before any die', () => {
    const dice = createDice(1);
    try {
      resolveAttackOnTroops({ attacker: 'ship', type: 'torpedo', attackDice: 3 }, dice);
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error) && error.code).toBe('ILLEGAL_ACTION');
    }
    expect(dice.log).toHaveLength(0);
    expect(() => attackOnTroopsOdds({ attacker: 'ship', type: 'bomb', attackDice: 3 })).toThrow(/only with gunnery/);
  });

  it('exact damage of a 12-die gunnery attack on a troop counter: P(≥5 successes)', () => {
    const odds = attackOnTroopsOdds({ attacker: 'ship', type: 'gunnery', attackDice: 12 });
    const damage = odds.outcomes.filter((o) => o.outcome.effect === 'damage').reduce((p, o) => p + o.probability, 0);
    expect(damage).toBeCloseTo(101419 / 110592, 12);
    expect(odds.outcomes.some((o) => o.outcome.effect === 'destroyed')).toBe(false);
  });
});
