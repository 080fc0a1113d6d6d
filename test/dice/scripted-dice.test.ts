import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

describe('scriptedDice', () => {
  it('replays values in order as the rules read them', () => {
    const dice = scriptedDice([0, 10, 3, 4, 6, 1, 12]);
    expect(dice.d10Zero('Shoestring')).toBe(0);
    expect(dice.d10('Cartwheel 2.4: the 0 face reads 10')).toBe(10);
    expect(dice.twoD6('2d6')).toBe(7);
    expect(dice.plusMinus('torpedo')).toBe(5);
    expect(dice.d12('Matrix 6')).toBe(12);
    expect(dice.remaining).toBe(0);
  });

  it('rejects a value the asked die cannot show, naming value, die and label', () => {
    const attempt = () => scriptedDice([7]).d6('Matrix 2 control');
    expect(attempt).toThrow(RulesError);
    expect(attempt).toThrow(/value 7 .* d6 \(1–6\) asked by "Matrix 2 control"/);
    try {
      attempt();
    } catch (error) {
      expect((error as RulesError).code).toBe('DIE_OUT_OF_RANGE');
    }
    expect(() => scriptedDice([10]).d10Zero('x')).toThrow(/d10z/);
    expect(() => scriptedDice([0]).d10('x')).toThrow(/d10/);
  });

  it('throws SCRIPT_EXHAUSTED when the script runs out', () => {
    const dice = scriptedDice([4]);
    dice.d6('first');
    expect(() => dice.d6('second')).toThrow(expect.objectContaining({ code: 'SCRIPT_EXHAUSTED' }));
  });

  it('rejects a script of non-integers up front', () => {
    expect(() => scriptedDice([1.5])).toThrow(/\[0\]: got 1.5/);
    expect(() => scriptedDice('12' as never)).toThrow(RulesError);
  });
});
