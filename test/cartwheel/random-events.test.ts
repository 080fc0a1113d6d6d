import { describe, expect, it } from 'vitest';
import { MADE_UP_RANDOM_EVENTS } from '../../src/cartwheel/made-up-tables.js';
import { applyRandomEvent, lookupRandomEvent, resolveRandomEvent } from '../../src/cartwheel/random-events.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { baseState } from './fixtures.js';

const rules = { tables: { randomEvents: MADE_UP_RANDOM_EVENTS } };

describe('5.1 random events', () => {
  it('one d10 (1–10) on the Random Events table, which is an input', () => {
    const r = resolveRandomEvent({ turn: 2 }, scriptedDice([10]), rules);
    expect(r.outcome.name).toBe('MADE_UP Magic intercepts');
    expect(r.row).toBe('≥9');
    expect(lookupRandomEvent(1, rules).name).toBe('MADE_UP quiet turn');
  });

  it('without the table: MISSING_TABLE naming it', () => {
    expect(() => resolveRandomEvent({}, scriptedDice([1]))).toThrow(
      expect.objectContaining({ code: 'MISSING_TABLE', message: expect.stringContaining('Random Events table') }),
    );
  });

  it('a Magic event makes the PBY Magic marker available this turn', () => {
    const magic = lookupRandomEvent(9, rules);
    expect(applyRandomEvent(baseState(), magic).decisions.magicInEffect).toBe(true);
    expect(applyRandomEvent(baseState(), lookupRandomEvent(1, rules)).decisions.magicInEffect).toBe(false);
    expect(() => applyRandomEvent({ ...baseState(), phase: 'regroup' }, magic)).toThrow(/Random Events Phase/);
  });
});
