import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { createDice } from '../../src/dice/create-dice.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { resolveGunnery } from '../../src/firepower/gunnery.js';
import { gunneryOdds } from '../../src/firepower/gunnery-odds.js';
import type { GunneryInput } from '../../src/firepower/gunnery-to-hit.js';
import type { FirepowerRulesOverrides } from '../../src/firepower/rules.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { formatFraction } from '../../src/odds/fraction.js';

/** The whole chain enumerated die by die: what gunneryOdds must equal. */
const wholeChain = (input: GunneryInput, rules?: FirepowerRulesOverrides) =>
  exactOdds((dice) => resolveGunnery(input, dice, rules).outcome);

const SHOTS: readonly { name: string; input: GunneryInput; rules?: FirepowerRulesOverrides }[] = [
  { name: 'BB on CA, short', input: { battery: 'BB', target: 'CA', range: 'short' } },
  { name: 'CA on CA, long', input: { battery: 'CA', target: 'CA', range: 'long' } },
  {
    name: 'CL on DD, short, a miss read literally',
    input: { battery: 'CL', target: 'DD', range: 'short' },
    rules: { interpretations: { missedShot: 'literal' } },
  },
];

describe('gunneryOdds (Matrices 8–10 and the damage dice)', () => {
  it.each(SHOTS)(
    'equals exactOdds over resolveGunnery in every outcome, fraction, path and order: $name',
    ({ input, rules }) => {
      const fast = gunneryOdds(input, undefined, rules);
      const slow = wholeChain(input, rules);
      expect(fast.outcomes.length).toBeGreaterThan(1);
      expect(fast.outcomes.map((o) => o.outcome)).toEqual(slow.outcomes.map((o) => o.outcome));
      expect(fast.outcomes.map((o) => formatFraction(o.fraction))).toEqual(
        slow.outcomes.map((o) => formatFraction(o.fraction)),
      );
      expect(fast.outcomes.map((o) => o.probability)).toEqual(slow.outcomes.map((o) => o.probability));
      expect(fast.outcomes.map((o) => o.path)).toEqual(slow.outcomes.map((o) => o.path));
      // each stage enumerated once per state it starts from: fewer sequences than the whole chain
      expect(fast.paths).toBeLessThan(slow.paths);
    },
  );

  it('projects each outcome as exactOdds over the projection would (the target status)', () => {
    const input: GunneryInput = { battery: 'BB', target: 'CA', range: 'short' };
    const fast = gunneryOdds(input, (o) => `${o.level} ${o.target.status}`);
    const slow = exactOdds((dice) => {
      const o = resolveGunnery(input, dice).outcome;
      return `${o.level} ${o.target.status}`;
    });
    expect(fast.outcomes.map((o) => [o.outcome, formatFraction(o.fraction), o.path])).toEqual(
      slow.outcomes.map((o) => [o.outcome, formatFraction(o.fraction), o.path]),
    );
    expect(() => gunneryOdds(input, 'status' as never)).toThrow(RulesError);
  });

  it('gives paths that replay to their outcome', () => {
    const input: GunneryInput = { battery: 'BB', target: 'CA', range: 'short' };
    for (const entry of gunneryOdds(input).outcomes.slice(0, 40)) {
      expect(resolveGunnery(input, scriptedDice(entry.path)).outcome).toEqual(entry.outcome);
    }
  });

  it('refuses a bad shot with a RulesError, as resolveGunnery does', () => {
    const bad = { battery: 'BB', target: 'CA', range: 'shrot' } as unknown as GunneryInput;
    expect(() => gunneryOdds(bad)).toThrow(RulesError);
    expect(() => resolveGunnery(bad, createDice(1))).toThrow(RulesError);
  });
});
