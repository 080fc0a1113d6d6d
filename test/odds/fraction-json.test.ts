import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { fraction, parseFraction } from '../../src/odds/fraction.js';

describe('fractions and odds as JSON', () => {
  it('a fraction writes as "n/d" and parseFraction reads it back', () => {
    expect(JSON.stringify(fraction(6n, 36n))).toBe('"1/6"');
    expect(JSON.stringify(fraction(-3n, 2n))).toBe('"-3/2"');
    expect(JSON.stringify(fraction(4n, 2n))).toBe('"2"');
    expect(parseFraction('1/6')).toEqual({ numerator: 1n, denominator: 6n });
    expect(parseFraction('-3/2')).toEqual({ numerator: -3n, denominator: 2n });
    expect(parseFraction('2')).toEqual({ numerator: 2n, denominator: 1n });
  });

  it('refuses text that is not a fraction', () => {
    for (const bad of ['', '1/0', '1/', 'x', '1.5', '1/-2', 42, null]) {
      expect(() => parseFraction(bad as string)).toThrow(RulesError);
    }
  });

  it('a whole exact-odds result survives JSON.stringify and its fractions read back exactly', () => {
    const odds = exactOdds((dice) => dice.twoD6('2d6'));
    const json = JSON.parse(JSON.stringify(odds)) as { outcomes: { outcome: number; fraction: string }[] };
    const seven = json.outcomes.find((o) => o.outcome === 7);
    expect(seven?.fraction).toBe('1/6');
    const sum = json.outcomes.reduce((total, o) => {
      const f = parseFraction(o.fraction);
      return total + Number(f.numerator) / Number(f.denominator);
    }, 0);
    expect(sum).toBeCloseTo(1, 12);
  });
});
