import { describe, expect, it } from 'vitest';
import { createDice, formatFraction, probabilityOf, scriptedDice } from '../../src/index.js';
import {
  MINE_DAMAGE_TABLE,
  mineCheckOdds,
  mineDamageOdds,
  minefieldApplies,
  minefieldCrossingOdds,
  resolveMineCheck,
  resolveMineDamage,
  resolveMinefieldCrossing,
  resolveSubmarineMineAttack,
  shipsBeforeReplot,
  submarineMineOdds,
} from '../../src/sopac/index.js';

/** How many of the 36 pairs of faces of 2d6 reach `target`, counted directly. */
function twoD6AtLeast(target: number): number {
  let hits = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= target) hits++;
  return hits;
}

describe('19.2 Minefield Table', () => {
  it('two minefields at speed 2: damaged with probability exactly 5/12 (2d6 + 1 + 2 ≥ 11)', () => {
    const odds = mineCheckOdds({ minefields: 2, speed: 2 });
    expect(formatFraction(probabilityOf(odds, (o) => o.damaged))).toBe('5/12');
    expect(odds.exact).toBe(true);
  });

  it('the modifiers: +1 per extra minefield, at most +5; +2 at speed 2 or more', () => {
    for (let minefields = 1; minefields <= 9; minefields++) {
      for (const speed of [0, 1, 2, 3]) {
        const bonus = Math.min(5, minefields - 1) + (speed >= 2 ? 2 : 0);
        const p = probabilityOf(mineCheckOdds({ minefields, speed }), (o) => o.damaged);
        expect((p.numerator * 36n) / p.denominator, `${minefields} fields at speed ${speed}`).toBe(
          BigInt(twoD6AtLeast(11 - bonus)),
        );
        expect((p.numerator * 36n) % p.denominator).toBe(0n);
      }
    }
  });

  it('reads a scripted roll with its modifiers', () => {
    const r = resolveMineCheck({ minefields: 3, speed: 2 }, scriptedDice([3, 3]));
    expect(r.total).toBe(3 + 3 + 2 + 2);
    expect(r.outcome.damaged).toBe(false);
    expect(r.modifiers.map((m) => m.delta)).toEqual([2, 2]);
    expect(resolveMineCheck({ minefields: 3, speed: 2 }, scriptedDice([4, 3])).outcome.damaged).toBe(true);
  });

  it('refuses an impossible check with a RulesError naming the field', () => {
    expect(() => resolveMineCheck({ minefields: 0, speed: 2 }, createDice(1))).toThrow(/minefields/);
    expect(() => resolveMineCheck({ minefields: 1, speed: 2, sped: 1 } as never, createDice(1))).toThrow(/sped/);
  });
});

describe('19.21 Minefield Damage Table', () => {
  it('reads each face as printed', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((face) => resolveMineDamage(scriptedDice([face])).outcome);
    expect(rows).toEqual([
      { hull: 1, speedLost: 0, deadInWater: false, sinks: false },
      { hull: 1, speedLost: 0, deadInWater: false, sinks: false },
      { hull: 2, speedLost: 0, deadInWater: false, sinks: false },
      { hull: 3, speedLost: 1, deadInWater: false, sinks: false },
      { hull: 5, speedLost: 0, deadInWater: true, sinks: false },
      { hull: 0, speedLost: 0, deadInWater: false, sinks: true },
    ]);
    expect(MINE_DAMAGE_TABLE.rule).toBe('19.21');
    expect(formatFraction(probabilityOf(mineDamageOdds(), (d) => d.sinks))).toBe('1/6');
  });

  it('a crossing rolls damage only after a hit, and its odds sum to 1', () => {
    expect(resolveMinefieldCrossing({ minefields: 1, speed: 1 }, scriptedDice([6, 6, 3])).outcome).toEqual({
      damaged: true,
      damage: { hull: 2, speedLost: 0, deadInWater: false, sinks: false },
    });
    expect(resolveMinefieldCrossing({ minefields: 1, speed: 1 }, scriptedDice([5, 5])).outcome.damage).toBeNull();
    const odds = minefieldCrossingOdds({ minefields: 2, speed: 2 });
    expect(formatFraction(probabilityOf(odds, (o) => o.damaged))).toBe('5/12');
    expect(formatFraction(probabilityOf(odds, (o) => o.damage?.sinks === true))).toBe('5/72');
  });
});

describe('19.22–19.26 who meets mines, and re-plotting', () => {
  it('own and inactive minefields, MTBs and passing submarines are never checked', () => {
    expect(minefieldApplies({ vessel: 'ship', ownMinefield: false, active: true })).toMatchObject({ applies: true });
    expect(minefieldApplies({ vessel: 'ship', ownMinefield: true, active: true })).toMatchObject({ rule: '19.22' });
    expect(minefieldApplies({ vessel: 'ship', ownMinefield: false, active: false })).toMatchObject({ rule: '19.35' });
    expect(minefieldApplies({ vessel: 'mtb', ownMinefield: false, active: true })).toMatchObject({ rule: '19.25' });
    expect(minefieldApplies({ vessel: 'submarine', ownMinefield: false, active: true })).toMatchObject({
      rule: '19.24',
    });
  });

  it('a quarter of the ships, rounded up, roll before a re-plot; never when leaving the tactical map', () => {
    expect([1, 4, 5, 8, 9].map((ships) => shipsBeforeReplot({ ships }))).toEqual([1, 1, 2, 2, 3]);
    expect(shipsBeforeReplot({ ships: 5, leavingTacticalMap: true })).toBeNull();
  });

  it('a submarine sinks on an unmodified 11 or 12, picked at random; a minefield is revealed either way', () => {
    expect(formatFraction(probabilityOf(submarineMineOdds({ survivingSubs: 1 }), (o) => o.sunk))).toBe('1/12');
    const three = submarineMineOdds({ survivingSubs: 3 });
    for (const sub of [1, 2, 3])
      expect(formatFraction(probabilityOf(three, (o) => o.sub === sub && o.sunk))).toBe('1/36');
    expect(resolveSubmarineMineAttack({ survivingSubs: 3 }, scriptedDice([2, 6, 5])).outcome).toEqual({
      sub: 2,
      sunk: true,
      revealsMinefield: true,
    });
  });
});
