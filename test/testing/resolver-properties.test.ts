import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { resolution, rollsSince } from '../../src/core/resolution.js';
import type { Dice } from '../../src/dice/dice.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';

function failing(
  name: string,
  resolve: (input: { n: number[] }, dice: Dice) => ReturnType<typeof resolution<number>>,
): string[] {
  const failures: string[] = [];
  for (const p of resolverProperties({
    name,
    resolve,
    input: fc.record({ n: fc.array(fc.nat(5), { minLength: 1, maxLength: 2 }) }),
  })) {
    try {
      fc.assert(p.property, { numRuns: 20 });
    } catch {
      failures.push(p.name);
    }
  }
  return failures;
}

describe('resolverProperties catches broken resolvers', () => {
  it('a sound resolver passes all four', () => {
    expect(
      failing('sound', (input, dice) => {
        const mark = dice.log.length;
        const outcome = dice.d6('x') + (input.n[0] ?? 0);
        return resolution({ rule: 'X', title: 'sound', rolls: rollsSince(dice, mark), outcome });
      }),
    ).toEqual([]);
  });

  it('a mutating resolver fails the frozen-input property', () => {
    const failures = failing('mutating', (input, dice) => {
      (input.n as number[]).push(1);
      return resolution({ rule: 'X', title: 'm', outcome: dice.d6('x') });
    });
    expect(failures.some((f) => f.includes('never mutated'))).toBe(true);
  });

  it('a resolver using hidden randomness fails determinism', () => {
    let counter = 0;
    const failures = failing('hidden state', (_input, dice) =>
      resolution({ rule: 'X', title: 'h', outcome: dice.d6('x') + (counter++ % 2) }),
    );
    expect(failures.some((f) => f.includes('same seed'))).toBe(true);
  });

  it('deepFreeze freezes nested values', () => {
    const value = deepFreeze({ a: { b: [1] } });
    expect(Object.isFrozen(value.a.b)).toBe(true);
  });
});
