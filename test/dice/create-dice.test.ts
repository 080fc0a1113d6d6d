import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { createDice, restoreDice } from '../../src/dice/create-dice.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

describe('createDice', () => {
  it('logs every roll with its label, die and value; 2d6 and plus-minus log both dice', () => {
    const dice = createDice(3);
    const total = dice.twoD6('SOPAC 19.2');
    const net = dice.plusMinus('Firepower torpedo');
    expect(dice.log.map((r) => [r.label, r.die])).toEqual([
      ['SOPAC 19.2 (1st die)', 'd6'],
      ['SOPAC 19.2 (2nd die)', 'd6'],
      ['Firepower torpedo (plus die)', 'd6'],
      ['Firepower torpedo (minus die)', 'd6'],
    ]);
    const [a, b, c, d] = dice.log.map((r) => r.value);
    expect(total).toBe((a ?? 0) + (b ?? 0));
    expect(net).toBe((c ?? 0) - (d ?? 0));
  });

  it('saves its state as plain JSON and a restored dice continues the identical sequence', () => {
    const dice = createDice(99);
    for (let i = 0; i < 5; i++) dice.d6('warm-up');
    const saved = JSON.parse(JSON.stringify(dice.state()));
    expect(saved).toMatchObject({ generator: 'xoroshiro128plus', rolls: 5 });
    const restored = restoreDice(saved);
    const next = Array.from({ length: 20 }, () => dice.d10Zero('next'));
    expect(Array.from({ length: 20 }, () => restored.d10Zero('next'))).toEqual(next);
    expect(restored.state().rolls).toBe(25);
  });

  it('clearLog forgets the log but not the sequence', () => {
    const a = createDice(5);
    const b = createDice(5);
    a.d6('x');
    a.clearLog();
    b.d6('x');
    expect(a.log).toEqual([]);
    expect(a.d6('y')).toBe(b.d6('y'));
  });

  it.each([[1.5], [2 ** 31], [-(2 ** 31) - 1], [Number.NaN], ['7']])(
    'rejects seed %s with a RulesError naming the seed',
    (seed) => {
      expect(() => createDice(seed as number)).toThrow(RulesError);
      expect(() => createDice(seed as number)).toThrow(/seed/);
    },
  );

  it('rejects a roll without a label', () => {
    expect(() => createDice(1).d6('')).toThrow(/label/);
  });

  it('rejects corrupt saved states', () => {
    expect(() => restoreDice({ generator: 'xoroshiro128plus', state: [0, 0, 0, 0], rolls: 0 })).toThrow(/all-zero/);
    expect(() => restoreDice({ generator: 'mersenne', state: [1, 2, 3, 4], rolls: 0 } as never)).toThrow(RulesError);
    expect(() => restoreDice({ generator: 'xoroshiro128plus', state: [1, 2, 3], rolls: 0 } as never)).toThrow(/state/);
  });
});

describe('the library\u2019s dice are frozen', () => {
  it('so a resolver checks them once, and nobody can swap a method out', () => {
    for (const dice of [createDice(1), createDice(1, { log: false }), scriptedDice([1])]) {
      expect(Object.isFrozen(dice)).toBe(true);
      expect(() => {
        (dice as unknown as Record<string, unknown>).d6 = () => 7;
      }).toThrow(TypeError);
    }
  });
});
