import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { createDice, restoreDice } from '../../src/dice/create-dice.js';
import { makeDice } from '../../src/dice/make-dice.js';
import { resolveGunnery } from '../../src/firepower/index.js';

describe('the roll log', () => {
  it('reads the same whether read after every roll or once at the end', () => {
    const a = createDice(5);
    const b = createDice(5);
    const seen: number[] = [];
    for (let i = 0; i < 50; i++) {
      a.d6(`roll ${i}`);
      seen.push(a.log.length);
      b.twoD6(`pair ${i}`);
    }
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(a.log[49]).toEqual({ label: 'roll 49', die: 'd6', value: expect.any(Number) });
    expect(b.log).toHaveLength(100);
    expect(b.log[1]?.label).toBe('pair 0 (2nd die)');
    b.clearLog();
    expect(b.log).toEqual([]);
    b.d12('after clear');
    expect(b.log.map((r) => r.label)).toEqual(['after clear']);
  });

  it('can be switched off: the same rolls, an empty log, resolutions without rolls', () => {
    const logged = createDice(9);
    const silent = createDice(9, { log: false });
    for (let i = 0; i < 100; i++) expect(silent.d6('x')).toBe(logged.d6('x'));
    expect(silent.log).toEqual([]);
    expect(silent.state()).toEqual(logged.state());
    const shot = { battery: 'BB', target: 'CA', range: 'short' } as const;
    const a = resolveGunnery(shot, createDice(3));
    const b = resolveGunnery(shot, createDice(3, { log: false }));
    expect(b.outcome).toEqual(a.outcome);
    expect(b.rolls).toEqual([]);
    expect(restoreDice(logged.state(), { log: false }).d6('y')).toBe(logged.d6('y'));
    expect(makeDice(() => 4, undefined, { log: false }).d6('z')).toBe(4);
  });

  it('refuses options it does not know', () => {
    for (const options of [null, [], 'no', { log: 'no' }, { logs: false }]) {
      expect(() => createDice(1, options as never)).toThrow(RulesError);
    }
    expect(() => createDice(1, { logs: false } as never)).toThrow(/logs: unknown key/);
  });
});

describe('the draw count in state()', () => {
  it('counts every draw, cleared or not, the same with the log on or off, and restores to the same next rolls', () => {
    const logged = createDice(12);
    const silent = createDice(12, { log: false });
    for (const dice of [logged, silent]) {
      dice.d6('a');
      dice.twoD6('b');
      dice.clearLog();
      dice.pool(5, 'd6', 'c');
      dice.plusMinus('d');
      dice.dN(7, 'e');
      dice.clearLog();
      dice.clearLog();
      dice.poolCounts(
        4,
        'd6',
        [
          [1, 3],
          [4, 6],
        ],
        'f',
      );
    }
    // 1 + 2 + 5 + 2 + 1 + 4 draws
    expect(logged.state().rolls).toBe(15);
    expect(silent.state()).toEqual(logged.state());
    const resumed = restoreDice(logged.state());
    expect(resumed.state().rolls).toBe(15);
    resumed.d6('g');
    expect(resumed.state().rolls).toBe(16);
    logged.d6('g');
    expect(resumed.d6('h')).toBe(logged.d6('h'));
  });
});
