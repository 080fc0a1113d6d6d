import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { lookupBattleConditions, resolveBattleConditions } from '../../src/firepower/battle-conditions.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { probabilityOf } from '../../src/odds/probability-of.js';

describe('Matrix 6 time of day and weather', () => {
  it.each([
    [1, 'daylight', 'good'],
    [4, 'daylight', 'good'],
    [5, 'daylight', 'bad'],
    [6, 'daylight', 'bad'],
    [7, 'night', 'good'],
    [8, 'night', 'bad'],
    [9, 'dusk', 'good'],
    [10, 'dusk', 'bad'],
    [11, 'dawn', 'good'],
    [12, 'dawn', 'bad'],
  ] as const)('score %i: %s, %s weather', (score, timeOfDay, weather) => {
    expect(lookupBattleConditions(score)).toEqual({ timeOfDay, weather });
  });

  it('throws one d12 by default (interpretation 1)', () => {
    const r = resolveBattleConditions({}, scriptedDice([11]));
    expect(r.rolls.map((x) => x.die)).toEqual(['d12']);
    expect(r.outcome).toEqual({ timeOfDay: 'dawn', weather: 'good' });
  });

  it('throws 2d6 with the option', () => {
    const r = resolveBattleConditions({}, scriptedDice([3, 4]), { interpretations: { matrix6Dice: '2d6' } });
    expect(r.total).toBe(7);
    expect(r.outcome).toEqual({ timeOfDay: 'night', weather: 'good' });
  });

  it('exact odds: daylight 1/2 with a d12, 5/12 with 2d6', () => {
    const daylight = (o: { timeOfDay: string }) => o.timeOfDay === 'daylight';
    expect(
      probabilityOf(
        exactOdds((d) => resolveBattleConditions({}, d).outcome),
        daylight,
      ),
    ).toEqual({
      numerator: 1n,
      denominator: 2n,
    });
    const two = exactOdds((d) => resolveBattleConditions({}, d, { interpretations: { matrix6Dice: '2d6' } }).outcome);
    // 2d6 totals 2–6: 1 + 2 + 3 + 4 + 5 = 15 of 36
    expect(probabilityOf(two, daylight)).toEqual({ numerator: 5n, denominator: 12n });
  });
});
