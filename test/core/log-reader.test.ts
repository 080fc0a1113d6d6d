import { describe, expect, it } from 'vitest';
import { logMark } from '../../src/core/log-reader.js';
import { rollsSince } from '../../src/core/resolution.js';
import { createDice } from '../../src/dice/create-dice.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

describe('logMark and rollsSince on the library dice', () => {
  it('mark where dice.log.length would, and read the same rolls as dice.log.slice', () => {
    const dice = createDice(3);
    dice.d6('first');
    const mark = logMark(dice);
    dice.twoD6('second');
    dice.pool(3, 'd6', 'third');
    // Read before the log has made any records, then again after it has.
    const fresh = rollsSince(dice, mark);
    expect(fresh).toHaveLength(5);
    expect(fresh[0]?.label).toBe('second (1st die)');
    expect(mark).toBe(1);
    expect(dice.log.length).toBe(6);
    expect(rollsSince(dice, mark)).toEqual(dice.log.slice(mark));
    expect(fresh).toEqual(dice.log.slice(mark));
    expect(rollsSince(dice, 0)).toEqual(dice.log);
  });

  it('start again after clearLog, and read nothing past the end', () => {
    const dice = scriptedDice([4, 5, 6]);
    dice.d6('a');
    dice.clearLog();
    expect(logMark(dice)).toBe(0);
    dice.d6('b');
    expect(rollsSince(dice, 0)).toEqual([{ label: 'b', die: 'd6', value: 5 }]);
    expect(rollsSince(dice, 7)).toEqual([]);
  });

  it('read nothing from dice with the log off', () => {
    const dice = createDice(3, { log: false });
    dice.d6('a');
    expect(logMark(dice)).toBe(0);
    expect(rollsSince(dice, 0)).toEqual([]);
  });

  it('fall back to dice.log for dice the library did not make', () => {
    const own = { log: [{ label: 'x', die: 'd6' as const, value: 2 }] };
    expect(logMark(own)).toBe(1);
    expect(rollsSince(own, 0)).toEqual(own.log);
    expect(rollsSince(own, 0)).not.toBe(own.log);
  });
});
