import { describe, expect, it } from 'vitest';
import { NO_ITEMS } from '../../src/core/no-items.js';
import { resolution, resolutionOf } from '../../src/core/resolution.js';
import { createDice } from '../../src/dice/create-dice.js';
import { resolveGunnery } from '../../src/firepower/gunnery.js';

describe('NO_ITEMS', () => {
  it('is one frozen empty list, and JSON sees a plain []', () => {
    expect(NO_ITEMS).toEqual([]);
    expect(Object.isFrozen(NO_ITEMS)).toBe(true);
    expect(JSON.stringify({ notes: NO_ITEMS })).toBe('{"notes":[]}');
  });

  it('fills the lists a resolution leaves out, in the checked and the unchecked builder', () => {
    for (const r of [
      resolution({ rule: 'O2.0', title: 'x', outcome: 5 }),
      resolutionOf({ rule: 'O2.0', title: 'x', outcome: 5 }),
    ]) {
      expect(r.rolls).toBe(NO_ITEMS);
      expect(r.modifiers).toBe(NO_ITEMS);
      expect(r.steps).toBe(NO_ITEMS);
      expect(r.notes).toBe(NO_ITEMS);
    }
  });

  it('stands for the rolls of dice with the log off, and a given list is kept as given', () => {
    const r = resolveGunnery({ battery: 'BB', target: 'CA', range: 'short' }, createDice(1, { log: false }));
    expect(r.steps[0]?.rolls).toBe(NO_ITEMS);
    const notes = ['kept'];
    expect(resolutionOf({ rule: 'O2.0', title: 'x', outcome: 5, notes }).notes).toBe(notes);
  });
});
