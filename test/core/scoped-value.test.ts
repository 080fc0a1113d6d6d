import { describe, expect, it } from 'vitest';
import { scopedValue } from '../../src/core/scoped-value.js';

describe('scopedValue', () => {
  it('is current only while its run goes on, the inner run of two nested ones winning', () => {
    const scope = scopedValue<string>();
    const seen = scope.run('outer', () => [
      scope.current(),
      scope.run('inner', () => scope.current()),
      scope.current(),
    ]);
    expect(seen).toEqual(['outer', 'inner', 'outer']);
    expect(scope.current()).toBeUndefined();
  });

  it('makes the outer value current again when the run throws', () => {
    const scope = scopedValue<number>();
    scope.run(1, () => {
      expect(() =>
        scope.run(2, () => {
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(scope.current()).toBe(1);
    });
    expect(scope.current()).toBeUndefined();
  });
});
