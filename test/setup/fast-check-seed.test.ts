import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('test setup', () => {
  it('gives every property test the fixed fast-check seed', () => {
    expect(fc.readConfigureGlobal().seed).toBe(20_261_125);
  });
});
