import { describe, expect, it } from 'vitest';
import { NO_ITEMS } from '../../src/core/no-items.js';
import { resolutionFrom, resolutionOf } from '../../src/core/resolution.js';

describe('resolutionFrom', () => {
  it('builds the shape resolutionOf builds, keys in the same order, each part kept as given', () => {
    const rolls = [{ label: 'to hit', die: 'd6' as const, value: 5 }];
    const modifiers = [{ rule: 'Matrix 8', label: 'target has fired', delta: 1 }];
    const outcome = { hit: true };
    const steps = [resolutionOf({ rule: 'Matrix 9', title: 'inner', outcome: 'H' })];
    const notes = ['a note'];
    const built = resolutionFrom('Matrix 8', 'Gunnery to hit', rolls, modifiers, outcome, steps, notes);
    const spec = resolutionOf({ rule: 'Matrix 8', title: 'Gunnery to hit', rolls, modifiers, outcome, steps, notes });
    expect(Object.keys(built)).toEqual(Object.keys(spec));
    expect(built).toEqual(spec);
    expect(built.rolls).toBe(rolls);
    expect(built.modifiers).toBe(modifiers);
    expect(built.outcome).toBe(outcome);
    expect(built.steps).toBe(steps);
    expect(built.notes).toBe(notes);
  });

  it('is what resolutionOf gives when neither a total nor a row is read', () => {
    const r = resolutionOf({ rule: 'O2.0', title: 'x', outcome: 5 });
    expect(r).toEqual(resolutionFrom('O2.0', 'x', NO_ITEMS, NO_ITEMS, 5, NO_ITEMS, NO_ITEMS));
    expect(Object.keys(r)).toEqual(['rule', 'title', 'rolls', 'modifiers', 'outcome', 'steps', 'notes']);
  });
});
