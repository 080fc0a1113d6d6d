import { describe, expect, it } from 'vitest';
import { firstByKey } from '../../src/core/first-by-key.js';

describe('firstByKey', () => {
  it('indexes entries by key, keeping the first of a repeated key as a search finds it', () => {
    const list = [
      { id: 'a', n: 1 },
      { id: '__proto__', n: 2 },
      { id: 'a', n: 3 },
    ];
    const byId = firstByKey(list, (e) => e.id);
    expect(byId.get('a')).toBe(list[0]);
    expect(byId.get('__proto__')).toBe(list[1]);
    expect(byId.size).toBe(2);
    expect(byId.get('b')).toBeUndefined();
  });
});
