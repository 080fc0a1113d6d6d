/** The command line refuses what it cannot read instead of rolling something else (issue: every export keeps the contract). */
import { describe, expect, it } from 'vitest';
import { run } from './run-in-process.js';

describe('CLI argument guards', () => {
  it('seed=7 meant as --seed 7 is a usage error saying so, not an unseeded roll', () => {
    const { code, err, out } = run('roll', 'dice', 'd6', 'seed=7');
    expect(code).toBe(2);
    expect(err).toMatch(/seed=7 looks like the option --seed; write --seed 7/);
    expect(out).toBe('');
  });

  it('an argument the resolver does not know is a rules error with "did you mean"', () => {
    const typo = run('roll', 'firepower', 'gunnery', 'battery=BB', 'target=CA', 'range=short', 'targetHasFird=true');
    expect(typo.code).toBe(1);
    expect(typo.err).toMatch(/targetHasFird: unknown key \(did you mean "targetHasFired"\?\)/);
    const extra = run('roll', 'dice', 'd6', 'foo=1');
    expect(extra.code).toBe(1);
    expect(extra.err).toMatch(/foo: unknown key/);
  });

  it('__proto__, constructor and prototype never reach an object prototype', () => {
    for (const key of ['__proto__.polluted', 'constructor.prototype.polluted', 'a.prototype']) {
      const { code, err } = run('roll', 'firepower', 'gunnery', `${key}=1`);
      expect(code).toBe(2);
      expect(err).toMatch(/is not a field name/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
