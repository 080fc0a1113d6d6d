import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { dieRange, dieWithSides } from '../../src/dice/die.js';

describe('dieRange', () => {
  it('reads each convention', () => {
    expect(dieRange('d10z')).toEqual({ min: 0, max: 9 });
    expect(dieRange('d10')).toEqual({ min: 1, max: 10 });
    expect(dieRange('d6')).toEqual({ min: 1, max: 6 });
  });
  it('rejects unknown dice', () => {
    expect(() => dieRange('d1')).toThrow(RulesError);
    expect(() => dieRange('dx' as never)).toThrow(/unknown die/);
    expect(() => dieWithSides(0)).toThrow(/sides/);
    expect(dieWithSides(8)).toBe('d8');
  });
});
