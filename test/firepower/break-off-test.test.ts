import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import {
  breakOffInputFor,
  breakOffScore,
  breakOffTriggers,
  lookupBreakOff,
  resolveBreakOffTest,
} from '../../src/firepower/break-off-test.js';
import { squadronSchema } from '../../src/firepower/schemas.js';

describe('Matrix 3 break-off test', () => {
  it.each([
    ['Japanese', 5],
    ['British', 4],
    ['American', 4],
    ['German', 4],
    ['French', 3],
    ['Italian', 3],
    ['Other', 3],
  ] as const)('%s breaks off on %i+', (nationality, score) => {
    expect(breakOffScore(nationality)).toBe(score);
    expect(lookupBreakOff(score, nationality)).toBe('breaks-off');
    expect(lookupBreakOff(score - 1, nationality)).toBe('holds');
  });

  it('tests when half (rounded down) have lost 2+ main battery classes', () => {
    expect(breakOffTriggers({ nationality: 'British', ships: 5, lostTwoMainBatteryClasses: 2 }).batteryLoss).toBe(true);
    expect(breakOffTriggers({ nationality: 'British', ships: 5, lostTwoMainBatteryClasses: 1 }).batteryLoss).toBe(
      false,
    );
  });

  it('tests when a quarter (rounded down) have been destroyed', () => {
    expect(breakOffTriggers({ nationality: 'British', ships: 7, destroyed: 1 }).destroyed).toBe(true);
    expect(breakOffTriggers({ nationality: 'British', ships: 8, destroyed: 1 }).destroyed).toBe(false);
    expect(breakOffTriggers({ nationality: 'British', ships: 8, destroyed: 2 }).destroyed).toBe(true);
  });

  it('never tests an unharmed squadron, even a small one (at least one ship must count)', () => {
    const r = resolveBreakOffTest({ nationality: 'Italian', ships: 3 }, scriptedDice([]));
    expect(r.outcome).toBe('no-test');
    expect(r.rolls).toEqual([]);
    expect(breakOffTriggers({ nationality: 'Italian', ships: 1, destroyed: 0 }).destroyed).toBe(false);
  });

  it('adds +1 per friendly squadron already broken off within 90 cm', () => {
    const input = { nationality: 'Japanese', ships: 4, destroyed: 1, friendlyBrokenOffNearby: 2 } as const;
    const r = resolveBreakOffTest(input, scriptedDice([3]));
    expect(r.modifiers).toEqual([
      { rule: 'Matrix 3', label: '2 friendly squadrons broken off within 90 cm', delta: 2 },
    ]);
    expect(r.total).toBe(5);
    expect(r.outcome).toBe('breaks-off');
    expect(resolveBreakOffTest({ ...input, friendlyBrokenOffNearby: 0 }, scriptedDice([3])).outcome).toBe('holds');
  });

  it('builds its input from a squadron record', () => {
    const squadron = squadronSchema.parse({
      name: 'CruDiv',
      nationality: 'German',
      movementOrder: 'engage',
      formationOrder: 'line-ahead',
      startingShips: 5,
      ships: [
        { name: 'a', class: 'CA', nationality: 'German', status: 'sunk' },
        { name: 'b', class: 'CA', nationality: 'German', damage: { mainBatteryClassesLost: 2 } },
        { name: 'c', class: 'CA', nationality: 'German', damage: { mainBatteryClassesLost: 1 } },
        { name: 'd', class: 'CA', nationality: 'German' },
      ],
    });
    expect(breakOffInputFor(squadron, 1)).toEqual({
      nationality: 'German',
      ships: 5,
      destroyed: 2,
      lostTwoMainBatteryClasses: 1,
      friendlyBrokenOffNearby: 1,
    });
  });

  it('rejects more losses than ships', () => {
    expect(() =>
      resolveBreakOffTest(
        { nationality: 'Other', ships: 2, destroyed: 2, lostTwoMainBatteryClasses: 1 },
        scriptedDice([1]),
      ),
    ).toThrow(/Matrix 3/);
  });
});
