import { describe, expect, it } from 'vitest';
import { keysInOrder } from '../../src/core/keys-in-order.js';

describe('keysInOrder', () => {
  it('puts the keys in the order given, the others after them in their own order, and copies', () => {
    const value = { c: 3, extra: 0, b: 2, a: 1 };
    const ordered = keysInOrder(value, ['a', 'b', 'c', 'missing']);
    expect(JSON.stringify(ordered)).toBe('{"a":1,"b":2,"c":3,"extra":0}');
    expect(ordered).not.toBe(value);
    expect(Object.keys(value)).toEqual(['c', 'extra', 'b', 'a']);
  });

  it('keeps a key named __proto__ as data', () => {
    const value = JSON.parse('{"b":1,"__proto__":2}') as Record<string, number>;
    const ordered = keysInOrder(value, ['__proto__', 'b']);
    expect(Object.keys(ordered)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(ordered)).toBe(Object.prototype);
  });
});
