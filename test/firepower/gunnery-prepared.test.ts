import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { createDice } from '../../src/dice/create-dice.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { resolveDamage } from '../../src/firepower/damage.js';
import { resolveGunnery } from '../../src/firepower/gunnery.js';
import { damageLevelOdds } from '../../src/firepower/gunnery-damage-level.js';
import { addFractions, formatFraction, fraction } from '../../src/odds/fraction.js';

describe('gunnery on a prepared shot', () => {
  it('gives the same resolution for a frozen input, prepared once, as for a fresh one', () => {
    const fresh = () => ({ battery: 'BB', target: 'CA', range: 'short' }) as const;
    const frozen = deepFreeze(fresh());
    for (const script of [[6, 3, 1, 1, 1, 1], [2], [5, 6, 6, 6, 6, 6]]) {
      const a = resolveGunnery(frozen, scriptedDice(script));
      const b = resolveGunnery(frozen, scriptedDice(script));
      const c = resolveGunnery(fresh(), scriptedDice(script));
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    }
  });

  it('shares only frozen parts between resolutions, so one cannot change another', () => {
    const input = deepFreeze({ battery: 'BB', target: 'CA', range: 'short' } as const);
    const a = resolveGunnery(input, scriptedDice([6, 3, 1, 1, 1, 1]));
    const b = resolveGunnery(input, scriptedDice([6, 3, 1, 1, 1, 1]));
    const toHit = a.steps[0];
    expect(toHit?.modifiers).toEqual([{ rule: 'Matrix 8', label: expect.any(String), delta: -1 }]);
    // The shot's modifiers are worked out once and shared, so they are frozen.
    expect(toHit?.modifiers).toBe(b.steps[0]?.modifiers);
    expect(Object.isFrozen(toHit?.modifiers)).toBe(true);
    expect(Object.isFrozen(toHit?.modifiers[0])).toBe(true);
    expect(a.outcome.target).not.toBe(b.outcome.target);
  });

  it('shares each to-hit, damage-level and miss result of a frozen input once made, frozen and equal to a fresh one', () => {
    const fresh = () => ({ battery: 'BB', target: 'CA', range: 'short', targetHasFired: true }) as const;
    const frozen = deepFreeze(fresh());
    for (const log of [true, false]) {
      const a = createDice(21, { log });
      const b = createDice(21, { log });
      const firsts = new Map<string, unknown>();
      for (let i = 0; i < 400; i++) {
        const shared = resolveGunnery(frozen, a);
        const made = resolveGunnery(fresh(), b);
        expect(shared).toEqual(made);
        expect(Object.isFrozen(made.steps[0])).toBe(false);
        expect(Object.isFrozen(shared.steps[0])).toBe(true);
        if (!log) expect(shared.steps[0]?.rolls).toEqual([]);
        // A result made for one throw is the very one the next throw with the same dice reads.
        const key = JSON.stringify(shared.steps.slice(0, 2).map((step) => [step.total, step.rolls.length]));
        const again = shared.outcome.hit ? shared.steps[1] : shared;
        if (firsts.has(key)) expect(firsts.get(key)).toBe(again);
        else firsts.set(key, again);
      }
      expect(a.state()).toEqual(b.state());
    }
  });

  it('builds a fresh step when the dice are not the library\u2019s, or their log holds something else', () => {
    const input = deepFreeze({ battery: 'BB', target: 'CA', range: 'short' } as const);
    const dice = createDice(3);
    const relabelled = { ...dice, d6: (label: string) => dice.roll('d6', `${label}!`) };
    const r = resolveGunnery(input, relabelled);
    expect(r.steps[0]?.rolls[0]?.label).toMatch(/!$/);
    expect(Object.isFrozen(r.steps[0])).toBe(false);
    const again = resolveGunnery(input, createDice(3));
    expect(again.steps[0]?.rolls[0]?.label).not.toMatch(/!$/);
  });

  it('keeps the exact damage-level odds summing to one', () => {
    const odds = damageLevelOdds({ battery: 'BB', target: 'CA', range: 'short' });
    const total = odds.outcomes.reduce((sum, o) => addFractions(sum, o.fraction), fraction(0n));
    expect(formatFraction(total)).toBe('1');
    expect(odds.outcomes.find((o) => o.outcome === 'miss')?.fraction).toEqual(fraction(2n, 3n));
  });
});

describe('damage notes say what followed from the dice', () => {
  it('records each die as a reading and notes a sinking once', () => {
    const ship = { name: 'Hood', class: 'BC', nationality: 'British' } as const;
    const r = resolveDamage({ ship, level: 'H' }, scriptedDice([6, 1, 3, 2]));
    expect(r.outcome.ship.status).toBe('sunk');
    expect(r.outcome.readings.map((x) => x.die)).toEqual(['red', 'blue', 'green', 'white']);
    expect(r.notes.filter((n) => /sinks/.test(n))).toHaveLength(1);
    expect(r.notes.some((n) => /^RED DIE \d at/.test(n))).toBe(false);
  });
});
