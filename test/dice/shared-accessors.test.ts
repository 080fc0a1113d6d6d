import { describe, expect, it } from 'vitest';
import { createDice, restoreDice } from '../../src/dice/create-dice.js';
import { makeDice } from '../../src/dice/make-dice.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

/** The getter of `key` on `object`. */
function getterOf(object: object, key: string): unknown {
  return Object.getOwnPropertyDescriptor(object, key)?.get;
}

// V8 keeps an accessor in the object's map: a getter made per dice gives every dice a map of
// its own, which keeps its log alive until a full collection. All dice share one getter.
describe('dice accessors', () => {
  it('every set of dice reads its log through one shared getter, and each reads its own log', () => {
    const a = createDice(1);
    const b = restoreDice(createDice(2).state());
    const c = makeDice(() => 4);
    const d = scriptedDice([5]);
    const getter = getterOf(a, 'log');
    expect(typeof getter).toBe('function');
    for (const dice of [b, c, d]) expect(getterOf(dice, 'log')).toBe(getter);
    a.d6('a');
    c.d6('c');
    expect(a.log.map((r) => r.label)).toEqual(['a']);
    expect(b.log).toEqual([]);
    expect(c.log).toEqual([{ label: 'c', die: 'd6', value: 4 }]);
    expect(d.log).toEqual([]);
  });

  it('scripted dice count their unused values through one shared getter', () => {
    const one = scriptedDice([1, 2, 3]);
    const two = scriptedDice([6]);
    expect(getterOf(one, 'remaining')).toBe(getterOf(two, 'remaining'));
    one.d6('x');
    expect([one.remaining, two.remaining]).toEqual([2, 1]);
    expect({ ...one }.remaining).toBe(2);
    expect(Object.keys(one)).toContain('remaining');
  });
});
